import { authTimings, type Language, type SignInMethod } from '@wifi/contract'
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { otpChallenges, users, type UserRow } from '../../db/schema.ts'
import { ApiError } from '../../errors/api-error.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { signInCodeEmail } from '../../mail/templates.ts'
import { hashOtpCode, hashToken, randomOtpCode, randomToken, sameHash } from '../../security/tokens.ts'

/**
 * The second step of sign-in (docs/decisions/002): a challenge token names it, an emailed code completes it, or for
 * a user with an authenticator app the app's code or a recovery code (docs/decisions/039).
 */

type ChallengeRow = typeof otpChallenges.$inferSelect

export const otpExpired = () =>
  new ApiError(400, 'OTP_EXPIRED', 'This code has expired or was used too many times. Please sign in again.')

const inSeconds = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000)
const resendAvailableAt = (challenge: Pick<ChallengeRow, 'lastSentAt'>) =>
  inSeconds(challenge.lastSentAt, authTimings.otpResendIntervalSeconds)

/** Not consumed, not voided, not expired. */
const stillOpen = (now: Date) =>
  and(isNull(otpChallenges.consumedAt), isNull(otpChallenges.voidedAt), gt(otpChallenges.expiresAt, now))

/** Still usable: open, with attempts left. */
const pending = (now: Date) => and(stillOpen(now), lt(otpChallenges.attempts, authTimings.otpMaxAttempts))

async function findPending(db: Database, challengeToken: string): Promise<{ challenge: ChallengeRow; email: string }> {
  const [found] = await db
    .select({ challenge: otpChallenges, email: users.email })
    .from(otpChallenges)
    .innerJoin(users, eq(users.id, otpChallenges.userId))
    .where(and(eq(otpChallenges.tokenHash, hashToken(challengeToken)), pending(new Date())))
  if (!found) throw otpExpired()
  return found
}

/** Voids every pending challenge of a user: a newer sign-in replaces them, a password reset ends them. */
export async function voidPendingChallenges(db: Database, userId: string): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ voidedAt: new Date() })
    .where(and(eq(otpChallenges.userId, userId), isNull(otpChallenges.consumedAt), isNull(otpChallenges.voidedAt)))
}

export async function startChallenge(
  db: Database,
  mailer: Mailer,
  user: UserRow,
  language: Language,
  method: SignInMethod,
) {
  const challengeToken = randomToken()
  const code = randomOtpCode()
  const now = new Date()
  const expiresAt = inSeconds(now, authTimings.otpTtlSeconds)
  await db.transaction(async (tx) => {
    await voidPendingChallenges(tx, user.id)
    await tx.insert(otpChallenges).values({
      userId: user.id,
      tokenHash: hashToken(challengeToken),
      codeHash: hashOtpCode(challengeToken, code),
      expiresAt,
      lastSentAt: now,
      method,
    })
  })
  // With an app or a passkey the code is never sent: its hash only fills the column, and nothing can match it.
  if (method === 'email') await mailer.send(signInCodeEmail(user.email, code, language))
  return { challengeToken, expiresAt, resendAvailableAt: resendAvailableAt({ lastSentAt: now }) }
}

/** The user a pending challenge belongs to, so the code's rate limits can be counted before it is checked. */
export async function challengeOwner(db: Database, challengeToken: string): Promise<string> {
  return (await findPending(db, challengeToken)).challenge.userId
}

/**
 * Checks a code. The attempt is counted in the same statement that finds the challenge, before the code is
 * compared, so simultaneous guesses cannot exceed the attempts a challenge allows (the last one voids it).
 * An emailed code is compared here; an app's by `checkAppCode` (given the challenge's user); a challenge completed
 * only with a passkey takes no code. A wrong code throws INVALID_OTP; a right one consumes the challenge exactly once
 * and returns its user id and the method that completed it (the session keeps it).
 */
export async function verifyChallenge(
  db: Database,
  challengeToken: string,
  code: string,
  checkAppCode: (userId: string) => Promise<boolean>,
): Promise<{ userId: string; method: SignInMethod }> {
  const [challenge] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(eq(otpChallenges.tokenHash, hashToken(challengeToken)), pending(new Date())))
    .returning({
      id: otpChallenges.id,
      codeHash: otpChallenges.codeHash,
      method: otpChallenges.method,
      userId: otpChallenges.userId,
    })
  if (!challenge) throw otpExpired()
  const right =
    challenge.method === 'email'
      ? sameHash(challenge.codeHash, hashOtpCode(challengeToken, code))
      : challenge.method === 'totp' && (await checkAppCode(challenge.userId))
  if (!right) {
    throw new ApiError(400, 'INVALID_OTP', 'The code is not correct.')
  }
  // Consumed only if still open (its attempt is already counted), so two requests with the right code cannot both pass.
  const [consumed] = await db
    .update(otpChallenges)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpChallenges.id, challenge.id), stillOpen(new Date())))
    .returning({ userId: otpChallenges.userId })
  if (!consumed) throw otpExpired()
  return { userId: consumed.userId, method: challenge.method }
}

/** Replaces the code (the old one stops working), resets the attempts and restarts the 10 minutes. */
export async function resendChallenge(db: Database, mailer: Mailer, challengeToken: string, language: Language) {
  const { challenge, email } = await findPending(db, challengeToken)
  if (challenge.method !== 'email') {
    const instead = challenge.method === 'totp' ? 'your authenticator app' : 'your passkey'
    throw new ApiError(400, 'NO_EMAILED_CODE', `This sign-in is completed with ${instead}, not an emailed code.`)
  }
  const now = new Date()
  const code = randomOtpCode()
  const expiresAt = inSeconds(now, authTimings.otpTtlSeconds)
  // The interval is checked inside the update, so of two simultaneous resends only one sends a code.
  const [updated] = await db
    .update(otpChallenges)
    .set({ codeHash: hashOtpCode(challengeToken, code), attempts: 0, lastSentAt: now, expiresAt })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        pending(now),
        lte(otpChallenges.lastSentAt, inSeconds(now, -authTimings.otpResendIntervalSeconds)),
      ),
    )
    .returning({ id: otpChallenges.id })
  if (!updated) throw resendTooSoon(resendAvailableAt(challenge), now)
  await mailer.send(signInCodeEmail(email, code, language))
  return { expiresAt, resendAvailableAt: resendAvailableAt({ lastSentAt: now }) }
}

function resendTooSoon(availableAt: Date, now: Date) {
  const retryAfter = Math.max(1, Math.ceil((availableAt.getTime() - now.getTime()) / 1000))
  return new ApiError(429, 'OTP_RESEND_TOO_SOON', 'A new code can be sent a little later.', { retryAfter })
}
