import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema.ts'
import { rateLimited } from '../errors/api-error.ts'

/**
 * Rate limits, kept in the database so every API process shares them. Each policy is a fixed window:
 * at most `max` counted events per `windowSeconds` for one subject (an account's email or a client address).
 */
export interface RateLimitPolicy {
  bucket: string
  max: number
  windowSeconds: number
}

const fifteenMinutes = 15 * 60
const oneHour = 60 * 60

/** Every limit of the API, in one place (documented in apps/api/README.md and docs/decisions/011). */
export const rateLimitPolicies = {
  /**
   * Failed sign-ins for one email from one client address: what stops a guesser at their own address without
   * letting them lock the owner out from another one.
   */
  signInFailuresPerAccountAndAddress: {
    bucket: 'sign-in-failures:account-address',
    max: 5,
    windowSeconds: fifteenMinutes,
  },
  /** Failed sign-ins for one email from anywhere: slower, so a guesser spread over many addresses still stops. */
  signInFailuresPerAccount: { bucket: 'sign-in-failures:account', max: 50, windowSeconds: oneHour },
  /** Failed sign-ins from one client address, across all emails. */
  signInFailuresPerAddress: { bucket: 'sign-in-failures:address', max: 20, windowSeconds: fifteenMinutes },
  /** Wrong one-time codes for one account, across its challenges (each challenge also dies after 5). */
  otpFailuresPerAccount: { bucket: 'otp-failures:account', max: 10, windowSeconds: fifteenMinutes },
  /** Wrong one-time codes from one client address, across all challenges. */
  otpFailuresPerAddress: { bucket: 'otp-failures:address', max: 20, windowSeconds: fifteenMinutes },
  /** Wrong current passwords when a signed-in user changes their password. */
  currentPasswordFailuresPerAccount: {
    bucket: 'current-password-failures:account',
    max: 5,
    windowSeconds: fifteenMinutes,
  },
  /** Passwordless passkey sign-ins started from one client address: each stores a challenge for a few minutes. */
  passkeyOptionsPerAddress: { bucket: 'passkey-options:address', max: 30, windowSeconds: fifteenMinutes },
  /** Reset-link requests for one email address (counted whether or not it has an account). */
  forgotPasswordPerAccount: { bucket: 'forgot-password:account', max: 3, windowSeconds: oneHour },
  /** Reset-link requests from one client address. */
  forgotPasswordPerAddress: { bucket: 'forgot-password:address', max: 10, windowSeconds: oneHour },
  /** Invalid, expired or used reset tokens presented from one client address. */
  resetFailuresPerAddress: { bucket: 'reset-failures:address', max: 10, windowSeconds: fifteenMinutes },
  /** Sign-ups from one client address: each one costs a password hash and sends an email. */
  signUpsPerAddress: { bucket: 'sign-ups:address', max: 10, windowSeconds: oneHour },
  /** Venue invitations sent to one email address, by any admin to any venue: its owner's mailbox is not flooded. */
  invitationsPerInvitee: { bucket: 'invitations:invitee', max: 3, windowSeconds: oneHour },
  /** Venue invitations one admin sends: enough to bring a chain's venues in at once, not to spam from the service. */
  invitationsPerInviter: { bucket: 'invitations:inviter', max: 30, windowSeconds: oneHour },
  /** Unknown, replaced, expired or used invitation links presented from one client address. */
  invitationFailuresPerAddress: { bucket: 'invitation-failures:address', max: 10, windowSeconds: fifteenMinutes },
  /**
   * Connect presses from one guest device (its keyed MAC hash, not its address: guests behind one café's NAT share an
   * address). The captive pages' own limits are in modules/captive/captive-limits.ts.
   */
  guestConnectsPerDevice: { bucket: 'guest-connects:device', max: 10, windowSeconds: 10 * 60 },
  /** Requests to the RADIUS endpoint with a wrong token from one address: a guesser of RADIUS_API_TOKEN stops. */
  radiusTokenFailuresPerAddress: { bucket: 'radius-token-failures:address', max: 10, windowSeconds: fifteenMinutes },
  /** Scrapes of /metrics with a wrong token from one address: a guesser of METRICS_TOKEN stops. */
  metricsTokenFailuresPerAddress: { bucket: 'metrics-token-failures:address', max: 10, windowSeconds: fifteenMinutes },
  /** "Send me one now" of one report subscription: each send reads the period's figures and makes a PDF. */
  reportSendNowPerSubscription: { bucket: 'report-send-now:subscription', max: 1, windowSeconds: 60 },
  /** "Send me one now" by one user, across their subscriptions (up to 20 of them). */
  reportSendNowPerUser: { bucket: 'report-send-now:user', max: 10, windowSeconds: oneHour },
} as const satisfies Record<string, RateLimitPolicy>

export interface RateLimitCheck {
  policy: RateLimitPolicy
  subject: string
}

/** Seconds until the window that holds `windowStartedAt` ends, computed by the database's clock. */
const secondsLeft = (windowSeconds: number) =>
  sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now()))))::int`

/** Counts one event with a single atomic upsert: a window that has ended starts over at 1. */
async function recordHit(
  db: Database,
  { policy, subject }: RateLimitCheck,
): Promise<{ hits: number; retryAfter: number }> {
  const windowEnded = sql`${rateLimits.windowStartedAt} + make_interval(secs => ${policy.windowSeconds}) <= now()`
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: policy.bucket, subject, hits: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.subject],
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${windowEnded} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, retryAfter: secondsLeft(policy.windowSeconds) })
  if (!row) throw new Error('rate limit upsert returned no row')
  return row
}

export interface CountedAttempt {
  /** Takes the attempt back off every count: called when it succeeded, so only failures use up the limit. */
  refund(): Promise<void>
}

/**
 * Counts an attempt against every check BEFORE the secret it carries is checked, and throws 429 when any check
 * is over its maximum. Counting first is what makes a limit hold when many requests arrive together: each one
 * takes its place in the count atomically, so only the first `max` of them ever reach the secret.
 * `onLimitReached` is told once, at the attempt that takes a check over its maximum.
 */
export async function countAttempt(
  db: Database,
  checks: RateLimitCheck[],
  onLimitReached?: (policy: RateLimitPolicy) => void,
): Promise<CountedAttempt> {
  let retryAfter = 0
  const within: RateLimitCheck[] = []
  for (const check of checks) {
    const hit = await recordHit(db, check)
    if (hit.hits === check.policy.max + 1) onLimitReached?.(check.policy)
    if (hit.hits > check.policy.max) retryAfter = Math.max(retryAfter, hit.retryAfter)
    else within.push(check)
  }
  if (retryAfter > 0) {
    // A refused attempt checks no secret, so it must not use up the other limits: a guesser stopped at their own
    // address would otherwise wear down the account-wide limit and lock the owner out from everywhere.
    await refund(db, within)
    throw rateLimited(retryAfter)
  }
  return { refund: () => refund(db, checks) }
}

async function refund(db: Database, checks: RateLimitCheck[]): Promise<void> {
  for (const { policy, subject } of checks) {
    await db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(and(eq(rateLimits.bucket, policy.bucket), eq(rateLimits.subject, subject)))
  }
}
