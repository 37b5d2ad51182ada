import { apiPaths } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { createUser } from '../src/modules/users/user-factory.ts'
import { rateLimitPolicies } from '../src/rate-limit/rate-limits.ts'
import { passwordWork } from '../src/security/passwords.ts'
import { resetTokenFrom, signInFully, startSignIn } from './support/flows.ts'
import { freshAddress, type ApiResponse } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * Attacks on the four secrets (password, one-time code, reset token, current password) sent all at once, as a
 * script would: the limits must count each attempt before its secret is checked, so requests in flight together
 * cannot all slip under the limit.
 */

const { api, db, mail } = useTestApp({ mail: true })

const simultaneous = 30
const inParallel = (count: number, attempt: (index: number) => Promise<ApiResponse>) =>
  Promise.all(Array.from({ length: count }, (_, index) => attempt(index)))
const countOf = (responses: ApiResponse[], status: number) => responses.filter((r) => r.status === status).length
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('limits that hold under simultaneous requests', () => {
  it('password: 30 guesses at once are checked at most up to the limit, and the right one is refused after', async () => {
    const { user, password } = await createUser(db())
    const address = freshAddress()
    const guesses = await inParallel(simultaneous, (index) =>
      api.request('POST', apiPaths.signIn, { body: { email: user.email, password: `Wrong-${index}a` }, ip: address }),
    )
    expect(countOf(guesses, 401)).toBeLessThanOrEqual(rateLimitPolicies.signInFailuresPerAccountAndAddress.max)
    expect(countOf(guesses, 401) + countOf(guesses, 429)).toBe(simultaneous)

    const right = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password }, ip: address })
    expect(right.status).toBe(429)
    expect(mail.pending(user.email)).toHaveLength(0)
  })

  it('one-time code: 30 guesses at once on one challenge are checked at most 5 times, then the right code fails', async () => {
    const { user, password } = await createUser(db())
    const { challengeToken, code } = await startSignIn(api, mail, user.email, password)
    const guesses = await inParallel(simultaneous, () =>
      api.request('POST', apiPaths.verifyOtp, { body: { challengeToken, code: wrongCode(code) } }),
    )
    expect(guesses.filter((r) => r.body.code === 'INVALID_OTP').length).toBeLessThanOrEqual(5)

    const right = await api.request('POST', apiPaths.verifyOtp, { body: { challengeToken, code } })
    expect(right.status).not.toBe(200)
    expect(right.body).not.toHaveProperty('accessToken')
  })

  it('reset token: 30 guesses at once from one address are checked at most up to the limit', async () => {
    const policy = rateLimitPolicies.resetFailuresPerAddress
    const address = freshAddress()
    const { user } = await createUser(db())
    await api.request('POST', apiPaths.forgotPassword, { body: { email: user.email } })
    const token = resetTokenFrom(await mail.next(user.email))
    const reset = (tokenToTry: string) =>
      api.request('POST', apiPaths.resetPassword, {
        body: { token: tokenToTry, newPassword: 'Brand-new-pass1', confirmPassword: 'Brand-new-pass1' },
        ip: address,
      })
    const guesses = await inParallel(simultaneous, (index) => reset(`guessed-token-${index}`))
    expect(guesses.filter((r) => r.body.code === 'INVALID_RESET_TOKEN').length).toBeLessThanOrEqual(policy.max)

    expect((await reset(token)).status).toBe(429)
  })

  it('current password: 30 guesses at once are checked at most up to the limit, then the right one is refused', async () => {
    const policy = rateLimitPolicies.currentPasswordFailuresPerAccount
    const { user, password } = await createUser(db())
    const token = await signInFully(api, mail, user.email, password)
    const change = (currentPassword: string) =>
      api.request('POST', apiPaths.myPassword, {
        token,
        body: { currentPassword, newPassword: 'Another-pass9', confirmPassword: 'Another-pass9' },
      })
    const guesses = await inParallel(simultaneous, (index) => change(`Wrong-${index}a`))
    expect(guesses.filter((r) => r.body.code === 'WRONG_CURRENT_PASSWORD').length).toBeLessThanOrEqual(policy.max)
    expect(countOf(guesses, 429)).toBeGreaterThan(0)

    expect((await change(password)).status).toBe(429)
  })
})

