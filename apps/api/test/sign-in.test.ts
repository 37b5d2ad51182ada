import { apiPaths, authTimings, msg, sessionResponseSchema, signInResponseSchema } from '@wifi/contract'
import { codeFrom } from '@wifi/test-mail'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { otpChallenges, users } from '../src/db/schema.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { hashToken } from '../src/security/tokens.ts'
import { startSignIn } from './support/flows.ts'
import { expectError } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

const { api, db, mail } = useTestApp({ mail: true })

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const verify = (challengeToken: string, code: string, ip?: string) =>
  api.request('POST', apiPaths.verifyOtp, { body: { challengeToken, code }, ip })
/** A new user who passed step one: their emailed code and the challenge it answers. */
async function signingIn() {
  const { user, password } = await createUser(db())
  return { user, password, ...(await startSignIn(api, mail, user.email, password)) }
}
const challengeRow = async (challengeToken: string) => {
  const [row] = await db()
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.tokenHash, hashToken(challengeToken)))
  return row
}

describe('sign-in, step one: the password', () => {
  it('checks the password, emails a 6-digit code and answers a challenge', async () => {
    const { user, password } = await createUser(db(), { email: 'anna@example.com' })
    const response = await api.request('POST', apiPaths.signIn, { body: { email: 'Anna@Example.com', password } })
    expect(response.status).toBe(200)
    const body = signInResponseSchema.parse(response.body)
    expect(body.maskedEmail).toBe('an***@example.com')
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan((authTimings.otpTtlSeconds - 60) * 1000)

    const email = await mail.next(user.email)
    expect(email.subject).toMatch(/^Mã đăng nhập của bạn: \d{6}$/)
    expect(email.text).toContain(codeFrom(email.subject))
    expect(email.from).toBe('no-reply@localhost')

    // Only hashes are stored.
    const row = await challengeRow(body.challengeToken)
    expect(row?.codeHash).not.toContain(codeFrom(email.subject))
    expect(row?.tokenHash).not.toBe(body.challengeToken)
  })

  it('writes the email in English when the browser prefers English', async () => {
    const { user, password } = await createUser(db())
    await api.request('POST', apiPaths.signIn, {
      body: { email: user.email, password },
      headers: { 'accept-language': 'en-US,en;q=0.9,vi;q=0.5' },
    })
    expect((await mail.next(user.email)).subject).toMatch(/^Your sign-in code: \d{6}$/)
  })

  it('answers a wrong password and an unknown email the same way, sending nothing', async () => {
    const { user } = await createUser(db())
    const wrongPassword = await api.request('POST', apiPaths.signIn, {
      body: { email: user.email, password: 'Wrong-pass1' },
    })
    const unknown = await api.request('POST', apiPaths.signIn, {
      body: { email: 'nobody@example.com', password: 'Wrong-pass1' },
    })
    for (const response of [wrongPassword, unknown]) {
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ code: 'INVALID_CREDENTIALS', message: wrongPassword.body.message })
    }
    expect(mail.pending(user.email)).toHaveLength(0)
  })

  it('refuses an inactive account only once the password is right', async () => {
    const { user, password } = await createUser(db(), { status: 'inactive' })
    const wrong = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password: 'Wrong-pass1' } })
    expect(wrong.status).toBe(401)
    const right = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password } })
    expectError(right, 403, 'ACCOUNT_INACTIVE')
    expect(mail.pending(user.email)).toHaveLength(0)
  })

  it('validates the body with the contract messages', async () => {
    const response = await api.request('POST', apiPaths.signIn, { body: { email: 'nope', password: '123' } })
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({ email: msg.emailInvalid, password: msg.passwordMin7 })
  })
})

