import { authTimings, resetPasswordPage } from '@wifi/contract'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { passwordResetTokens, users } from '../../db/schema.ts'
import { ApiError } from '../../errors/api-error.ts'
import type { OutgoingEmail } from '../../mail/mailer.ts'
import { resetLinkEmail } from '../../mail/templates.ts'
import { assertNotLimited, consumeOrThrow, rateLimitPolicies, recordFailure } from '../../rate-limit/rate-limits.ts'
import { hashPassword } from '../../security/passwords.ts'
import { hashToken, randomToken } from '../../security/tokens.ts'
import { revokeUserSessions } from '../sessions/session-service.ts'
import { findUserByEmail } from '../users/user-repository.ts'
import { voidPendingChallenges } from './otp-challenges.ts'
import type { RequestClient } from './request-client.ts'

/** Voids a user's unused reset links: a newer link, a reset or a password change makes them stale. */
export async function voidResetTokens(db: Database, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ voidedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.voidedAt),
      ),
    )
}

/**
 * Prepares the reset email for an active account, or nothing for an unknown or inactive one. The caller answers
 * the same either way and sends the email after answering, so neither the body nor the time tells them apart.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  client: RequestClient,
  publicUrl: string,
): Promise<OutgoingEmail | undefined> {
  await consumeOrThrow(db, [
    { policy: rateLimitPolicies.forgotPasswordPerAccount, subject: email },
    { policy: rateLimitPolicies.forgotPasswordPerAddress, subject: client.ip },
  ])
  const user = await findUserByEmail(db, email)
  if (!user || user.status !== 'active') return undefined

  const token = randomToken()
  await db.transaction(async (tx) => {
    await voidResetTokens(tx, user.id)
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + authTimings.resetTokenTtlSeconds * 1000),
    })
  })
  const link = `${publicUrl}${resetPasswordPage}?token=${encodeURIComponent(token)}`
  return resetLinkEmail(user.email, link, client.language)
}

const invalidResetToken = () =>
  new ApiError(400, 'INVALID_RESET_TOKEN', 'This reset link is invalid or has expired. Please ask for a new one.')

/** Sets a new password from a reset link, once; then every session and pending sign-in of the user ends. */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  client: RequestClient,
): Promise<void> {
  const limits = [{ policy: rateLimitPolicies.resetFailuresPerAddress, subject: client.ip }]
  await assertNotLimited(db, limits)
  const passwordHash = await hashPassword(newPassword)

  const reset = await db.transaction(async (tx) => {
    // Marking it used in the same statement that checks it keeps a link from working twice, even concurrently.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          isNull(passwordResetTokens.voidedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId })
    if (!used) return false
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId))
    await revokeUserSessions(tx, used.userId)
    await voidPendingChallenges(tx, used.userId)
    await voidResetTokens(tx, used.userId)
    return true
  })
  if (!reset) {
    await recordFailure(db, limits)
    throw invalidResetToken()
  }
}
