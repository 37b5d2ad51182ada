import { lt, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { Config } from '../config.ts'
import {
  adReports,
  guestConsents,
  guestDataRequests,
  guestSessions,
  otpChallenges,
  passwordResetTokens,
  rateLimits,
  sessions,
  venueInvitations,
} from '../db/schema.ts'
import { pruneUnusedMedia } from '../modules/media/prune-media.ts'

/** Ended sessions stay this long after they end, so a recent sign-in history can still be looked at. */
const endedSessionRetentionDays = 30
/** Challenges, reset links and venue invitations are useless once expired; a day of slack keeps recent ones for investigation. */
const expiredSecretRetentionDays = 1
/** Longer than the longest rate-limit window, so a live window is never deleted. */
const rateLimitRetentionHours = 24

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`

/**
 * Deletes rows that can never matter again, so the auth, media and guest tables do not grow without bound. Guest data
 * goes after its purpose's retention (docs/privacy.md): guest sessions with their funnel steps, consent evidence with
 * the guests' data requests, and the guests' ad reports.
 */
export async function pruneExpired(db: Database, { retentionDays }: Pick<Config, 'retentionDays'>): Promise<void> {
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
  await db.delete(venueInvitations).where(lt(venueInvitations.expiresAt, daysAgo(expiredSecretRetentionDays)))
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, sql`now() - make_interval(hours => ${rateLimitRetentionHours})`))
  await db.delete(guestSessions).where(lt(guestSessions.shownAt, daysAgo(retentionDays.guestSessions)))
  await db.delete(guestConsents).where(lt(guestConsents.at, daysAgo(retentionDays.consents)))
  await db.delete(guestDataRequests).where(lt(guestDataRequests.requestedAt, daysAgo(retentionDays.consents)))
  await db.delete(adReports).where(lt(adReports.reportedAt, daysAgo(retentionDays.adReports)))
  await pruneUnusedMedia(db)
}
