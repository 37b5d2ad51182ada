import { apiPaths, passkeyListSchema, passkeyPaths, sessionResponseSchema } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../src/db/schema.ts'
import { passkeyState } from '../src/modules/passkeys/passkey-repository.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { startSignIn } from './support/flows.ts'
import { freshAddress } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'
import { SoftAuthenticator, type SoftPasskey } from './support/webauthn-authenticator.ts'

/** Passkeys (issue 24, docs/decisions/037): registered in Settings → Security, used to sign in. */

const { api, db, mail, startApp, userWithSession } = useTestApp({ mail: true })
const authenticator = new SoftAuthenticator()

const failed = { code: 'PASSKEY_FAILED', message: 'The passkey could not be verified. Please try again.' }

async function registrationOptions(token: string) {
  const response = await api.request('POST', passkeyPaths.myPasskeyRegistrationOptions, { token })
  expect(response.status).toBe(200)
  return response.body as { challenge: string; rp: { id: string }; excludeCredentials: { id: string }[] }
}

/** Registers a passkey through the API as the console does; answers it and the passkey's id. */
async function registerPasskey(token: string, name = 'Laptop') {
  const options = await registrationOptions(token)
  const { passkey, credential } = authenticator.create(options)
  const response = await api.request('POST', passkeyPaths.myPasskeys, { token, body: { name, credential } })
  expect(response.status).toBe(201)
  return { passkey, id: response.body.id as string }
}

const listOf = async (token: string) =>
  passkeyListSchema.parse((await api.request('GET', passkeyPaths.myPasskeys, { token })).body).items

/** A user with a session and one passkey, and the mail about it already read. */
async function userWithPasskey() {
  const account = await userWithSession()
  const registered = await registerPasskey(account.token)
  await mail.next(account.user.email)
  return { ...account, ...registered }
}

async function secondStepOptions(challengeToken: string) {
  return api.request('POST', passkeyPaths.signInPasskeyOptions, { body: { challengeToken } })
}

async function passwordlessOptions(ip = freshAddress()) {
  const response = await api.request('POST', passkeyPaths.passwordlessOptions, { ip })
  expect(response.status).toBe(200)
  return response.body as { challenge: string; userVerification: string; allowCredentials?: unknown[] }
}

