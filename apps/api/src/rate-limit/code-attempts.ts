import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client.ts'
import { logLockout } from '../security/security-events.ts'
import { countAttempt, rateLimitPolicies } from './rate-limits.ts'

/**
 * Counts a try at a second step — an emailed or app code, a recovery code, a passkey, an app's first code — against
 * the wrong-code limits per account and per address, before it is checked (refunded when it was right).
 */
export function countCodeAttempt(
  db: Database,
  { userId, ip, log }: { userId: string; ip: string; log: FastifyBaseLogger },
) {
  return countAttempt(
    db,
    [
      { policy: rateLimitPolicies.otpFailuresPerAccount, subject: userId },
      { policy: rateLimitPolicies.otpFailuresPerAddress, subject: ip },
    ],
    logLockout(log, { userId, ip }),
  )
}
