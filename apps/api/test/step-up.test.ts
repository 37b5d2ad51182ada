import { apiPaths, passkeyPaths, secondFactorPaths } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions } from '../src/db/schema.ts'
import { hashToken } from '../src/security/tokens.ts'
import { enrolApp } from './support/authenticator.ts'
import { useTestApp } from './support/use-test-app.ts'
import { SoftAuthenticator } from './support/webauthn-authenticator.ts'

/**
 * Adding a sign-in factor asks who you are (issue 35 §4, docs/decisions/045): the current password, unless the
 * session's sign-in is at most 5 minutes old, or REQUIRE_STRONG_MFA holds a user without a factor within 10 minutes
 * of signing in.
 */

const { api, db, startApp, userWithSession } = useTestApp({ mail: true })
const authenticator = new SoftAuthenticator()

const passwordRequired = {
  code: 'CURRENT_PASSWORD_REQUIRED',
  message: 'Enter your current password to add a passkey or an authenticator app.',
}
const wrongPassword = {
  code: 'WRONG_CURRENT_PASSWORD',
  message: 'The current password is not correct.',
  fields: { password: 'errors:WRONG_CURRENT_PASSWORD' },
}

/** Makes the session's sign-in `minutes` old. */
async function signedInAgo(token: string, minutes: number) {
  const createdAt = new Date(Date.now() - minutes * 60_000)
  await db()
    .update(sessions)
    .set({ createdAt })
    .where(eq(sessions.tokenHash, hashToken(token)))
}

const addPasskeyOptions = (token: string, body?: unknown, app = api) =>
  app.request('POST', passkeyPaths.myPasskeyRegistrationOptions, { token, body })
const startAppSetup = (token: string, body?: unknown, app = api) =>
  app.request('POST', secondFactorPaths.totp, { token, body })

describe('adding a passkey or an authenticator app', () => {
  it('is refused to a session alone once its sign-in is more than 5 minutes old', async () => {
    const { token } = await userWithSession()
    await signedInAgo(token, 6)

    for (const response of [
      await addPasskeyOptions(token),
      await startAppSetup(token),
      await startAppSetup(token, {}),
    ]) {
      expect(response.status).toBe(403)
      expect(response.body).toEqual(passwordRequired)
    }
  })

  it('takes the current password instead, counted like a password change’s', async () => {
    const { password, token } = await userWithSession()
    await signedInAgo(token, 30)

    const wrong = await addPasskeyOptions(token, { password: 'Not-the-one1' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual(wrongPassword)
    expect((await startAppSetup(token, { password: 'Not-the-one1' })).body).toEqual(wrongPassword)
    const empty = await startAppSetup(token, { password: '' })
    expect(empty.body.fields).toEqual({ password: 'validation:currentPasswordRequired' })

    const options = await addPasskeyOptions(token, { password })
    expect(options.status).toBe(200)
    const { credential } = authenticator.create(options.body)
    const added = await api.request('POST', passkeyPaths.myPasskeys, { token, body: { name: 'Key', credential } })
    expect(added.status).toBe(201)
    expect((await startAppSetup(token, { password })).status).toBe(200)

    const guesses = await Promise.all(
      Array.from({ length: 6 }, () => startAppSetup(token, { password: 'Not-the-one1' })),
    )
    expect(guesses.filter((guess) => guess.status === 429)).toHaveLength(3)
  })

  it('needs no password within 5 minutes of signing in', async () => {
    const { token } = await userWithSession()
    await signedInAgo(token, 4)
    expect((await addPasskeyOptions(token)).status).toBe(200)
    expect((await startAppSetup(token)).status).toBe(200)
  })

  it('lets a user REQUIRE_STRONG_MFA holds without a factor add one within 10 minutes of signing in', async () => {
    const strict = await startApp({ env: { REQUIRE_STRONG_MFA: 'admin' } })
    const held = await userWithSession({ role: 'admin' })
    await signedInAgo(held.token, 8)
    expect((await addPasskeyOptions(held.token, undefined, strict)).status).toBe(200)
    expect((await startAppSetup(held.token, undefined, strict)).status).toBe(200)

    await signedInAgo(held.token, 11)
    expect((await addPasskeyOptions(held.token, undefined, strict)).body).toEqual(passwordRequired)
    expect((await startAppSetup(held.token, undefined, strict)).body).toEqual(passwordRequired)

    // A user the setting does not hold gets no such grace.
    const customer = await userWithSession()
    await signedInAgo(customer.token, 8)
    expect((await addPasskeyOptions(customer.token, undefined, strict)).body).toEqual(passwordRequired)
  })

  it('still answers an app already set up before asking for the password', async () => {
    const { token } = await userWithSession()
    await enrolApp(api, token)
    await signedInAgo(token, 6)
    expect((await startAppSetup(token)).body.code).toBe('TOTP_ALREADY_ENROLLED')
  })

  it('documents the optional password', async () => {
    const document = (await api.request('GET', `${apiPaths.docs}/json`)).body
    for (const path of [passkeyPaths.myPasskeyRegistrationOptions, secondFactorPaths.totp]) {
      const schema = document.paths[path].post.requestBody.content['application/json'].schema
      expect(Object.keys(schema.properties)).toEqual(['password'])
    }
  })
})
