import { and, eq, gt, sql } from 'drizzle-orm'
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

/** Every limit of the API, in one place (documented in apps/api/README.md). */
export const rateLimitPolicies = {
  /** Failed sign-ins (wrong password or unknown email) for one email address. */
  signInFailuresPerAccount: { bucket: 'sign-in-failures:account', max: 5, windowSeconds: fifteenMinutes },
  /** Failed sign-ins from one client address, across all emails. */
  signInFailuresPerAddress: { bucket: 'sign-in-failures:address', max: 20, windowSeconds: fifteenMinutes },
  /** Wrong one-time codes from one client address, across all challenges (each challenge also dies after 5). */
  otpFailuresPerAddress: { bucket: 'otp-failures:address', max: 20, windowSeconds: fifteenMinutes },
  /** Reset-link requests for one email address (counted whether or not it has an account). */
  forgotPasswordPerAccount: { bucket: 'forgot-password:account', max: 3, windowSeconds: oneHour },
  /** Reset-link requests from one client address. */
  forgotPasswordPerAddress: { bucket: 'forgot-password:address', max: 10, windowSeconds: oneHour },
  /** Invalid, expired or used reset tokens presented from one client address. */
  resetFailuresPerAddress: { bucket: 'reset-failures:address', max: 10, windowSeconds: fifteenMinutes },
} as const satisfies Record<string, RateLimitPolicy>

export interface RateLimitCheck {
  policy: RateLimitPolicy
  subject: string
}

/** Seconds until the window that holds `windowStartedAt` ends, computed by the database's clock. */
const secondsLeft = (windowSeconds: number) =>
  sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now()))))::int`

/**
 * Throws 429 RATE_LIMITED when any of `checks` has already reached its maximum in the current window.
 * Used before an attempt whose failures are counted with `recordHit`.
 */
export async function assertNotLimited(db: Database, checks: RateLimitCheck[]): Promise<void> {
  let retryAfter = 0
  for (const { policy, subject } of checks) {
    const [row] = await db
      .select({ hits: rateLimits.hits, retryAfter: secondsLeft(policy.windowSeconds) })
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.bucket, policy.bucket),
          eq(rateLimits.subject, subject),
          gt(sql`${rateLimits.windowStartedAt} + make_interval(secs => ${policy.windowSeconds})`, sql`now()`),
        ),
      )
    if (row && row.hits >= policy.max) retryAfter = Math.max(retryAfter, row.retryAfter)
  }
  if (retryAfter > 0) throw rateLimited(retryAfter)
}

/**
 * Counts one event with a single atomic upsert: a window that has ended starts over at 1. Returns whether the
 * count is now over the maximum, and when the window ends.
 */
export async function recordHit(
  db: Database,
  { policy, subject }: RateLimitCheck,
): Promise<{ limited: boolean; retryAfter: number }> {
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
  return { limited: row.hits > policy.max, retryAfter: row.retryAfter }
}

/** Counts one request against every check and throws 429 when any of them is over its maximum. */
export async function consumeOrThrow(db: Database, checks: RateLimitCheck[]): Promise<void> {
  let retryAfter = 0
  for (const check of checks) {
    const hit = await recordHit(db, check)
    if (hit.limited) retryAfter = Math.max(retryAfter, hit.retryAfter)
  }
  if (retryAfter > 0) throw rateLimited(retryAfter)
}

/** Records a failed attempt against every check (after the attempt failed). */
export async function recordFailure(db: Database, checks: RateLimitCheck[]): Promise<void> {
  for (const check of checks) await recordHit(db, check)
}
