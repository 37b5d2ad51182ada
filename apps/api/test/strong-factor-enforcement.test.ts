import { apiPaths, passkeyPaths, secondFactorPaths } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { appCode, enrolApp } from './support/authenticator.ts'
import { signInFully } from './support/flows.ts'
import { sessionFor } from './support/sessions.ts'
import { useTestApp } from './support/use-test-app.ts'
import { SoftAuthenticator } from './support/webauthn-authenticator.ts'

// REQUIRE_STRONG_MFA=admin: an admin without an app or a passkey signs in with the emailed code, and that session
// opens only signing out and the second factors (reading, enrolling), until a strong factor is confirmed. An admin
// who has one signs in with it (docs/decisions/045).
const { api, db, mail, startApp, userWithSession } = useTestApp({ mail: true, env: { REQUIRE_STRONG_MFA: 'admin' } })
const authenticator = new SoftAuthenticator()

const required = {
  code: 'STRONG_FACTOR_REQUIRED',
  message: 'Set up an authenticator app or a passkey before using the console.',
}
const signInWithIt = {
  code: 'STRONG_SIGN_IN_REQUIRED',
  message: 'Sign in again with your authenticator app or passkey to use the console.',
}

/** Registers a passkey in the session, as Settings → Security does; answers the authenticator's passkey. */
async function addPasskey(token: string, answer: { userVerified?: boolean } = {}) {
  const options = await api.request('POST', passkeyPaths.myPasskeyRegistrationOptions, { token })
  expect(options.status).toBe(200)
  const { passkey, credential } = authenticator.create(options.body, answer)
  const added = await api.request('POST', passkeyPaths.myPasskeys, { token, body: { name: 'Key', credential } })
  return { passkey, added, options: options.body as { authenticatorSelection: { userVerification: string } } }
}

