import { apiPaths } from '@wifi/contract'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/client.ts'
import { rateLimits } from '../src/db/schema.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { rateLimitPolicies, type RateLimitPolicy } from '../src/rate-limit/rate-limits.ts'
import { resetTokenFrom, startSignIn } from './support/flows.ts'
import { freshAddress, type ApiResponse, type TestApp } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/** Two app instances over one database, as two server processes behind a load balancer. */

const { db, mail, database, startApp } = useTestApp({ mail: true, app: false })
let secondConnection: DatabaseHandle
let apps: [TestApp, TestApp]

beforeAll(async () => {
  secondConnection = await database.connectAgain()
  apps = [await startApp(), await startApp({ database: secondConnection })]
})

/** Alternates between the two instances, so a limit can only hold if it lives in the database. */
const instance = (index: number) => apps[index % 2]!

function expectRateLimited(response: ApiResponse, policy: RateLimitPolicy) {
  expect(response.status).toBe(429)
  expect(response.body).toEqual({ code: 'RATE_LIMITED', message: expect.any(String), retryAfter: expect.any(Number) })
  expect(response.body.retryAfter).toBeGreaterThan(0)
  expect(response.body.retryAfter).toBeLessThanOrEqual(policy.windowSeconds)
  expect(response.headers.get('retry-after')).toBe(String(response.body.retryAfter))
}

const signIn = (index: number, email: string, password: string, ip = freshAddress()) =>
  instance(index).request('POST', apiPaths.signIn, { body: { email, password }, ip })

describe('rate limits shared by every server process', () => {
  it('limits failed sign-ins per account, from any address, even with the right password afterwards', async () => {
    const policy = rateLimitPolicies.signInFailuresPerAccount
    const { user, password } = await createUser(db())
    for (let attempt = 0; attempt < policy.max; attempt++) {
      expect((await signIn(attempt, user.email, 'Wrong-pass1')).status).toBe(401)
    }
    expectRateLimited(await signIn(policy.max, user.email, password), policy)
    expectRateLimited(await signIn(policy.max + 1, user.email.toUpperCase(), 'Wrong-pass1'), policy)
    expect(mail.pending(user.email)).toHaveLength(0)

    // Another account is not affected.
    const other = await createUser(db())
    expect((await signIn(0, other.user.email, other.password)).status).toBe(200)

    // Once the window has passed, the account may try again.
    await db()
      .update(rateLimits)
      .set({ windowStartedAt: new Date(Date.now() - policy.windowSeconds * 1000) })
      .where(and(eq(rateLimits.bucket, policy.bucket), eq(rateLimits.subject, user.email)))
    expect((await signIn(1, user.email, password)).status).toBe(200)
  })

  it('limits failed sign-ins per client address, across accounts', async () => {
    const policy = rateLimitPolicies.signInFailuresPerAddress
    const address = freshAddress()
    for (let attempt = 0; attempt < policy.max; attempt++) {
      const response = await signIn(attempt, `guess-${attempt}@example.com`, 'Wrong-pass1', address)
      expect(response.status).toBe(401)
    }
    const { user, password } = await createUser(db())
    expectRateLimited(await signIn(policy.max, user.email, password, address), policy)
    expect((await signIn(policy.max, user.email, password, freshAddress())).status).toBe(200)
  })

  it('limits wrong one-time codes per client address, across challenges', async () => {
    const policy = rateLimitPolicies.otpFailuresPerAddress
    const address = freshAddress()
    let failures = 0
    while (failures < policy.max) {
      // A new account each round, so the per-account limit on codes is not what stops them.
      const { user, password } = await createUser(db())
      const { challengeToken, code } = await startSignIn(instance(failures), mail, user.email, password)
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
      for (let attempt = 0; attempt < 4 && failures < policy.max; attempt++, failures++) {
        const response = await instance(failures).request('POST', apiPaths.verifyOtp, {
          body: { challengeToken, code: wrong },
          ip: address,
        })
        expect(response.body.code).toBe('INVALID_OTP')
      }
    }
    const { user, password } = await createUser(db())
    const { challengeToken, code } = await startSignIn(instance(0), mail, user.email, password)
    const limited = await instance(1).request('POST', apiPaths.verifyOtp, {
      body: { challengeToken, code },
      ip: address,
    })
    expectRateLimited(limited, policy)
    const elsewhere = await instance(0).request('POST', apiPaths.verifyOtp, { body: { challengeToken, code } })
    expect(elsewhere.status).toBe(200)
  })

  it('limits reset-link requests per account and per address, whether or not the account exists', async () => {
    const perAccount = rateLimitPolicies.forgotPasswordPerAccount
    for (let request = 0; request < perAccount.max; request++) {
      const response = await instance(request).request('POST', apiPaths.forgotPassword, {
        body: { email: 'ghost@example.com' },
      })
      expect(response.status).toBe(200)
    }
    expectRateLimited(
      await instance(perAccount.max).request('POST', apiPaths.forgotPassword, { body: { email: 'ghost@example.com' } }),
      perAccount,
    )

    const perAddress = rateLimitPolicies.forgotPasswordPerAddress
    const address = freshAddress()
    for (let request = 0; request < perAddress.max; request++) {
      const response = await instance(request).request('POST', apiPaths.forgotPassword, {
        body: { email: `someone-${request}@example.com` },
        ip: address,
      })
      expect(response.status).toBe(200)
    }
    const { user } = await createUser(db())
    expectRateLimited(
      await instance(0).request('POST', apiPaths.forgotPassword, { body: { email: user.email }, ip: address }),
      perAddress,
    )
    expect(mail.pending(user.email)).toHaveLength(0)
  })

  it('limits invalid reset tokens per client address', async () => {
    const policy = rateLimitPolicies.resetFailuresPerAddress
    const address = freshAddress()
    const reset = (index: number, token: string) =>
      instance(index).request('POST', apiPaths.resetPassword, {
        body: { token, newPassword: 'Brand-new-pass1', confirmPassword: 'Brand-new-pass1' },
        ip: address,
      })
    for (let attempt = 0; attempt < policy.max; attempt++) {
      expect((await reset(attempt, `guessed-token-${attempt}`)).body.code).toBe('INVALID_RESET_TOKEN')
    }
    const { user } = await createUser(db())
    await instance(0).request('POST', apiPaths.forgotPassword, { body: { email: user.email } })
    const token = resetTokenFrom(await mail.next(user.email))
    expectRateLimited(await reset(1, token), policy)
  })
})
