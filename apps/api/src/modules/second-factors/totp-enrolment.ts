import { countCodeAttempt } from '../../rate-limit/code-attempts.ts'
import type { StrongFactorRequirement } from '@wifi/contract'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { recoveryCodes, totpFactors } from '../../db/schema.ts'
import { ApiError } from '../../errors/api-error.ts'
import { logSecurityEvent } from '../../security/security-events.ts'
import { recordStrongStep } from '../sessions/session-service.ts'
import { recordAccountChange, recoveryCodesMadeAt } from '../users/account-audit.ts'
import type { SecondFactorKeys } from './app-codes.ts'
import { replaceRecoveryCodes } from './recovery-codes.ts'
import { assertMayAddFactor, confirmCurrentPassword, type Requester } from './step-up.ts'
import { hasAuthenticatorApp } from './strong-factors.ts'
import { matchingStep, newTotpSecret, totpEnrolment } from './totp.ts'

const alreadyEnrolled = () =>
  new ApiError(409, 'TOTP_ALREADY_ENROLLED', 'An authenticator app is already set up for this account.')

/**
 * Starts (or starts over) an app's setup, once the requester showed who they are (`assertMayAddFactor`): a new key,
 * kept sealed and unconfirmed until a first code matches it.
 */
export async function beginTotpSetup(
  db: Database,
  keys: SecondFactorKeys,
  requester: Requester,
  password: string | undefined,
  requirement: StrongFactorRequirement,
) {
  const { user } = requester
  if (await hasAuthenticatorApp(db, user.id)) throw alreadyEnrolled()
  await assertMayAddFactor(db, requester, password, requirement)
  const secret = newTotpSecret()
  const secretSealed = keys.secrets.seal(secret, 'totp-secret')
  await db
    .insert(totpFactors)
    .values({ userId: user.id, secretSealed })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secretSealed, createdAt: new Date() } })
  return { secret, ...(await totpEnrolment(secret, user.email)) }
}

/**
 * Confirms the app with its first code, counted against the same limits as a sign-in code (before it is checked),
 * and makes the ten recovery codes. The code's step is recorded, so it cannot then sign in as well; the session it
 * was typed in has shown the app, as a sign-in with it would have.
 */
export async function confirmTotp(
  db: Database,
  keys: SecondFactorKeys,
  { user, sessionId, ip, log }: Requester,
  code: string,
) {
  const attempt = await countCodeAttempt(db, { userId: user.id, ip, log })
  const [pending] = await db
    .select({ secretSealed: totpFactors.secretSealed })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, user.id), isNull(totpFactors.confirmedAt)))
  if (!pending) {
    if (await hasAuthenticatorApp(db, user.id)) throw alreadyEnrolled()
    throw new ApiError(400, 'TOTP_NOT_STARTED', 'Start the authenticator app setup again.')
  }
  const step = matchingStep(keys.secrets.open(pending.secretSealed, 'totp-secret'), code)
  if (step === null) {
    logSecurityEvent(log, 'otp.failed', { userId: user.id, ip })
    throw new ApiError(400, 'INVALID_OTP', 'The code is not correct.')
  }
  await attempt.refund()
  const recovery = await db.transaction(async (tx) => {
    // Only the setup this code was checked against: a setup started over meanwhile has another key.
    const [confirmed] = await tx
      .update(totpFactors)
      .set({ confirmedAt: new Date(), lastUsedStep: step })
      .where(
        and(
          eq(totpFactors.userId, user.id),
          eq(totpFactors.secretSealed, pending.secretSealed),
          isNull(totpFactors.confirmedAt),
        ),
      )
      .returning({ userId: totpFactors.userId })
    if (!confirmed) throw new ApiError(400, 'TOTP_NOT_STARTED', 'Start the authenticator app setup again.')
    await recordStrongStep(tx, sessionId, 'totp')
    const codes = await replaceRecoveryCodes(tx, keys.hashRecoveryCode, user.id)
    await recordAccountChange(
      tx,
      { user, ip },
      user.id,
      { authenticatorApp: false, recoveryCodes: null },
      { authenticatorApp: true, recoveryCodes: await recoveryCodesMadeAt(tx, user.id) },
    )
    return codes
  })
  logSecurityEvent(log, 'totp.added', { userId: user.id, ip })
  return recovery
}

const notEnrolled = () => new ApiError(400, 'TOTP_NOT_ENROLLED', 'No authenticator app is set up for this account.')

/** Removes the app and its recovery codes, after the password. */
export async function removeTotp(db: Database, requester: Requester, password: string): Promise<void> {
  await confirmCurrentPassword(db, requester, password)
  const userId = requester.user.id
  const removed = await db.transaction(async (tx) => {
    const codesMadeAt = await recoveryCodesMadeAt(tx, userId)
    const rows = await tx
      .delete(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
      .returning({ userId: totpFactors.userId })
    if (rows.length === 0) return false
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
    await recordAccountChange(
      tx,
      requester,
      userId,
      { authenticatorApp: true, recoveryCodes: codesMadeAt },
      { authenticatorApp: false, recoveryCodes: null },
    )
    return true
  })
  if (!removed) throw notEnrolled()
  logSecurityEvent(requester.log, 'totp.removed', { userId, ip: requester.ip })
}

/** Ten new recovery codes in place of the old ones, after the password. */
export async function renewRecoveryCodes(db: Database, keys: SecondFactorKeys, requester: Requester, password: string) {
  await confirmCurrentPassword(db, requester, password)
  if (!(await hasAuthenticatorApp(db, requester.user.id))) throw notEnrolled()
  const userId = requester.user.id
  const codes = await db.transaction(async (tx) => {
    const before = await recoveryCodesMadeAt(tx, userId)
    const replaced = await replaceRecoveryCodes(tx, keys.hashRecoveryCode, userId)
    await recordAccountChange(
      tx,
      requester,
      userId,
      { recoveryCodes: before },
      { recoveryCodes: await recoveryCodesMadeAt(tx, userId) },
    )
    return replaced
  })
  logSecurityEvent(requester.log, 'recovery-codes.replaced', { userId, ip: requester.ip })
  return codes
}
