import { lt, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { guestSessions, limitWindows, otpChallenges, passwordResetTokens, rateLimits, sessions } from '../db/schema.ts'
import { pruneUnusedMedia } from '../modules/media/prune-media.ts'

/** Ended sessions stay this long after they end, so a recent sign-in history can still be looked at. */
const endedSessionRetentionDays = 30
/** Challenges and reset links are useless once expired; a day of slack keeps recent ones for investigation. */
const expiredSecretRetentionDays = 1
/** Longer than the longest rate-limit window, so a live window is never deleted. */
const rateLimitRetentionHours = 24

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`

/**
 * Deletes rows that can never matter again, so the auth, media and guest tables do not grow without bound. Guest
 * sessions (and their funnel steps with them) go after `guestRetentionDays` (GUEST_RETENTION_DAYS).
 */
export async function pruneExpired(
  db: Database,
  { guestRetentionDays }: { guestRetentionDays: number },
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, daysAgo(endedSessionRetentionDays)),
        lt(sessions.revokedAt, daysAgo(endedSessionRetentionDays)),
        lt(sessions.lastUsedAt, daysAgo(endedSessionRetentionDays)),
      ),
    )
  await db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, daysAgo(expiredSecretRetentionDays)))
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, daysAgo(expiredSecretRetentionDays)))
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, sql`now() - make_interval(hours => ${rateLimitRetentionHours})`))
  await db.delete(limitWindows).where(lt(limitWindows.windowEndsAt, sql`now()`))
  await db.delete(guestSessions).where(lt(guestSessions.shownAt, daysAgo(guestRetentionDays)))
  await pruneUnusedMedia(db)
}
