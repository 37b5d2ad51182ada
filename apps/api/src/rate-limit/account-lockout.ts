import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema.ts'
import { rateLimitPolicies, type RateLimitPolicy } from './rate-limits.ts'

/**
 * The counters that lock one account out of signing in: failed passwords for its email from one address (their
 * subject is "email address") and from everywhere, and wrong second-step codes for its id. Those of a client address
 * alone are not the account's: they stop that address for every account, and an admin lifting them would help a
 * guesser.
 */
const accountCounters = (email: string, userId: string) => [
  {
    policy: rateLimitPolicies.signInFailuresPerAccountAndAddress,
    subject: sql`starts_with(${rateLimits.subject}, ${email} || ' ')`,
  },
  { policy: rateLimitPolicies.signInFailuresPerAccount, subject: sql`${rateLimits.subject} = ${email}` },
  { policy: rateLimitPolicies.otpFailuresPerAccount, subject: sql`${rateLimits.subject} = ${userId}::text` },
]

const ofPolicy = (policy: RateLimitPolicy, subject: SQL) => and(eq(rateLimits.bucket, policy.bucket), subject)

/** A counter whose window is still open and that has reached its maximum: the next attempt is refused. */
const atLimit = (policy: RateLimitPolicy) =>
  sql`${rateLimits.hits} >= ${policy.max} and ${rateLimits.windowStartedAt} + make_interval(secs => ${policy.windowSeconds}) > now()`

/** The accounts a policy's counters lock right now, as `key` (the email, or the id as text) of each. */
const lockedKeys = (policy: RateLimitPolicy, key: SQL) =>
  sql`(select ${key} from ${rateLimits} where ${rateLimits.bucket} = ${policy.bucket} and ${atLimit(policy)})`

/**
 * Whether the account (its email and id, columns of the outer query) is locked right now, from one address or from
 * everywhere: a condition for a list's select. Each set of locked accounts is read once for the whole query (an
 * uncorrelated IN, hashed), not once a row: a guesser's many addresses leave many counters in the per-address bucket.
 */
export function accountLocked(email: SQL | AnyPgColumn, userId: SQL | AnyPgColumn): SQL {
  const { signInFailuresPerAccountAndAddress, signInFailuresPerAccount, otpFailuresPerAccount } = rateLimitPolicies
  return sql`(${email} in ${lockedKeys(signInFailuresPerAccountAndAddress, sql`split_part(${rateLimits.subject}, ' ', 1)`)}
    or ${email} in ${lockedKeys(signInFailuresPerAccount, sql`${rateLimits.subject}`)}
    or ${userId}::text in ${lockedKeys(otpFailuresPerAccount, sql`${rateLimits.subject}`)})`
}

/** Clears the account's counters, so it may try again at once from anywhere; answers whether it was locked. */
export async function clearAccountLockout(db: Database, email: string, userId: string): Promise<boolean> {
  const counters = accountCounters(email, userId)
  const cleared = await db
    .delete(rateLimits)
    .where(or(...counters.map(({ policy, subject }) => ofPolicy(policy, subject))))
    .returning({
      locked: or(...counters.map(({ policy }) => and(eq(rateLimits.bucket, policy.bucket), atLimit(policy)))) as SQL<
        boolean | null
      >,
    })
  return cleared.some((counter) => counter.locked === true)
}
