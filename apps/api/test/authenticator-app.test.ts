import { apiPaths, secondFactorPaths, secondFactorsSchema, signInResponseSchema } from '@wifi/contract'
import { codeFrom } from '@wifi/test-mail'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { recoveryCodes, totpFactors } from '../src/db/schema.ts'
import { appCode, enrolApp } from './support/authenticator.ts'
import { startSignIn } from './support/flows.ts'
import { useTestApp } from './support/use-test-app.ts'

const { api, db, mail, userWithSession } = useTestApp({ mail: true })

const wrongCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0')
const signIn = async (email: string, password: string, ip?: string) => {
  const response = await api.request('POST', apiPaths.signIn, { body: { email, password }, ip })
  expect(response.status).toBe(200)
  return signInResponseSchema.parse(response.body)
}
const verify = (challengeToken: string, code: string, ip?: string) =>
  api.request('POST', apiPaths.verifyOtp, { body: { challengeToken, code }, ip })
const invalidOtp = { code: 'INVALID_OTP', message: 'The code is not correct.' }

describe('enrolling an authenticator app', () => {
  it('shows the key as text and as a QR code, keeps it sealed, and confirms it with a first code', async () => {
    const { user, token } = await userWithSession()
    const setup = await api.request('POST', secondFactorPaths.totp, { token })
    expect(setup.status).toBe(200)
    const { secret, otpauthUri, qrSvg } = setup.body as { secret: string; otpauthUri: string; qrSvg: string }
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauthUri).toBe(
      `otpauth://totp/Wi-Fi%20Console:${encodeURIComponent(user.email)}?issuer=Wi-Fi%20Console&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    )
    expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    const [stored] = await db().select().from(totpFactors).where(eq(totpFactors.userId, user.id))
    expect(stored?.secretSealed).not.toContain(secret)
    expect(stored?.confirmedAt).toBeNull()

    const wrong = await api.request('POST', secondFactorPaths.totpConfirm, {
      token,
      body: { code: wrongCode(appCode(secret)) },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual(invalidOtp)

    const confirm = await api.request('POST', secondFactorPaths.totpConfirm, { token, body: { code: appCode(secret) } })
    expect(confirm.status).toBe(200)
    const codes = confirm.body.recoveryCodes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const hashes = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))
    expect(hashes).toHaveLength(10)
    for (const { codeHash } of hashes)
      expect(codes.some((code) => codeHash.includes(code.replace('-', '')))).toBe(false)

    const notice = await mail.next(user.email)
    expect(notice.subject).toBe('Các bước đăng nhập tài khoản Wi-Fi Console của bạn đã thay đổi')
    expect(notice.text).toContain('Một ứng dụng xác thực vừa được thêm vào tài khoản Wi-Fi Console của bạn.')

    const status = await api.request('GET', secondFactorPaths.secondFactors, { token })
    expect(secondFactorsSchema.parse(status.body)).toEqual({
      strongFactorRequired: false,
      totp: { enrolledAt: expect.any(String), recoveryCodesLeft: 10, needsConfirmation: false },
    })
    const again = await api.request('POST', secondFactorPaths.totp, { token })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({
      code: 'TOTP_ALREADY_ENROLLED',
      message: 'An authenticator app is already set up for this account.',
    })
  })

  it('refuses a confirmation before the setup was started', async () => {
    const { token } = await userWithSession()
    const response = await api.request('POST', secondFactorPaths.totpConfirm, { token, body: { code: '123456' } })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ code: 'TOTP_NOT_STARTED', message: 'Start the authenticator app setup again.' })
  })
})

describe('signing in with an authenticator app', () => {
  it('asks for the app’s code instead of emailing one, and accepts each code once', async () => {
    const { user, password, token } = await userWithSession()
    const { secret, confirmedCode } = await enrolApp(api, token)
    await mail.next(user.email)

    const challenge = await signIn(user.email, password)
    expect(challenge.methods).toEqual(['totp'])
    const resend = await api.request('POST', apiPaths.resendOtp, { body: { challengeToken: challenge.challengeToken } })
    expect(resend.status).toBe(400)
    expect(resend.body).toEqual({
      code: 'NO_EMAILED_CODE',
      message: 'This sign-in is completed with your authenticator app, not an emailed code.',
    })
    expect(mail.pending(user.email)).toHaveLength(0)

    // The code that confirmed the app is used up (the code itself: the clock may have moved to the next step since);
    // the next step's is what the app shows next.
    const replayed = await verify(challenge.challengeToken, confirmedCode)
    expect(replayed.body).toEqual(invalidOtp)
    const next = appCode(secret, 1)
    const session = await verify(challenge.challengeToken, next)
    expect(session.status).toBe(200)
    expect(session.body.user.id).toBe(user.id)

    const later = await signIn(user.email, password)
    const reused = await verify(later.challengeToken, next)
    expect(reused.status).toBe(400)
    expect(reused.body).toEqual(invalidOtp)
  })

  it('accepts a recovery code once, typed in any case and without its dash', async () => {
    const { user, password, token } = await userWithSession()
    const { recoveryCodes: codes } = await enrolApp(api, token)
    const [first = ''] = codes

    const challenge = await signIn(user.email, password)
    const session = await verify(challenge.challengeToken, first.replace('-', '').toUpperCase())
    expect(session.status).toBe(200)

    const again = await signIn(user.email, password)
    const reused = await verify(again.challengeToken, first)
    expect(reused.status).toBe(400)
    expect(reused.body).toEqual(invalidOtp)
    const status = await api.request('GET', secondFactorPaths.secondFactors, { token })
    expect(status.body.totp.recoveryCodesLeft).toBe(9)
  })

  it('keeps the emailed code for a user without an app', async () => {
    const { user, password } = await userWithSession()
    const { challengeToken, code } = await startSignIn(api, mail, user.email, password)
    const challenge = await signIn(user.email, password)
    expect(challenge.methods).toEqual(['email'])
    const latest = codeFrom((await mail.next(user.email)).subject)
    expect((await verify(challengeToken, code)).body).toEqual({
      code: 'OTP_EXPIRED',
      message: 'This code has expired or was used too many times. Please sign in again.',
    })
    expect((await verify(challenge.challengeToken, latest)).status).toBe(200)
  })

  it('refuses the right code after 30 simultaneous wrong ones', async () => {
    const { user, password, token } = await userWithSession()
    const { secret } = await enrolApp(api, token)
    const ip = '203.0.113.77'
    const challenge = await signIn(user.email, password, ip)
    const right = appCode(secret, 1)
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        verify(challenge.challengeToken, String((Number(right) + 1 + index) % 1_000_000).padStart(6, '0'), ip),
      ),
    )
    expect(guesses.every((guess) => guess.status !== 200)).toBe(true)
    const afterwards = await verify(challenge.challengeToken, right, ip)
    expect(afterwards.status).not.toBe(200)
    // The challenge allowed five guesses, however many arrived together; then it is spent.
    expect(afterwards.body).toEqual({
      code: 'OTP_EXPIRED',
      message: 'This code has expired or was used too many times. Please sign in again.',
    })
    expect(guesses.filter((guess) => guess.body.code === 'INVALID_OTP')).toHaveLength(5)
  })
})

describe('removing the app and replacing the recovery codes', () => {
  it('asks for the password, emails the owner, and signs in by email again', async () => {
    const { user, password, token } = await userWithSession()
    await enrolApp(api, token)
    await mail.next(user.email)

    const wrong = await api.request('POST', secondFactorPaths.totpRemove, { token, body: { password: 'Wrong-pass1' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({
      code: 'WRONG_CURRENT_PASSWORD',
      message: 'The current password is not correct.',
      fields: { password: 'errors:WRONG_CURRENT_PASSWORD' },
    })
    const removed = await api.request('POST', secondFactorPaths.totpRemove, {
      token,
      body: { password },
      headers: { 'accept-language': 'en' },
    })
    expect(removed.status).toBe(200)
    const notice = await mail.next(user.email)
    expect(notice.subject).toBe('The sign-in steps of your Wi-Fi Console account changed')
    expect(notice.text).toContain('The authenticator app was removed from your Wi-Fi Console account.')
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([])

    expect((await signIn(user.email, password)).methods).toEqual(['email'])
    const none = await api.request('POST', secondFactorPaths.totpRemove, { token, body: { password } })
    expect(none.body).toEqual({
      code: 'TOTP_NOT_ENROLLED',
      message: 'No authenticator app is set up for this account.',
    })
  })

  it('replaces the recovery codes after the password; the old ones stop working', async () => {
    const { user, password, token } = await userWithSession()
    const { recoveryCodes: old } = await enrolApp(api, token)
    const renewed = await api.request('POST', secondFactorPaths.recoveryCodes, { token, body: { password } })
    expect(renewed.status).toBe(200)
    const fresh = renewed.body.recoveryCodes as string[]
    expect(fresh).toHaveLength(10)

    const challenge = await signIn(user.email, password)
    expect((await verify(challenge.challengeToken, old[0] ?? '')).body).toEqual(invalidOtp)
    expect((await verify(challenge.challengeToken, fresh[0] ?? '')).status).toBe(200)
  })
})