describe('REQUIRE_STRONG_MFA', () => {
  it('holds an admin without a strong factor at enrolment until an app is confirmed', async () => {
    const { user, password } = await userWithSession({ role: 'admin' })
    const token = await signInFully(api, mail, user.email, password)

    for (const path of [apiPaths.me, apiPaths.venues, apiPaths.users, apiPaths.mySessions]) {
      const response = await api.request('GET', path, { token })
      expect(response.status, path).toBe(403)
      expect(response.body).toEqual(required)
    }
    const password403 = await api.request('POST', apiPaths.myPassword, {
      token,
      body: { currentPassword: password, newPassword: 'Another-pass9', confirmPassword: 'Another-pass9' },
    })
    expect(password403.body).toEqual(required)

    const status = await api.request('GET', secondFactorPaths.secondFactors, { token })
    expect(status.body).toEqual({ strongFactorRequired: true, totp: null })

    await enrolApp(api, token)
    expect((await api.request('GET', apiPaths.venues, { token })).status).toBe(200)
    expect((await api.request('GET', apiPaths.me, { token })).status).toBe(200)
    expect((await api.request('GET', secondFactorPaths.secondFactors, { token })).body.strongFactorRequired).toBe(false)

    // Removing the only strong factor puts the wait back, for the sessions already open too.
    await api.request('POST', secondFactorPaths.totpRemove, { token, body: { password } })
    expect((await api.request('GET', apiPaths.venues, { token })).body).toEqual(required)
  })

  it('lets the held session sign out', async () => {
    const { user, password } = await userWithSession({ role: 'admin' })
    const token = await signInFully(api, mail, user.email, password)
    expect((await api.request('POST', apiPaths.signOut, { token })).status).toBe(200)
    expect((await api.request('GET', apiPaths.me, { token })).status).toBe(401)
  })

  it('leaves customers alone under admin, and holds them too under all', async () => {
    const customer = await userWithSession({ role: 'customer' })
    expect((await api.request('GET', apiPaths.venues, { token: customer.token })).status).toBe(200)

    const all = await startApp({ env: { REQUIRE_STRONG_MFA: 'all' } })
    expect((await all.request('GET', apiPaths.venues, { token: customer.token })).body).toEqual(required)
    await enrolApp(all, customer.token)
    expect((await all.request('GET', apiPaths.venues, { token: customer.token })).status).toBe(200)
  })

  it('signs an enrolled admin in with the app, straight into the console', async () => {
    const { user, password, token } = await userWithSession({ role: 'admin' })
    const { secret } = await enrolApp(api, token)
    const challenge = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password } })
    expect(challenge.body.methods).toEqual(['totp'])
    const session = await api.request('POST', apiPaths.verifyOtp, {
      body: { challengeToken: challenge.body.challengeToken, code: appCode(secret, 1) },
    })
    expect((await api.request('GET', apiPaths.venues, { token: session.body.accessToken })).status).toBe(200)
  })

  it('offers an admin who has a passkey only the passkey, and holds a session the emailed code signed', async () => {
    const { user, password, token } = await userWithSession({ role: 'admin' })
    const { passkey } = await addPasskey(token)
    await mail.next(user.email)

    const signIn = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password } })
    expect(signIn.body.methods).toEqual(['passkey'])
    const { challengeToken } = signIn.body as { challengeToken: string }
    expect(mail.pending(user.email)).toHaveLength(0)
    const resend = await api.request('POST', apiPaths.resendOtp, { body: { challengeToken } })
    expect(resend.status).toBe(400)
    expect(resend.body).toEqual({
      code: 'NO_EMAILED_CODE',
      message: 'This sign-in is completed with your passkey, not an emailed code.',
    })
    const guessed = await api.request('POST', apiPaths.verifyOtp, { body: { challengeToken, code: '123456' } })
    expect(guessed.body).toEqual({ code: 'INVALID_OTP', message: 'The code is not correct.' })

    const options = await api.request('POST', passkeyPaths.signInPasskeyOptions, { body: { challengeToken } })
    const credential = authenticator.get(passkey, options.body)
    const session = await api.request('POST', passkeyPaths.signInPasskeyVerify, {
      body: { challengeToken, credential },
    })
    expect((await api.request('GET', apiPaths.venues, { token: session.body.accessToken })).status).toBe(200)

    // A session the emailed code signed (opened before the passkey, or before the setting) waits for a sign-in with
    // it, and cannot add another factor meanwhile.
    const emailed = await sessionFor(db(), user)
    for (const path of [apiPaths.me, apiPaths.venues]) {
      const response = await api.request('GET', path, { token: emailed })
      expect(response.status, path).toBe(403)
      expect(response.body).toEqual(signInWithIt)
    }
    expect((await api.request('GET', secondFactorPaths.secondFactors, { token: emailed })).body).toEqual({
      strongFactorRequired: true,
      totp: null,
    })
    expect((await api.request('GET', passkeyPaths.myPasskeys, { token: emailed })).status).toBe(200)
    for (const path of [passkeyPaths.myPasskeyRegistrationOptions, secondFactorPaths.totp]) {
      expect((await api.request('POST', path, { token: emailed })).body).toEqual(signInWithIt)
    }
    expect((await api.request('POST', apiPaths.signOut, { token: emailed })).status).toBe(200)
  })

  it('keeps the emailed code beside the passkey for a customer the setting does not cover', async () => {
    const { user, password, token } = await userWithSession({ role: 'customer' })
    await addPasskey(token)
    const signIn = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password } })
    expect(signIn.body.methods).toEqual(['email', 'passkey'])
  })

  it('does not release a held admin for a passkey whose authenticator does not verify its user', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { added, options } = await addPasskey(token, { userVerified: false })
    expect(options.authenticatorSelection.userVerification).toBe('required')
    expect(added.status).toBe(400)
    expect(added.body).toEqual({
      code: 'PASSKEY_FAILED',
      message: 'The passkey could not be verified. Please try again.',
    })
    expect((await api.request('GET', apiPaths.venues, { token })).body).toEqual(required)
    expect((await api.request('GET', passkeyPaths.myPasskeys, { token })).body).toEqual({ items: [] })
  })
})
