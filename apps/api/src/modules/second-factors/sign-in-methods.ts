import type { SignInMethod, StrongFactorRequirement } from '@wifi/contract'
import { roleNeedsStrongFactor } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import { strongFactorsOf } from './strong-factors.ts'

/**
 * The ways a user completes the second step of sign-in: the authenticator app when one is enrolled (then no code is
 * emailed: the weaker factor is not offered beside the stronger), else the emailed code — and a passkey besides
 * either when the user has one (the emailed code stays, for a sign-in on a device without it). Where
 * REQUIRE_STRONG_MFA covers the user's role and they have a strong factor, only strong factors are offered: a session
 * signed with the emailed code would be held anyway (docs/decisions/045). A factor a password reset set aside is not
 * offered until its owner confirms it again. The first method is the one the password step's challenge takes codes for.
 */
export async function signInMethodsFor(
  db: Database,
  user: Pick<UserRow, 'id' | 'role'>,
  requirement: StrongFactorRequirement,
): Promise<SignInMethod[]> {
  const { app, passkey } = await strongFactorsOf(db, user.id)
  const withPasskey = passkey === 'usable' ? (['passkey'] as const) : []
  if (app === 'usable') return ['totp', ...withPasskey]
  if (withPasskey.length > 0 && roleNeedsStrongFactor(requirement, user.role)) return [...withPasskey]
  return ['email', ...withPasskey]
}
