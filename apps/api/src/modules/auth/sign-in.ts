import type { SignInResponse, StrongFactorRequirement } from '@wifi/contract'
import type { Database } from '../../db/client.ts'
import { ApiError } from '../../errors/api-error.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import { verifyAgainstDummy, verifyPassword } from '../../security/passwords.ts'
import { logLockout, logSecurityEvent } from '../../security/security-events.ts'
import { findUserByEmail } from '../users/user-repository.ts'
import { maskEmail } from './mask-email.ts'
import { signInMethodsFor } from '../second-factors/sign-in-methods.ts'
import { startChallenge } from './otp-challenges.ts'
import type { RequestClient } from './request-client.ts'

/**
 * Step one of sign-in: the password. On success a challenge token is returned with the ways to complete it: an
 * emailed code (sent now), or the authenticator app's code for a user who has one, or (REQUIRE_STRONG_MFA) only a
 * passkey: then nothing is emailed.
 */
export async function signIn(
  db: Database,
  mailer: Mailer,
  email: string,
  password: string,
  client: RequestClient,
  requirement: StrongFactorRequirement,
): Promise<SignInResponse> {
  const user = await findUserByEmail(db, email)
  const attempt = await countAttempt(
    db,
    [
      { policy: rateLimitPolicies.signInFailuresPerAccountAndAddress, subject: `${email} ${client.ip}` },
      { policy: rateLimitPolicies.signInFailuresPerAccount, subject: email },
      { policy: rateLimitPolicies.signInFailuresPerAddress, subject: client.ip },
    ],
    logLockout(client.log, { userId: user?.id, ip: client.ip }),
  )

  const passwordMatches = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password)
  if (!user || !passwordMatches) {
    logSecurityEvent(client.log, 'sign-in.failed', { userId: user?.id, ip: client.ip, step: 'password' })
    throw new ApiError(401, 'INVALID_CREDENTIALS', 'The email or password is not correct.')
  }
  await attempt.refund()
  // Told only to someone who knows the password, so it reveals nothing to a guesser.
  if (user.status !== 'active') {
    throw new ApiError(403, 'ACCOUNT_INACTIVE', 'This account has been deactivated.')
  }

  const methods = await signInMethodsFor(db, user, requirement)
  const [codeMethod = 'email'] = methods
  const challenge = await startChallenge(db, mailer, user, client.language, codeMethod)
  return {
    challengeToken: challenge.challengeToken,
    methods,
    maskedEmail: maskEmail(user.email),
    expiresAt: challenge.expiresAt.toISOString(),
    resendAvailableAt: challenge.resendAvailableAt.toISOString(),
  }
}
