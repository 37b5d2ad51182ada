import { countCodeAttempt } from '../../rate-limit/code-attempts.ts'
import type { SessionResponse, SignInMethod } from '@wifi/contract'
import type { Database } from '../../db/client.ts'
import { ApiError } from '../../errors/api-error.ts'
import { logSecurityEvent } from '../../security/security-events.ts'
import { createSession } from '../sessions/session-service.ts'
import { findUserById } from '../users/user-repository.ts'
import { toUserView } from '../users/user-view.ts'
import { checkAppCode, type SecondFactorKeys } from '../second-factors/app-codes.ts'
import { challengeOwner, verifyChallenge } from './otp-challenges.ts'
import type { RequestClient } from './request-client.ts'

/**
 * Step two of sign-in: the emailed code, or for a user with an authenticator app its code or a recovery code, each
 * counted against the same limits before it is checked. On success the challenge is consumed and a session starts.
 */
export async function completeSignIn(
  db: Database,
  keys: SecondFactorKeys,
  challengeToken: string,
  code: string,
  client: RequestClient,
): Promise<SessionResponse> {
  const ownerId = await challengeOwner(db, challengeToken)
  const attempt = await countCodeAttempt(db, { userId: ownerId, ip: client.ip, log: client.log })

  let verified: { userId: string; method: SignInMethod }
  try {
    verified = await verifyChallenge(db, challengeToken, code, (owner) => checkAppCode(db, keys, owner, code))
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INVALID_OTP') {
      logSecurityEvent(client.log, 'otp.failed', { userId: ownerId, ip: client.ip })
    }
    throw error
  }
  await attempt.refund()

  // The account may have been deactivated while the code was in the mailbox.
  const user = await findUserById(db, verified.userId)
  if (!user || user.status !== 'active') {
    throw new ApiError(403, 'ACCOUNT_INACTIVE', 'This account has been deactivated.')
  }
  const session = await createSession(db, user.id, client, verified.method)
  logSecurityEvent(client.log, 'sign-in.succeeded', { userId: user.id, ip: client.ip })
  return { accessToken: session.accessToken, expiresAt: session.expiresAt.toISOString(), user: toUserView(user) }
}
