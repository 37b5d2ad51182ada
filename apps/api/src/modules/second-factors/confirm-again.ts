import { and, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { passkeys, totpFactors, type PasskeyRow } from '../../db/schema.ts'
import { ApiError, notFound } from '../../errors/api-error.ts'
import { logSecurityEvent } from '../../security/security-events.ts'
import { recordAccountChange, recoveryCodesMadeAt } from '../users/account-audit.ts'
import type { SecondFactorKeys } from './app-codes.ts'
import { replaceRecoveryCodes } from './recovery-codes.ts'
import { confirmCurrentPassword, type Requester } from './step-up.ts'
import { hasAuthenticatorApp } from './strong-factors.ts'

/**
 * After a password reset (the forgot-password path) the user's passkeys and authenticator app stop signing in until
 * the user, signed in with the new password, confirms each again with it from Settings → Security
 * (docs/decisions/045): whoever made the reset necessary may have added one of them.
 */

/** Sets every strong factor of the user aside; part of the reset's transaction. */
export async function setFactorsAside(db: Database, userId: string): Promise<void> {
  await db.update(passkeys).set({ needsConfirmation: true }).where(eq(passkeys.userId, userId))
  await db
    .update(totpFactors)
    .set({ needsConfirmation: true })
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
}

const alreadyConfirmed = () => new ApiError(409, 'ALREADY_CONFIRMED', 'This sign-in step is already confirmed.')

/** Confirms one of the user's set-aside passkeys again, after the password; it signs in from now on. */
export async function confirmPasskeyAgain(
  db: Database,
  requester: Requester,
  id: string,
  password: string,
): Promise<PasskeyRow> {
  await confirmCurrentPassword(db, requester, password)
  const { user, ip, log } = requester
  const [confirmed] = await db
    .update(passkeys)
    .set({ needsConfirmation: false })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id), eq(passkeys.needsConfirmation, true)))
    .returning()
  if (!confirmed) {
    const [mine] = await db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
    throw mine ? alreadyConfirmed() : notFound('The passkey')
  }
  logSecurityEvent(log, 'second-factor.confirmed', { userId: user.id, ip, factor: 'passkey', passkeyId: id })
  return confirmed
}

/**
 * Confirms the set-aside authenticator app again, after the password, with ten new recovery codes in place of the old
 * ones (someone else may have kept those): answered this once, as when the app was set up.
 */
export async function confirmAppAgain(
  db: Database,
  keys: SecondFactorKeys,
  requester: Requester,
  password: string,
): Promise<string[]> {
  await confirmCurrentPassword(db, requester, password)
  const { user, ip, log } = requester
  const codes = await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(totpFactors)
      .set({ needsConfirmation: false })
      .where(and(eq(totpFactors.userId, user.id), eq(totpFactors.needsConfirmation, true)))
      .returning({ userId: totpFactors.userId })
    if (!confirmed) return undefined
    const before = await recoveryCodesMadeAt(tx, user.id)
    const replaced = await replaceRecoveryCodes(tx, keys.hashRecoveryCode, user.id)
    await recordAccountChange(
      tx,
      requester,
      user.id,
      { recoveryCodes: before },
      { recoveryCodes: await recoveryCodesMadeAt(tx, user.id) },
    )
    return replaced
  })
  if (!codes) {
    if (await hasAuthenticatorApp(db, user.id)) throw alreadyConfirmed()
    throw new ApiError(400, 'TOTP_NOT_ENROLLED', 'No authenticator app is set up for this account.')
  }
  logSecurityEvent(log, 'second-factor.confirmed', { userId: user.id, ip, factor: 'totp' })
  return codes
}
