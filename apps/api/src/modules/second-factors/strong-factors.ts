import type { Role, StrongFactorRequirement } from '@wifi/contract'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { totpFactors } from '../../db/schema.ts'
import { hasPasskey } from '../passkeys/passkey-repository.ts'

/** Whether the user has a confirmed authenticator app. */
export async function hasAuthenticatorApp(db: Database, userId: string): Promise<boolean> {
  const [app] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
  return app !== undefined
}

/**
 * Whether a user has a strong second factor: a confirmed authenticator app or a passkey. The one place that answers
 * it, for REQUIRE_STRONG_MFA's enforcement and the Security page.
 */
export async function hasStrongFactor(db: Database, userId: string): Promise<boolean> {
  return (await hasAuthenticatorApp(db, userId)) || (await hasPasskey(db, userId))
}

/** Whether REQUIRE_STRONG_MFA asks this role for a strong factor. */
export function roleNeedsStrongFactor(requirement: StrongFactorRequirement, role: Role): boolean {
  return requirement === 'all' || (requirement === 'admin' && role === 'admin')
}