describe('registering a passkey', () => {
  it('asks for a signed-in user', async () => {
    for (const [method, path] of [
      ['POST', passkeyPaths.myPasskeyRegistrationOptions],
      ['GET', passkeyPaths.myPasskeys],
    ] as const) {
      expect((await api.request(method, path)).status).toBe(401)
    }
  })

  it('gives options for this console, verifies the answer, lists the passkey by name and emails the user', async () => {
    const { user, token } = await userWithSession()
    const options = await registrationOptions(token)
    expect(options.rp.id).toBe('console.test')
    const { credential } = authenticator.create(options)
    const response = await api.request('POST', passkeyPaths.myPasskeys, {
      token,
      body: { name: '  YubiKey 5  ', credential },
      headers: { 'accept-language': 'en' },
    })
    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      id: expect.any(String),
      name: 'YubiKey 5',
      createdAt: expect.any(String),
      lastUsedAt: null,
      needsConfirmation: false,
    })
    expect(await listOf(token)).toEqual([response.body])
    expect(await passkeyState(db(), user.id)).toBe('usable')

    const notice = await mail.next(user.email)
    expect(notice.subject).toBe('A passkey was added to your Wi-Fi Console account')
    expect(notice.text).toContain('The passkey "YubiKey 5" was just added to your account.')
    expect(notice.text).toContain('http://console.test/settings/security')

    // The next options leave out the authenticator that already holds one.
    expect((await registrationOptions(token)).excludeCredentials.map((item) => item.id)).toEqual([credential.id])
  })

  it('writes the notice in Vietnamese by default', async () => {
    const { user, token } = await userWithSession()
    await registerPasskey(token, 'Điện thoại')
    const notice = await mail.next(user.email)
    expect(notice.subject).toBe('Một khóa truy cập vừa được thêm vào tài khoản Wi-Fi Console của bạn')
    expect(notice.text).toContain('Khóa truy cập "Điện thoại" vừa được thêm vào tài khoản của bạn')
  })

  it('uses a challenge once, only for the user it was given to, and refuses answers made for another site', async () => {
    const { token } = await userWithSession()
    const other = await userWithSession()

    const options = await registrationOptions(token)
    const { credential } = authenticator.create(options)
    const stolen = await api.request('POST', passkeyPaths.myPasskeys, {
      token: other.token,
      body: { name: 'Mine now', credential },
    })
    expect(stolen.status).toBe(400)
    expect(stolen.body).toEqual(failed)

    const phishingOptions = await registrationOptions(token)
    const phished = authenticator.create(phishingOptions, { origin: 'https://console.test.example' })
    const fromPhishing = await api.request('POST', passkeyPaths.myPasskeys, {
      token,
      body: { name: 'Laptop', credential: phished.credential },
    })
    expect(fromPhishing.body).toEqual(failed)

    const fresh = authenticator.create(await registrationOptions(token))
    const first = await api.request('POST', passkeyPaths.myPasskeys, {
      token,
      body: { name: 'A', credential: fresh.credential },
    })
    expect(first.status).toBe(201)
    const again = await api.request('POST', passkeyPaths.myPasskeys, {
      token,
      body: { name: 'B', credential: fresh.credential },
    })
    expect(again.status).toBe(400)
    expect(again.body).toEqual(failed)
    expect((await listOf(token)).map((passkey) => passkey.name)).toEqual(['A'])
    expect(await listOf(other.token)).toEqual([])
  })

  it('asks the authenticator to verify its user, and refuses a passkey made without it', async () => {
    const { token } = await userWithSession()
    const options = (await api.request('POST', passkeyPaths.myPasskeyRegistrationOptions, { token })).body
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' })
    const { credential } = authenticator.create(options, { userVerified: false })
    const response = await api.request('POST', passkeyPaths.myPasskeys, { token, body: { name: 'No PIN', credential } })
    expect(response.status).toBe(400)
    expect(response.body).toEqual(failed)
    expect(await listOf(token)).toEqual([])
  })

  it('asks for a name', async () => {
    const { token } = await userWithSession()
    const { credential } = authenticator.create(await registrationOptions(token))
    const response = await api.request('POST', passkeyPaths.myPasskeys, { token, body: { name: '   ', credential } })
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({ name: 'validation:passkeyNameRequired' })
  })
})

