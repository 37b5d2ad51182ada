import type { FastifyBaseLogger } from 'fastify'

/**
 * The security events an operator's log collector alerts on (ASVS V7). Each is one structured line with a
 * fixed `securityEvent` name, so a query like `securityEvent = "sign-in.failed"` finds them all.
 */
export type SecurityEvent =
  | 'sign-in.succeeded'
  | 'sign-in.failed'
  | 'otp.failed'
  | 'account.locked'
  | 'sign-out'
  | 'password.changed'
  | 'password.reset'
  | 'session.ended'
  | 'totp.added'
  | 'totp.removed'
  | 'recovery-codes.replaced'
  | 'second-factor.added'
  | 'second-factor.removed'
  // A passkey or app a password reset set aside, confirmed again by its owner (docs/decisions/045).
  | 'second-factor.confirmed'
  | 'access.forbidden'
  // An admin's care of another user's account (`userId` the account, `actorId` the admin).
  | 'account.sessions-ended'
  | 'account.unlocked'
  | 'second-factors.reset'

export interface SecurityEventDetails {
  /** The account concerned, when it is known (never the email typed by a guesser: that is personal data). */
  userId?: string
  /** The client address as the app sees it (honours TRUST_PROXY). */
  ip: string
  [detail: string]: unknown
}

/** Failures are warnings, so a collector that keeps only warnings still sees every attack. */
const failures = new Set<SecurityEvent>(['sign-in.failed', 'otp.failed', 'account.locked', 'access.forbidden'])

export function logSecurityEvent(log: FastifyBaseLogger, event: SecurityEvent, details: SecurityEventDetails): void {
  const line = { securityEvent: event, ...details }
  if (failures.has(event)) log.warn(line, `security: ${event}`)
  else log.info(line, `security: ${event}`)
}

/** What to hand a rate limit as its `onLimitReached`: logs `account.locked` with the limit that was reached. */
export const logLockout =
  (log: FastifyBaseLogger, details: SecurityEventDetails) =>
  (limit: { bucket: string }): void =>
    logSecurityEvent(log, 'account.locked', { ...details, limit: limit.bucket })
