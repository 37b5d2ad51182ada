import { apiPaths, msg, resetPasswordPage } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { passwordResetTokens } from '../src/db/schema.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { hashToken } from '../src/security/tokens.ts'
import { resetTokenFrom, signInFully, startSignIn } from './support/flows.ts'
import { expectError } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

const { api, db, mail } = useTestApp({ mail: true })

const newPassword = 'Brand-new-pass1'
const forgot = (email: string, headers?: Record<string, string>) =>
  api.request('POST', apiPaths.forgotPassword, { body: { email }, headers })
/** Asks for a reset link for `email` and reads its token from the email. */
async function resetTokenFor(email: string) {
  await forgot(email)
  return resetTokenFrom(await mail.next(email))
}
const reset = (token: string, password = newPassword) =>
  api.request('POST', apiPaths.resetPassword, { body: { token, newPassword: password, confirmPassword: password } })

describe('forgot password', () => {
  it('answers the same for an unknown email, an inactive account and a real one; only the real one gets mail', async () => {
    const { user } = await createUser(db())
    const { user: inactive } = await createUser(db(), { status: 'inactive' })
    const answers = [await forgot('nobody@example.com'), await forgot(inactive.email), await forgot(user.email)]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ ok: true })
    }
    const email = await mail.next(user.email)
    expect(email.subject).toBe('Đặt lại mật khẩu Wi-Fi Console')
    expect(email.text).toContain(`http://console.test${resetPasswordPage}?token=`)
    expect(mail.pending('nobody@example.com')).toHaveLength(0)
    expect(mail.pending(inactive.email)).toHaveLength(0)
  })

  it('writes in English for an English reader, and stores only the token hash', async () => {
    const { user } = await createUser(db())
    await forgot(user.email, { 'accept-language': 'en' })
    const email = await mail.next(user.email)
    expect(email.subject).toBe('Reset your Wi-Fi Console password')
    const token = resetTokenFrom(email)
    const rows = await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(token)])
  })

  it('validates the email', async () => {
    const response = await forgot('not an email')
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({ email: msg.emailInvalid })
  })
})

describe('reset password', () => {
  it('sets the new password from the link, once, and ends every session and pending sign-in', async () => {
    const { user, password } = await createUser(db())
    const sessionA = await signInFully(api, mail, user.email, password)
    const sessionB = await signInFully(api, mail, user.email, password)
    const pendingSignIn = await startSignIn(api, mail, user.email, password)

    const token = await resetTokenFor(user.email)
    const response = await reset(token)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ ok: true })
    const notice = await mail.next(user.email)
    expect(notice.subject).toBe('Mật khẩu Wi-Fi Console của bạn đã thay đổi')
    expect(notice.text).toContain('Nếu không phải bạn')
    expect(notice.text).toContain('http://console.test/forgot-password')

    for (const session of [sessionA, sessionB]) {
      expect((await api.request('GET', apiPaths.me, { token: session })).status).toBe(401)
    }
    const verify = await api.request('POST', apiPaths.verifyOtp, { body: pendingSignIn })
    expect(verify.body.code).toBe('OTP_EXPIRED')

    const oldPassword = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password } })
    expect(oldPassword.status).toBe(401)
    expect(await signInFully(api, mail, user.email, newPassword)).toEqual(expect.any(String))

    expectError(await reset(token, 'Another-pass2'), 400, 'INVALID_RESET_TOKEN')
  })

  it('refuses an expired link', async () => {
    const { user } = await createUser(db())
    const token = await resetTokenFor(user.email)
    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    expectError(await reset(token), 400, 'INVALID_RESET_TOKEN')
  })

  it('a newer link voids the earlier one', async () => {
    const { user } = await createUser(db())
    const first = await resetTokenFor(user.email)
    const second = await resetTokenFor(user.email)
    expect((await reset(first)).body.code).toBe('INVALID_RESET_TOKEN')
    expect((await reset(second)).status).toBe(200)
  })

  it('refuses an unknown token and a weak password, with field keys', async () => {
    expect((await reset('made-up-token')).body.code).toBe('INVALID_RESET_TOKEN')
    const weak = await api.request('POST', apiPaths.resetPassword, {
      body: { token: 'whatever', newPassword: 'alllowercase1', confirmPassword: 'different' },
    })
    expect(weak.status).toBe(400)
    expect(weak.body.fields).toEqual({ newPassword: msg.newPasswordUppercase, confirmPassword: msg.passwordsDontMatch })
  })
})