describe('managing passkeys', () => {
  it('renames one of the own passkeys; another user’s is not found', async () => {
    const { token, id } = await userWithPasskey()
    const renamed = await api.request('PATCH', passkeyPaths.myPasskey(id), { token, body: { name: 'Work laptop' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.name).toBe('Work laptop')

    const stranger = await userWithSession()
    const refused = await api.request('PATCH', passkeyPaths.myPasskey(id), {
      token: stranger.token,
      body: { name: 'Taken' },
    })
    expect(refused.status).toBe(404)
    expect(refused.body).toEqual({ code: 'NOT_FOUND', message: 'The passkey was not found.' })
    expect((await listOf(token))[0]!.name).toBe('Work laptop')
  })

  it('removes one only with the password, and emails the user', async () => {
    const { user, password, token, id } = await userWithPasskey()
    const wrong = await api.request('DELETE', passkeyPaths.myPasskey(id), { token, body: { password: 'not-it-1A' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({
      code: 'WRONG_CURRENT_PASSWORD',
      message: 'The current password is not correct.',
      fields: { password: 'errors:WRONG_CURRENT_PASSWORD' },
    })
    const missing = await api.request('DELETE', passkeyPaths.myPasskey(id), { token, body: {} })
    expect(missing.body.fields).toEqual({ password: 'validation:passwordRequired' })
    expect(await listOf(token)).toHaveLength(1)

    const removed = await api.request('DELETE', passkeyPaths.myPasskey(id), {
      token,
      body: { password },
      headers: { 'accept-language': 'en' },
    })
    expect(removed.status).toBe(200)
    expect(await listOf(token)).toEqual([])
    expect(await passkeyState(db(), user.id)).toBe('none')
    const notice = await mail.next(user.email)
    expect(notice.subject).toBe('A passkey was removed from your Wi-Fi Console account')
    expect(notice.text).toContain('The passkey "Laptop" was just removed from your account.')
  })

  it('stops guessing the password after 5 wrong ones, even sent together', async () => {
    const { password, token, id } = await userWithPasskey()
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        api.request('DELETE', passkeyPaths.myPasskey(id), { token, body: { password: 'wrong-Pass1' } }),
      ),
    )
    expect(guesses.filter((guess) => guess.status === 400)).toHaveLength(5)
    expect(guesses.filter((guess) => guess.status === 429)).toHaveLength(7)
    const right = await api.request('DELETE', passkeyPaths.myPasskey(id), { token, body: { password } })
    expect(right.status).toBe(429)
    expect(await listOf(token)).toHaveLength(1)
  })
})

describe('signing in with a passkey as the second step', () => {
  it('offers the account’s passkeys for the password step’s token and starts a session in place of the code', async () => {
    const { user, password, passkey } = await userWithPasskey()
    const { challengeToken, methods, code } = await startSignIn(api, mail, user.email, password)
    // The sign-in page offers the passkey beside the emailed code (kept for a device without the passkey).
    expect(methods).toEqual(['email', 'passkey'])
    const options = await secondStepOptions(challengeToken)
    expect(options.status).toBe(200)
    expect(options.body.allowCredentials).toEqual([
      { id: passkey.credentialId, type: 'public-key', transports: ['internal'] },
    ])

    const credential = authenticator.get(passkey, options.body)
    const signedIn = await api.request('POST', passkeyPaths.signInPasskeyVerify, {
      body: { challengeToken, credential },
    })
    expect(signedIn.status).toBe(200)
    const session = sessionResponseSchema.parse(signedIn.body)
    expect(session.user.email).toBe(user.email)
    expect((await api.request('GET', apiPaths.me, { token: session.accessToken })).status).toBe(200)
    expect((await listOf(session.accessToken))[0]!.lastUsedAt).not.toBeNull()

    // The sign-in is complete: neither the emailed code nor the same answer starts another session.
    const codeAfter = await api.request('POST', apiPaths.verifyOtp, { body: { challengeToken, code } })
    expect(codeAfter.body.code).toBe('OTP_EXPIRED')
    const replay = await api.request('POST', passkeyPaths.signInPasskeyVerify, { body: { challengeToken, credential } })
    expect(replay.body.code).toBe('OTP_EXPIRED')
  })

  it('asks the authenticator to verify its user, and refuses an answer that did not', async () => {
    const { user, password, passkey } = await userWithPasskey()
    const { challengeToken } = await startSignIn(api, mail, user.email, password)
    const options = (await secondStepOptions(challengeToken)).body
    expect(options.userVerification).toBe('required')
    const unverified = await api.request('POST', passkeyPaths.signInPasskeyVerify, {
      body: { challengeToken, credential: authenticator.get(passkey, options, { userVerified: false }) },
    })
    expect(unverified.status).toBe(400)
    expect(unverified.body).toEqual(failed)
  })

  it('tells someone past the password that the account has no passkey, and refuses a made-up token', async () => {
    const { user, password } = await createUser(db())
    const { challengeToken, methods } = await startSignIn(api, mail, user.email, password)
    expect(methods).toEqual(['email'])
    const none = await secondStepOptions(challengeToken)
    expect(none.status).toBe(400)
    expect(none.body).toEqual({ code: 'NO_PASSKEY', message: 'This account has no passkey.' })

    const madeUp = await secondStepOptions('a'.repeat(43))
    expect(madeUp.status).toBe(400)
    expect(madeUp.body.code).toBe('OTP_EXPIRED')
  })

  it('refuses another account’s passkey, an answer to another sign-in’s options, and a wrong signature', async () => {
    const { user, password, passkey } = await userWithPasskey()
    const other = await userWithPasskey()
    const { challengeToken } = await startSignIn(api, mail, user.email, password)

    const options = (await secondStepOptions(challengeToken)).body
    const othersKey = authenticator.get(other.passkey, options)
    const refused = await api.request('POST', passkeyPaths.signInPasskeyVerify, {
      body: { challengeToken, credential: othersKey },
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual(failed)

    const otherSignIn = await startSignIn(api, mail, other.user.email, other.password)
    const otherOptions = (await secondStepOptions(otherSignIn.challengeToken)).body
    const crossed = await api.request('POST', passkeyPaths.signInPasskeyVerify, {
      body: { challengeToken, credential: authenticator.get(passkey, otherOptions) },
    })
    expect(crossed.body).toEqual(failed)

    const forged = authenticator.get(passkey, (await secondStepOptions(challengeToken)).body)
    forged.response.signature = authenticator.get(passkey, { challenge: 'something-else' }).response.signature
    const badSignature = await api.request('POST', passkeyPaths.signInPasskeyVerify, {
      body: { challengeToken, credential: forged },
    })
    expect(badSignature.body).toEqual(failed)
    expect(api.logs.some((line) => line.securityEvent === 'sign-in.failed' && line.step === 'passkey')).toBe(true)

    // Each failure used up only its own options: the right answer to fresh ones still signs in.
    const right = authenticator.get(passkey, (await secondStepOptions(challengeToken)).body)
    const signedIn = await api.request('POST', passkeyPaths.signInPasskeyVerify, {
      body: { challengeToken, credential: right },
    })
    expect(signedIn.status).toBe(200)
  })

  it('counts failures with the wrong codes’, before checking: past the limit even the right passkey is refused', async () => {
    const { user, password, passkey } = await userWithPasskey()
    const { challengeToken } = await startSignIn(api, mail, user.email, password)
    const wrongKey = authenticator.create({ challenge: 'x' }).passkey
    const attempts = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const options = (await secondStepOptions(challengeToken)).body
        const credential = {
          ...authenticator.get(wrongKey, options),
          id: passkey.credentialId,
          rawId: passkey.credentialId,
        }
        return api.request('POST', passkeyPaths.signInPasskeyVerify, { body: { challengeToken, credential } })
      }),
    )
    expect(attempts.filter((attempt) => attempt.status === 400)).toHaveLength(10)
    expect(attempts.filter((attempt) => attempt.status === 429)).toHaveLength(2)
    const right = authenticator.get(passkey, (await secondStepOptions(challengeToken)).body)
    const refused = await api.request('POST', passkeyPaths.signInPasskeyVerify, {
      body: { challengeToken, credential: right },
    })
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('RATE_LIMITED')
  })
})

describe('signing in with a passkey alone', () => {
  const alone = (credential: unknown, ip = freshAddress()) =>
    api.request('POST', passkeyPaths.passwordlessVerify, { body: { credential }, ip })

  it('names no account in its options, asks for user verification, and signs in the passkey’s owner', async () => {
    const { user, passkey } = await userWithPasskey()
    const options = await passwordlessOptions()
    expect(options.userVerification).toBe('required')
    expect(options.allowCredentials ?? []).toEqual([])

    const response = await alone(authenticator.get(passkey, options))
    expect(response.status).toBe(200)
    expect(sessionResponseSchema.parse(response.body).user.id).toBe(user.id)
  })

  it('answers an unknown passkey exactly as a wrong signature, and refuses one without user verification', async () => {
    const { passkey } = await userWithPasskey()
    const unknown = authenticator.create({ challenge: 'x' }).passkey
    const fromUnknown = await alone(authenticator.get(unknown, await passwordlessOptions()))
    const forged = authenticator.get(passkey, await passwordlessOptions())
    forged.response.signature = authenticator.get(unknown, { challenge: 'x' }).response.signature
    const fromForged = await alone(forged)
    expect([fromUnknown.status, fromUnknown.body]).toEqual([400, failed])
    expect([fromForged.status, fromForged.body]).toEqual([400, failed])

    const unverified = await alone(authenticator.get(passkey, await passwordlessOptions(), { userVerified: false }))
    expect(unverified.body).toEqual(failed)
  })

  it('uses each challenge once and never accepts an older signature count', async () => {
    const { passkey } = await userWithPasskey()
    const credential = authenticator.get(passkey, await passwordlessOptions())
    expect((await alone(credential)).status).toBe(200)
    expect((await alone(credential)).body).toEqual(failed)

    const cloned: SoftPasskey = { ...passkey, counter: 0 }
    expect((await alone(authenticator.get(cloned, await passwordlessOptions()))).body).toEqual(failed)
  })

  it('tells a deactivated account so only after its passkey verified', async () => {
    const { user, passkey } = await userWithPasskey()
    await db().update(users).set({ status: 'inactive' }).where(eq(users.id, user.id))
    const response = await alone(authenticator.get(passkey, await passwordlessOptions()))
    expect(response.status).toBe(403)
    expect(response.body).toEqual({ code: 'ACCOUNT_INACTIVE', message: 'This account has been deactivated.' })
  })

  it('counts failures per address before checking, like wrong passwords', async () => {
    const ip = freshAddress()
    const unknown = authenticator.create({ challenge: 'x' }).passkey
    const attempts = await Promise.all(
      Array.from({ length: 24 }, async () => alone(authenticator.get(unknown, await passwordlessOptions(ip)), ip)),
    )
    expect(attempts.filter((attempt) => attempt.status === 400)).toHaveLength(20)
    expect(attempts.filter((attempt) => attempt.status === 429)).toHaveLength(4)
  })

  it('limits how many sign-ins one address may start', async () => {
    const ip = freshAddress()
    const started = await Promise.all(
      Array.from({ length: 32 }, () => api.request('POST', passkeyPaths.passwordlessOptions, { ip })),
    )
    expect(started.filter((response) => response.status === 200)).toHaveLength(30)
    expect(started.filter((response) => response.status === 429)).toHaveLength(2)
  })
})

describe('REQUIRE_STRONG_MFA', () => {
  it('lets an admin held at enrolment add a passkey, which releases them; removing it holds them again', async () => {
    const enforcing = await startApp({ env: { REQUIRE_STRONG_MFA: 'admin' } })
    const { password, token } = await userWithSession({ role: 'admin' })
    const required = {
      code: 'STRONG_FACTOR_REQUIRED',
      message: 'Set up an authenticator app or a passkey before using the console.',
    }
    expect((await enforcing.request('GET', apiPaths.venues, { token })).body).toEqual(required)

    expect((await enforcing.request('GET', passkeyPaths.myPasskeys, { token })).status).toBe(200)
    const options = await enforcing.request('POST', passkeyPaths.myPasskeyRegistrationOptions, { token })
    const { credential } = authenticator.create(options.body)
    const added = await enforcing.request('POST', passkeyPaths.myPasskeys, { token, body: { name: 'Key', credential } })
    expect(added.status).toBe(201)
    expect((await enforcing.request('GET', apiPaths.venues, { token })).status).toBe(200)

    const removed = await enforcing.request('DELETE', passkeyPaths.myPasskey(added.body.id), {
      token,
      body: { password },
    })
    expect(removed.status).toBe(200)
    expect((await enforcing.request('GET', apiPaths.venues, { token })).body).toEqual(required)
  })
})

describe('the API document', () => {
  it('lists every passkey route with its request body', async () => {
    const document = (await api.request('GET', `${apiPaths.docs}/json`)).body
    const withBody = [
      [passkeyPaths.myPasskeys, 'post', ['name', 'credential']],
      [passkeyPaths.myPasskey('{id}'), 'patch', ['name']],
      [passkeyPaths.myPasskey('{id}'), 'delete', ['password']],
      [passkeyPaths.myPasskeyRegistrationOptions, 'post', ['password']],
      [passkeyPaths.myPasskeyConfirmation('{id}'), 'post', ['password']],
      [passkeyPaths.signInPasskeyOptions, 'post', ['challengeToken']],
      [passkeyPaths.signInPasskeyVerify, 'post', ['challengeToken', 'credential']],
      [passkeyPaths.passwordlessVerify, 'post', ['credential']],
    ] as const
    for (const [path, method, fields] of withBody) {
      const schema = document.paths[path][method].requestBody.content['application/json'].schema
      expect(Object.keys(schema.properties)).toEqual(fields)
    }
    expect(document.paths[passkeyPaths.myPasskeys].get).toBeDefined()
    expect(document.paths[passkeyPaths.passwordlessOptions].post).toBeDefined()
  })
})
