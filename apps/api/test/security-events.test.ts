import { apiPaths } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { createUser } from '../src/modules/users/user-factory.ts'
import { rateLimitPolicies } from '../src/rate-limit/rate-limits.ts'
import { resetTokenFrom, signInFully, startSignIn } from './support/flows.ts'
import { freshAddress } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/** Each security event is one structured log line with the user id and the client address (ASVS V7). */

const { api, db, mail } = useTestApp({ mail: true })

const eventsOf = (event: string, userId: string) =>
  api.logs.filter((line) => line.securityEvent === event && line.userId === userId)

describe('security events', () => {
  it('logs sign-in failure and success, code failure, sign-out, with user id and address', async () => {
    const { user, password } = await createUser(db())
    const ip = freshAddress()
    await api.request('POST', apiPaths.signIn, { body: { email: user.email, password: 'Wrong-pass1' }, ip })
    expect(eventsOf('sign-in.failed', user.id)).toEqual([expect.objectContaining({ ip, level: 40 })])
    expect(JSON.stringify(api.logs)).not.toContain('Wrong-pass1')

    const { challengeToken, code } = await startSignIn(api, mail, user.email, password, { ip })
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    await api.request('POST', apiPaths.verifyOtp, { body: { challengeToken, code: wrong }, ip })
    expect(eventsOf('otp.failed', user.id)).toEqual([expect.objectContaining({ ip, level: 40 })])

    const session = await api.request('POST', apiPaths.verifyOtp, { body: { challengeToken, code }, ip })
    expect(eventsOf('sign-in.succeeded', user.id)).toEqual([expect.objectContaining({ ip, level: 30 })])

    await api.request('POST', apiPaths.signOut, { token: session.body.accessToken, ip })
    expect(eventsOf('sign-out', user.id)).toEqual([expect.objectContaining({ ip })])
  })

  it('logs a lockout once, when a limit is reached', async () => {
    const { user } = await createUser(db())
    const ip = freshAddress()
    for (let attempt = 0; attempt <= rateLimitPolicies.signInFailuresPerAccountAndAddress.max + 1; attempt++) {
      await api.request('POST', apiPaths.signIn, { body: { email: user.email, password: 'Wrong-pass1' }, ip })
    }
    expect(eventsOf('account.locked', user.id)).toEqual([
      expect.objectContaining({ ip, limit: rateLimitPolicies.signInFailuresPerAccountAndAddress.bucket }),
    ])
  })

  it('logs password changes, resets and refused access', async () => {
    const { user, password } = await createUser(db())
    const token = await signInFully(api, mail, user.email, password)
    const changed = await api.request('POST', apiPaths.myPassword, {
      token,
      body: { currentPassword: password, newPassword: 'Doi-mat-khau-9', confirmPassword: 'Doi-mat-khau-9' },
    })
    expect(changed.status).toBe(200)
    expect(eventsOf('password.changed', user.id)).toHaveLength(1)
    await mail.next(user.email)

    await api.request('POST', apiPaths.forgotPassword, { body: { email: user.email } })
    const resetToken = resetTokenFrom(await mail.next(user.email))
    const reset = await api.request('POST', apiPaths.resetPassword, {
      body: { token: resetToken, newPassword: 'Dat-lai-mat-khau-9', confirmPassword: 'Dat-lai-mat-khau-9' },
    })
    expect(reset.status).toBe(200)
    expect(eventsOf('password.reset', user.id)).toHaveLength(1)

    const customer = await createUser(db())
    const customerToken = await signInFully(api, mail, customer.user.email, customer.password)
    const ip = freshAddress()
    const refused = await api.request('GET', apiPaths.users, { token: customerToken, ip })
    expect(refused.status).toBe(403)
    expect(eventsOf('access.forbidden', customer.user.id)).toEqual([expect.objectContaining({ ip, level: 40 })])
  })
})