describe('a lockout an attacker cannot aim at the owner', () => {
  it('10 wrong passwords from other addresses leave the owner free to reach the code step', async () => {
    const { user, password } = await createUser(db())
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await api.request('POST', apiPaths.signIn, {
        body: { email: user.email, password: 'Wrong-pass1' },
        ip: freshAddress(),
      })
      expect(response.status).toBe(401)
    }
    const owner = await api.request('POST', apiPaths.signIn, {
      body: { email: user.email, password },
      ip: freshAddress(),
    })
    expect(owner.status).toBe(200)
    expect(owner.body.challengeToken).toEqual(expect.any(String))
  })

  it('a guesser refused at their own address does not use up the account-wide limit', async () => {
    const { user, password } = await createUser(db())
    const address = freshAddress()
    const beyondAccountLimit = rateLimitPolicies.signInFailuresPerAccount.max + 10
    for (let attempt = 0; attempt < beyondAccountLimit; attempt++) {
      await api.request('POST', apiPaths.signIn, { body: { email: user.email, password: 'Wrong-pass1' }, ip: address })
    }
    const owner = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password } })
    expect(owner.status).toBe(200)
  })

  it('an account-wide limit still stops a guesser that spreads over many addresses', async () => {
    const policy = rateLimitPolicies.signInFailuresPerAccount
    const { user, password } = await createUser(db())
    for (let attempt = 0; attempt < policy.max; attempt++) {
      const response = await api.request('POST', apiPaths.signIn, {
        body: { email: user.email, password: `Wrong-${attempt}a` },
        ip: freshAddress(),
      })
      expect(response.status).toBe(401)
    }
    const next = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password } })
    expect(next.status).toBe(429)
  })

  it('one-time codes are limited per account, whatever the address', async () => {
    const policy = rateLimitPolicies.otpFailuresPerAccount
    const { user, password } = await createUser(db())
    let failures = 0
    while (failures < policy.max) {
      const { challengeToken, code } = await startSignIn(api, mail, user.email, password)
      for (let attempt = 0; attempt < 4 && failures < policy.max; attempt++, failures++) {
        const response = await api.request('POST', apiPaths.verifyOtp, {
          body: { challengeToken, code: wrongCode(code) },
          ip: freshAddress(),
        })
        expect(response.body.code).toBe('INVALID_OTP')
      }
    }
    const { challengeToken, code } = await startSignIn(api, mail, user.email, password)
    const limited = await api.request('POST', apiPaths.verifyOtp, {
      body: { challengeToken, code },
      ip: freshAddress(),
    })
    expect(limited.status).toBe(429)
  })
})

describe('nobody can make the server hash without limit', () => {
  it('limits sign-ups per address', async () => {
    const policy = rateLimitPolicies.signUpsPerAddress
    const address = freshAddress()
    const signUp = (index: number) =>
      api.request('POST', apiPaths.signUp, {
        body: { email: `flood-${index}@example.com`, password: 'Flood-pass7', confirmPassword: 'Flood-pass7' },
        ip: address,
      })
    for (let index = 0; index < policy.max; index++) expect((await signUp(index)).status).toBe(202)
    expect((await signUp(policy.max)).status).toBe(429)
    // Let the accounts finish in the background, so their hashing does not spill into the next test.
    for (let index = 0; index < policy.max; index++) await mail.next(`flood-${index}@example.com`)
  })

  it('checks a reset token before hashing the new password', async () => {
    const before = passwordWork.completed
    const response = await api.request('POST', apiPaths.resetPassword, {
      body: { token: 'not-a-real-token', newPassword: 'Brand-new-pass1', confirmPassword: 'Brand-new-pass1' },
    })
    expect(response.body.code).toBe('INVALID_RESET_TOKEN')
    expect(passwordWork.completed).toBe(before)
  })

  it('runs at most a bounded number of password hashes at once; the rest wait their turn', async () => {
    passwordWork.peak = 0
    const responses = await inParallel(20, (index) =>
      api.request('POST', apiPaths.signUp, {
        body: { email: `queued-${index}@example.com`, password: 'Queued-pass7', confirmPassword: 'Queued-pass7' },
      }),
    )
    expect(countOf(responses, 202)).toBe(20)
    // The accounts are created after the answer; each one's welcome email says its hash is done.
    await Promise.all(responses.map((_, index) => mail.next(`queued-${index}@example.com`)))
    expect(passwordWork.peak).toBe(passwordWork.limit)
  })
})
