import { apiPaths, msg, passkeyPaths, resetPasswordPage, secondFactorPaths } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { passwordResetTokens } from '../src/db/schema.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { hashToken } from '../src/security/tokens.ts'
import { appCode, enrolApp } from './support/authenticator.ts'
import { resetTokenFrom, signInFully, startSignIn } from './support/flows.ts'
import { expectError, freshAddress } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'
import { SoftAuthenticator, type SoftPasskey } from './support/webauthn-authenticator.ts'

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

describe('the passkeys and the authenticator app after a reset', () => {
  const authenticator = new SoftAuthenticator()
  const wrongPassword = {
    code: 'WRONG_CURRENT_PASSWORD',
    message: 'The current password is not correct.',
    fields: { password: 'errors:WRONG_CURRENT_PASSWORD' },
  }
  const alreadyConfirmed = { code: 'ALREADY_CONFIRMED', message: 'This sign-in step is already confirmed.' }

  /** Signs in with the passkey alone: the status of the answer. */
  async function passwordless(passkey: SoftPasskey) {
    const ip = freshAddress()
    const options = await api.request('POST', passkeyPaths.passwordlessOptions, { ip })
    const credential = authenticator.get(passkey, options.body)
    return (await api.request('POST', passkeyPaths.passwordlessVerify, { body: { credential }, ip })).status
  }

  it('stop signing in until the user confirms each again, with the password, from Settings → Security', async () => {
    const { user, password } = await createUser(db())
    const before = await signInFully(api, mail, user.email, password)
    const options = await api.request('POST', passkeyPaths.myPasskeyRegistrationOptions, { token: before })
    const { passkey, credential } = authenticator.create(options.body)
    const added = await api.request('POST', passkeyPaths.myPasskeys, {
      token: before,
      body: { name: 'Laptop', credential },
    })
    const { secret, recoveryCodes: oldCodes } = await enrolApp(api, before)
    expect(await passwordless(passkey)).toBe(200)
    // Their two notices.
    await mail.next(user.email)
    await mail.next(user.email)

    expect((await reset(await resetTokenFor(user.email))).status).toBe(200)
    await mail.next(user.email)

    // Neither signs in now: the passkey alone is refused as an unknown one, the password step emails a code.
    expect(await passwordless(passkey)).toBe(400)
    const signIn = await startSignIn(api, mail, user.email, newPassword)
    expect(signIn.methods).toEqual(['email'])
    const noPasskey = await api.request('POST', passkeyPaths.signInPasskeyOptions, {
      body: { challengeToken: signIn.challengeToken },
    })
    expect(noPasskey.body.code).toBe('NO_PASSKEY')
    const recovery = await api.request('POST', apiPaths.verifyOtp, {
      body: { challengeToken: signIn.challengeToken, code: oldCodes[0] },
    })
    expect(recovery.body.code).toBe('INVALID_OTP')
    const token = await signInFully(api, mail, user.email, newPassword)

    // Settings → Security shows them waiting; each is confirmed again with the password.
    const listed = await api.request('GET', passkeyPaths.myPasskeys, { token })
    expect(listed.body.items).toEqual([expect.objectContaining({ name: 'Laptop', needsConfirmation: true })])
    const factors = await api.request('GET', secondFactorPaths.secondFactors, { token })
    expect(factors.body.totp).toMatchObject({ needsConfirmation: true })

    const confirmPasskey = (body: unknown, id = added.body.id as string) =>
      api.request('POST', passkeyPaths.myPasskeyConfirmation(id), { token, body })
    expect((await confirmPasskey({ password: 'Not-the-one1' })).body).toEqual(wrongPassword)
    expect((await confirmPasskey({})).body.fields).toEqual({ password: 'validation:currentPasswordRequired' })
    expect(await passwordless(passkey)).toBe(400)
    const confirmed = await confirmPasskey({ password: newPassword })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ name: 'Laptop', needsConfirmation: false })
    expect(await passwordless(passkey)).toBe(200)
    const again = await confirmPasskey({ password: newPassword })
    expect([again.status, again.body]).toEqual([409, alreadyConfirmed])
    const unknown = await confirmPasskey({ password: newPassword }, '00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)

    const confirmApp = (body: unknown) => api.request('POST', secondFactorPaths.totpConfirmAgain, { token, body })
    expect((await confirmApp({ password: 'Not-the-one1' })).body).toEqual(wrongPassword)
    const app = await confirmApp({ password: newPassword })
    expect(app.status).toBe(200)
    const newCodes = app.body.recoveryCodes as string[]
    expect(newCodes).toHaveLength(10)
    expect((await confirmApp({ password: newPassword })).body).toEqual(alreadyConfirmed)

    // The app signs in again, with its code or one of the new recovery codes; the old ones stay void.
    const withApp = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password: newPassword } })
    expect(withApp.body.methods).toEqual(['totp', 'passkey'])
    const verify = (code: string) =>
      api.request('POST', apiPaths.verifyOtp, { body: { challengeToken: withApp.body.challengeToken, code } })
    expect((await verify(oldCodes[1] ?? '')).body.code).toBe('INVALID_OTP')
    expect((await verify(appCode(secret, 1))).status).toBe(200)
    const once = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password: newPassword } })
    const byCode = await api.request('POST', apiPaths.verifyOtp, {
      body: { challengeToken: once.body.challengeToken, code: newCodes[0] },
    })
    expect(byCode.status).toBe(200)
  })

  it('answers a confirmation of an app that is not set up', async () => {
    const { user, password } = await createUser(db())
    const token = await signInFully(api, mail, user.email, password)
    const none = await api.request('POST', secondFactorPaths.totpConfirmAgain, { token, body: { password } })
    expect(none.body).toEqual({
      code: 'TOTP_NOT_ENROLLED',
      message: 'No authenticator app is set up for this account.',
    })
  })
})
