import type { SessionResponse } from '@wifi/contract'
import type { Database } from '../../db/client.ts'
import { ApiError } from '../../errors/api-error.ts'
import { assertNotLimited, rateLimitPolicies, recordFailure } from '../../rate-limit/rate-limits.ts'
import { createSession } from '../sessions/session-service.ts'
import { findUserById } from '../users/user-repository.ts'
import { toUserView } from '../users/user-view.ts'
import { verifyChallenge } from './otp-challenges.ts'
import type { RequestClient } from './request-client.ts'

/** Step two of sign-in: the emailed code. On success the challenge is consumed and a session starts. */
export async function completeSignIn(
  db: Database,
  challengeToken: string,
  code: string,
  client: RequestClient,
): Promise<SessionResponse> {
  const limits = [{ policy: rateLimitPolicies.otpFailuresPerAddress, subject: client.ip }]
  await assertNotLimited(db, limits)

  let userId: string
  try {
    userId = await verifyChallenge(db, challengeToken, code)
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INVALID_OTP') await recordFailure(db, limits)
    throw error
  }

  // The account may have been deactivated while the code was in the mailbox.
  const user = await findUserById(db, userId)
  if (!user || user.status !== 'active') {
    throw new ApiError(403, 'ACCOUNT_INACTIVE', 'This account has been deactivated.')
  }
  const session = await createSession(db, user.id, client)
  return { accessToken: session.accessToken, expiresAt: session.expiresAt.toISOString(), user: toUserView(user) }
}