describe('sign-in, step two: the code', () => {
  it('verifies the code, consumes the challenge and starts a session', async () => {
    const { user, challengeToken, code } = await signingIn()
    const response = await verify(challengeToken, code)
    expect(response.status).toBe(200)
    const session = sessionResponseSchema.parse(response.body)
    expect(session.user.id).toBe(user.id)

    const me = await api.request('GET', apiPaths.me, { token: session.accessToken })
    expect(me.status).toBe(200)
    expect(me.body.email).toBe(user.email)

    // A code works once.
    expectError(await verify(challengeToken, code), 400, 'OTP_EXPIRED')
  })

  it('refuses a wrong code, and voids the challenge after 5 wrong tries', async () => {
    const { challengeToken, code } = await signingIn()
    for (let attempt = 1; attempt <= authTimings.otpMaxAttempts; attempt++) {
      expectError(await verify(challengeToken, otherCode(code)), 400, 'INVALID_OTP')
    }
    // The right code, but too late.
    expectError(await verify(challengeToken, code), 400, 'OTP_EXPIRED')
  })

  it('refuses an expired code', async () => {
    const { challengeToken, code } = await signingIn()
    await db()
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.tokenHash, hashToken(challengeToken)))
    expectError(await verify(challengeToken, code), 400, 'OTP_EXPIRED')
  })

  it('refuses an unknown challenge and validates the code format', async () => {
    expect((await verify('no-such-challenge', '123456')).body.code).toBe('OTP_EXPIRED')
    const badFormat = await verify('x', '12ab')
    expect(badFormat.status).toBe(400)
    expect(badFormat.body.fields).toEqual({ code: msg.otpFormat })
    const empty = await api.request('POST', apiPaths.verifyOtp, { body: { code: '' } })
    expect(empty.body.fields).toEqual({ code: msg.otpRequired, challengeToken: msg.challengeRequired })
  })

  it('refuses the code of an account deactivated meanwhile', async () => {
    const { user, challengeToken, code } = await signingIn()
    await db().update(users).set({ status: 'inactive' }).where(eq(users.id, user.id))
    expectError(await verify(challengeToken, code), 403, 'ACCOUNT_INACTIVE')
  })

  it('a newer sign-in voids the previous challenge', async () => {
    const { user, password } = await createUser(db())
    const first = await startSignIn(api, mail, user.email, password)
    const second = await startSignIn(api, mail, user.email, password)
    expect((await verify(first.challengeToken, first.code)).body.code).toBe('OTP_EXPIRED')
    expect((await verify(second.challengeToken, second.code)).status).toBe(200)
  })
})

describe('resending the code', () => {
  const resend = (challengeToken: string) => api.request('POST', apiPaths.resendOtp, { body: { challengeToken } })
  /** Moves the last send back in time, as if the 30 s had passed. */
  const letResendInterval = (challengeToken: string) =>
    db()
      .update(otpChallenges)
      .set({ lastSentAt: new Date(Date.now() - (authTimings.otpResendIntervalSeconds + 1) * 1000) })
      .where(eq(otpChallenges.tokenHash, hashToken(challengeToken)))

  it('refuses a resend within 30 s with 429 and when to retry', async () => {
    const { user, challengeToken } = await signingIn()
    const response = await resend(challengeToken)
    expectError(response, 429, 'OTP_RESEND_TOO_SOON')
    expect(response.body.retryAfter).toBeGreaterThan(0)
    expect(response.body.retryAfter).toBeLessThanOrEqual(authTimings.otpResendIntervalSeconds)
    expect(response.headers.get('retry-after')).toBe(String(response.body.retryAfter))
    expect(mail.pending(user.email)).toHaveLength(0)
  })

  it('sends a new code, voids the old one and resets the attempts', async () => {
    const { user, password } = await createUser(db())
    const { challengeToken, code: oldCode } = await startSignIn(api, mail, user.email, password)
    for (let attempt = 1; attempt < authTimings.otpMaxAttempts; attempt++) {
      expect((await verify(challengeToken, otherCode(oldCode))).body.code).toBe('INVALID_OTP')
    }
    await letResendInterval(challengeToken)

    const response = await resend(challengeToken)
    expect(response.status).toBe(200)
    expect(Date.parse(response.body.resendAvailableAt)).toBeGreaterThan(Date.now())
    const newCode = codeFrom((await mail.next(user.email)).subject)
    expect((await challengeRow(challengeToken))?.attempts).toBe(0)

    if (newCode !== oldCode) {
      expect((await verify(challengeToken, oldCode)).body.code).toBe('INVALID_OTP')
    }
    expect((await verify(challengeToken, newCode)).status).toBe(200)
  })

  it('refuses to resend for a used or unknown challenge', async () => {
    const { challengeToken, code } = await signingIn()
    expect((await verify(challengeToken, code)).status).toBe(200)
    await letResendInterval(challengeToken)
    expect((await resend(challengeToken)).body.code).toBe('OTP_EXPIRED')
    expect((await resend('unknown')).body.code).toBe('OTP_EXPIRED')
  })
})
