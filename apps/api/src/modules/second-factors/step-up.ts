import type { StrongFactorRequirement } from '@wifi/contract'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import { ApiError, errorFieldKey } from '../../errors/api-error.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import { verifyPassword } from '../../security/passwords.ts'
import { logLockout } from '../../security/security-events.ts'
import type { SessionProof } from '../sessions/session-service.ts'
import { strongFactorHold } from './strong-factors.ts'

/** The signed-in user changing their own sign-in factors, and what their session proves. */
export interface Requester {
  user: UserRow
  sessionId: string
  proof: SessionProof
  ip: string
  log: FastifyBaseLogger
}

/** A sign-in this recent (its second step) stands in for the password when a factor is added. */
const recentSignInSeconds = 5 * 60
/** How long after signing in a user REQUIRE_STRONG_MFA holds at enrolment may add a first factor without it. */
const enrolmentGraceSeconds = 10 * 60

/**
 * A route that adds a sign-in factor takes its body only for the password, so a request without one (no password: the
 * sign-in is recent) is read as `{}` before the schema checks it. Its `preValidation` hook.
 */
export async function noBodyIsNoPassword(request: FastifyRequest): Promise<void> {
  request.body ??= {}
}

/** Asks for the password again, counted like a password change's current password, before it is checked. */
export async function confirmCurrentPassword(db: Database, { user, ip, log }: Requester, password: string) {
  const attempt = await countAttempt(
    db,
    [{ policy: rateLimitPolicies.currentPasswordFailuresPerAccount, subject: user.id }],
    logLockout(log, { userId: user.id, ip }),
  )
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new ApiError(400, 'WRONG_CURRENT_PASSWORD', 'The current password is not correct.', {
      fields: { password: errorFieldKey('WRONG_CURRENT_PASSWORD') },
    })
  }
  await attempt.refund()
}

/**
 * Adding a sign-in factor asks who is there (docs/decisions/045): a passkey or an app added with a session alone —
 * a computer left signed in, a copied token — would sign in by itself and outlive a password change and "End all
 * sessions". The current password does; without it, a session whose sign-in is at most 5 minutes old, or a user
 * REQUIRE_STRONG_MFA holds at enrolment within 10 minutes of signing in (the setup is the next thing they do).
 */
export async function assertMayAddFactor(
  db: Database,
  requester: Requester,
  password: string | undefined,
  requirement: StrongFactorRequirement,
): Promise<void> {
  if (password !== undefined) return confirmCurrentPassword(db, requester, password)
  const { user, proof } = requester
  const secondsSinceSignIn = (Date.now() - proof.signedInAt.getTime()) / 1000
  if (secondsSinceSignIn <= recentSignInSeconds) return
  if (
    secondsSinceSignIn <= enrolmentGraceSeconds &&
    (await strongFactorHold(db, requirement, user, proof.secondStep)) === 'enrol'
  ) {
    return
  }
  throw new ApiError(
    403,
    'CURRENT_PASSWORD_REQUIRED',
    'Enter your current password to add a passkey or an authenticator app.',
  )
}
