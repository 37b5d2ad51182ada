import { countCodeAttempt } from '../../rate-limit/code-attempts.ts'
import { generateAuthenticationOptions } from '@simplewebauthn/server'
import type { PasskeyOptions, SessionResponse } from '@wifi/contract'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { authTimings } from '@wifi/contract'
import type { Database } from '../../db/client.ts'
import { otpChallenges } from '../../db/schema.ts'
import { ApiError } from '../../errors/api-error.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import { hashToken } from '../../security/tokens.ts'
import { logLockout, logSecurityEvent } from '../../security/security-events.ts'
import { challengeOwner, otpExpired } from '../auth/otp-challenges.ts'
import type { RequestClient } from '../auth/request-client.ts'
import { createSession } from '../sessions/session-service.ts'
import { findUserById } from '../users/user-repository.ts'
import { toUserView } from '../users/user-view.ts'
import { useUpChallenge, verifyAssertion, type AuthenticationCredential } from './assertion.ts'
import { passkeyFailed, storeChallenge } from './passkey-challenges.ts'
import { findPasskeyByCredentialId, listPasskeys } from './passkey-repository.ts'
import type { RelyingParty } from './relying-party.ts'

/**
 * Sign-in with a passkey (docs/decisions/038): as the second step after the password, in place of the emailed code,
 * or alone where the browser offers a passkey. User verification is required either way (docs/decisions/045), and a
 * passkey a password reset set aside does not sign in until its owner confirms it again.
 */

const noPasskey = () => new ApiError(400, 'NO_PASSKEY', 'This account has no passkey.')

/** Options for the second step: the account's passkeys, bound to the password step's challenge token. */
export async function secondStepOptions(
  db: Database,
  rp: RelyingParty,
  challengeToken: string,
): Promise<PasskeyOptions> {
  const ownerId = await challengeOwner(db, challengeToken)
  const usable = (await listPasskeys(db, ownerId)).filter((passkey) => !passkey.needsConfirmation)
  // Told only to someone who passed the password step, so it reveals nothing to a guesser.
  if (usable.length === 0) throw noPasskey()
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: usable.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    userVerification: 'required',
  })
  await storeChallenge(db, options.challenge, {
    ceremony: 'sign-in',
    userId: ownerId,
    signInTokenHash: hashToken(challengeToken),
  })
  return { ...options }
}

/**
 * The second step with a passkey. Counted against the same limits as a wrong emailed code, before anything is
 * checked; on success the password step's challenge is consumed (its emailed code stops working) and a session starts.
 */
export async function completeSignInWithPasskey(
  db: Database,
  rp: RelyingParty,
  challengeToken: string,
  credential: AuthenticationCredential,
  client: RequestClient,
): Promise<SessionResponse> {
  const ownerId = await challengeOwner(db, challengeToken)
  const attempt = await countCodeAttempt(db, { userId: ownerId, ip: client.ip, log: client.log })
  try {
    const challenge = await useUpChallenge(db, credential, {
      ceremony: 'sign-in',
      userId: ownerId,
      signInTokenHash: hashToken(challengeToken),
    })
    const passkey = await findPasskeyByCredentialId(db, credential.id)
    if (!passkey || passkey.userId !== ownerId || passkey.needsConfirmation) throw passkeyFailed()
    await verifyAssertion(db, rp, credential, challenge, passkey)
  } catch (error) {
    logSecurityEvent(client.log, 'sign-in.failed', { userId: ownerId, ip: client.ip, step: 'passkey' })
    throw error
  }
  await attempt.refund()
  await consumeSignInChallenge(db, challengeToken)
  return startSession(db, ownerId, client)
}

/** Options for a sign-in with a passkey alone: no account named, any passkey of this console may answer. */
export async function passwordlessOptions(
  db: Database,
  rp: RelyingParty,
  client: RequestClient,
): Promise<PasskeyOptions> {
  // Each call stores a challenge: counted per address, so nobody can fill the table.
  await countAttempt(db, [{ policy: rateLimitPolicies.passkeyOptionsPerAddress, subject: client.ip }])
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' })
  await storeChallenge(db, options.challenge, { ceremony: 'passwordless' })
  return { ...options }
}

/**
 * Sign-in with a passkey alone: the account is the one the passkey belongs to. An unknown passkey and a wrong
 * signature get the same answer, so it never tells whether an account exists. Counted like a wrong password: per
 * address before anything is read, and per account once the passkey names one, before its signature is checked.
 */
export async function signInWithPasskeyAlone(
  db: Database,
  rp: RelyingParty,
  credential: AuthenticationCredential,
  client: RequestClient,
): Promise<SessionResponse> {
  const addressAttempt = await countAttempt(
    db,
    [{ policy: rateLimitPolicies.signInFailuresPerAddress, subject: client.ip }],
    logLockout(client.log, { ip: client.ip }),
  )
  const challenge = await useUpChallenge(db, credential, { ceremony: 'passwordless' })
  const found = await findPasskeyByCredentialId(db, credential.id)
  // A set-aside passkey is answered as an unknown one: the answer says nothing of the account.
  const passkey = found?.needsConfirmation ? undefined : found
  const user = passkey && (await findUserById(db, passkey.userId))
  if (!passkey || !user) {
    logSecurityEvent(client.log, 'sign-in.failed', { ip: client.ip, step: 'passkey' })
    throw passkeyFailed()
  }
  const accountAttempt = await countAttempt(
    db,
    [{ policy: rateLimitPolicies.signInFailuresPerAccount, subject: user.email }],
    logLockout(client.log, { userId: user.id, ip: client.ip }),
  )
  try {
    await verifyAssertion(db, rp, credential, challenge, passkey)
  } catch (error) {
    logSecurityEvent(client.log, 'sign-in.failed', { userId: user.id, ip: client.ip, step: 'passkey' })
    throw error
  }
  await addressAttempt.refund()
  await accountAttempt.refund()
  return startSession(db, user.id, client)
}

/** Uses up the password step's challenge, once: of two simultaneous completions only one starts a session. */
async function consumeSignInChallenge(db: Database, challengeToken: string): Promise<void> {
  const now = new Date()
  const [consumed] = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.tokenHash, hashToken(challengeToken)),
        isNull(otpChallenges.consumedAt),
        isNull(otpChallenges.voidedAt),
        gt(otpChallenges.expiresAt, now),
        lt(otpChallenges.attempts, authTimings.otpMaxAttempts),
      ),
    )
    .returning({ id: otpChallenges.id })
  if (!consumed) throw otpExpired()
}

async function startSession(db: Database, userId: string, client: RequestClient): Promise<SessionResponse> {
  const user = await findUserById(db, userId)
  // Told only after the passkey verified, like the password step's answer to someone who knows the password.
  if (!user || user.status !== 'active') {
    throw new ApiError(403, 'ACCOUNT_INACTIVE', 'This account has been deactivated.')
  }
  const session = await createSession(db, user.id, client, 'passkey')
  logSecurityEvent(client.log, 'sign-in.succeeded', { userId: user.id, ip: client.ip, method: 'passkey' })
  return { accessToken: session.accessToken, expiresAt: session.expiresAt.toISOString(), user: toUserView(user) }
}
