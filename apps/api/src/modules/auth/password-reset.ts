import { authTimings, type Language } from '@wifi/contract'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { passwordResetTokens, users, type UserRow } from '../../db/schema.ts'
import { ApiError } from '../../errors/api-error.ts'
import type { ConsoleLinks } from '../../mail/console-links.ts'
import type { OutgoingEmail } from '../../mail/mailer.ts'
import { resetLinkEmail } from '../../mail/templates.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import { assertNotCommonPassword } from '../../security/common-passwords.ts'
import { hashPassword } from '../../security/passwords.ts'
import { logSecurityEvent } from '../../security/security-events.ts'
import { hashToken, randomToken } from '../../security/tokens.ts'
import { setFactorsAside } from '../second-factors/confirm-again.ts'
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
 * Counts a reset-link request against its limits; throws 429 when over. The caller answers right after and
 * prepares the email in the background (`resetEmailFor`), so neither the body nor the time of the answer tells
 * a known email from an unknown one.
 */
export async function countResetRequest(db: Database, email: string, client: RequestClient): Promise<void> {
  await countAttempt(db, [
    { policy: rateLimitPolicies.forgotPasswordPerAccount, subject: email },
    { policy: rateLimitPolicies.forgotPasswordPerAddress, subject: client.ip },
  ])
}

/** Creates a reset link for an active account and returns its email, or nothing for an unknown or inactive one. */
export async function resetEmailFor(
  db: Database,
  email: string,
  language: Language,
  links: ConsoleLinks,
): Promise<OutgoingEmail | undefined> {
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
  return resetLinkEmail(user.email, links.resetPassword(token), language)
}

const invalidResetToken = () =>
  new ApiError(400, 'INVALID_RESET_TOKEN', 'This reset link is invalid or has expired. Please ask for a new one.')

const usable = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    isNull(passwordResetTokens.voidedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  )

/**
 * Sets a new password from a reset link, once; then every session and pending sign-in of the user ends, and their
 * passkeys and authenticator app stop signing in until the user confirms them again (docs/decisions/045).
 * The attempt is counted and the token checked before the new password is hashed, so guessing tokens costs the
 * server no hashing. Returns the user whose password was reset.
 */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  client: RequestClient,
): Promise<UserRow> {
  assertNotCommonPassword(newPassword, 'newPassword')
  const attempt = await countAttempt(db, [{ policy: rateLimitPolicies.resetFailuresPerAddress, subject: client.ip }])
  const tokenHash = hashToken(token)
  const [valid] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usable(tokenHash))
  if (!valid) throw invalidResetToken()
  const passwordHash = await hashPassword(newPassword)

  const user = await db.transaction(async (tx) => {
    // Marking it used in the same statement that checks it keeps a link from working twice, even concurrently.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(usable(tokenHash))
      .returning({ userId: passwordResetTokens.userId })
    if (!used) return undefined
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, used.userId))
      .returning()
    await revokeUserSessions(tx, used.userId)
    await voidPendingChallenges(tx, used.userId)
    await voidResetTokens(tx, used.userId)
    await setFactorsAside(tx, used.userId)
    return updated
  })
  if (!user) throw invalidResetToken()
  await attempt.refund()
  logSecurityEvent(client.log, 'password.reset', { userId: user.id, ip: client.ip })
  return user
}
