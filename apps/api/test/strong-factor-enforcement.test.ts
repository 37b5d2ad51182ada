import { apiPaths, secondFactorPaths } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { appCode, enrolApp } from './support/authenticator.ts'
import { signInFully } from './support/flows.ts'
import { useTestApp } from './support/use-test-app.ts'

// REQUIRE_STRONG_MFA=admin: an admin without an app or a passkey signs in with the emailed code, and that session
// opens only signing out and the second factors (reading, enrolling), until a strong factor is confirmed.
const { api, mail, startApp, userWithSession } = useTestApp({ mail: true, env: { REQUIRE_STRONG_MFA: 'admin' } })

const required = {
  code: 'STRONG_FACTOR_REQUIRED',
  message: 'Set up an authenticator app or a passkey before using the console.',
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
})
