import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { totpFactors } from '../../db/schema.ts'
import type { RecoveryCodeHasher } from '../../security/recovery-code-hash.ts'
import type { SecretBox } from '../../security/secret-box.ts'
import { useRecoveryCode } from './recovery-codes.ts'
import { matchingStep } from './totp.ts'

export interface SecondFactorKeys {
  secrets: SecretBox
  hashRecoveryCode: RecoveryCodeHasher
}

/**
 * The sealed key of a user's confirmed authenticator app, opened; undefined without one, or while a password reset
 * has set it aside until its owner confirms it again (docs/decisions/045).
 */
async function usableTotpSecret(db: Database, secrets: SecretBox, userId: string) {
  const [factor] = await db
    .select({ secretSealed: totpFactors.secretSealed })
    .from(totpFactors)
    .where(
      and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt), eq(totpFactors.needsConfirmation, false)),
    )
  return factor ? secrets.open(factor.secretSealed, 'totp-secret') : undefined
}

/**
 * Records a right code's step, only if it is later than the last one accepted: a code seen once (or an older one,
 * still inside the clock-drift window) is refused, and of two requests with the same code only one passes.
 */
async function acceptStep(db: Database, userId: string, step: number): Promise<boolean> {
  const accepted = await db
    .update(totpFactors)
    .set({ lastUsedStep: step })
    .where(
      and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step))),
    )
    .returning({ userId: totpFactors.userId })
  return accepted.length > 0
}

/**
 * Checks the second step of a sign-in completed with the authenticator app: six digits are the app's current code
 * (each accepted once), anything else a recovery code (each usable once; they go with the app, set aside with it).
 * Limits are counted by the caller.
 */
export async function checkAppCode(db: Database, keys: SecondFactorKeys, userId: string, code: string) {
  const secret = await usableTotpSecret(db, keys.secrets, userId)
  if (!secret) return false
  if (!/^[0-9]{6}$/.test(code)) return useRecoveryCode(db, keys.hashRecoveryCode, userId, code)
  const step = matchingStep(secret, code)
  return step !== null && (await acceptStep(db, userId, step))
}
