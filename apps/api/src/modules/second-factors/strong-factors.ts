import type { Role, SignInMethod, StrongFactorRequirement } from '@wifi/contract'
import { and, eq, isNotNull } from 'drizzle-orm'
import { roleNeedsStrongFactor } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { totpFactors } from '../../db/schema.ts'
import { passkeyState } from '../passkeys/passkey-repository.ts'
import { factorState, type FactorState } from './factor-state.ts'

/** Whether the user has a confirmed authenticator app (one a password reset set aside too). */
export async function hasAuthenticatorApp(db: Database, userId: string): Promise<boolean> {
  return (await authenticatorAppState(db, userId)) !== 'none'
}

async function authenticatorAppState(db: Database, userId: string): Promise<FactorState> {
  const [app] = await db
    .select({ needsConfirmation: totpFactors.needsConfirmation })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
  return factorState(app)
}

/**
 * A user's strong second factors, the confirmed authenticator app and the passkeys: the one place that answers it,
 * for the sign-in's methods, REQUIRE_STRONG_MFA's enforcement and the Security page.
 */
export async function strongFactorsOf(db: Database, userId: string) {
  const [app, passkey] = await Promise.all([authenticatorAppState(db, userId), passkeyState(db, userId)])
  return { app, passkey }
}

/**
 * Why REQUIRE_STRONG_MFA holds a session (docs/decisions/039, 045): its user has no strong factor at all yet
 * ('enrol': setting up a first one is the way on), or has one and the session did not show it ('sign-in': signed with
 * the emailed code, or every factor awaits confirmation after a password reset). Undefined when nothing is held.
 */
export type StrongFactorHold = 'enrol' | 'sign-in'

export async function strongFactorHold(
  db: Database,
  requirement: StrongFactorRequirement,
  user: { id: string; role: Role },
  secondStep: SignInMethod,
): Promise<StrongFactorHold | undefined> {
  if (!roleNeedsStrongFactor(requirement, user.role)) return undefined
  const { app, passkey } = await strongFactorsOf(db, user.id)
  if (app === 'none' && passkey === 'none') return 'enrol'
  const signsIn = app === 'usable' || passkey === 'usable'
  return signsIn && secondStep !== 'email' ? undefined : 'sign-in'
}
