import { apiPaths, authTimings, msg, userSchema } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { otpChallenges, rateLimits, sessions, users } from '../src/db/schema.ts'
import { pruneExpired } from '../src/maintenance/prune-expired.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { hashToken } from '../src/security/tokens.ts'
import { signInFully } from './support/flows.ts'
import { useTestApp } from './support/use-test-app.ts'

const adminOnly = '/api/test/admin-only'
const { api, db, mail } = useTestApp({
  mail: true,
  addRoutes: (app) => {
    app.get(adminOnly, { onRequest: app.authenticate, preValidation: app.allow('audit.read') }, async () => ({
      ok: true,
    }))
  },
})

const me = (token?: string) => api.request('GET', apiPaths.me, { token })

async function signedInUser(fields: Parameters<typeof createUser>[1] = {}) {
  const { user, password } = await createUser(db(), fields)
  return { user, password, token: await signInFully(api, mail, user.email, password) }
}

describe('sessions', () => {
  it('needs a valid bearer token for the current user', async () => {
    const { user, token } = await signedInUser({ firstname: 'Lan', lastname: 'Trần' })
    const response = await me(token)
    expect(response.status).toBe(200)
    expect(userSchema.parse(response.body)).toMatchObject({ id: user.id, fullName: 'Lan Trần' })
    expect(response.body).not.toHaveProperty('passwordHash')

    for (const headers of [
      {},
      { authorization: 'Bearer not-a-session' },
      { authorization: `Basic ${token}` },
    ] as Record<string, string>[]) {
      const refused = await api.request('GET', apiPaths.me, { headers })
      expect(refused.status).toBe(401)
      expect(refused.body.code).toBe('UNAUTHENTICATED')
    }
  })

  it('stores the session hashed with its expiry, address and agent', async () => {
    const { token } = await signedInUser()
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect(row).toBeDefined()
    const lifetimeSeconds = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000
    expect(Math.round(lifetimeSeconds)).toBe(authTimings.sessionTtlSeconds)
    expect(row!.ip).toMatch(/^10\./)
    expect(row!.userAgent).toBeTruthy()
  })

  it('sign-out revokes the session on the server', async () => {
    const { token } = await signedInUser()
    const response = await api.request('POST', apiPaths.signOut, { token })
    expect(response.status).toBe(200)
    expect((await me(token)).status).toBe(401)
    expect((await api.request('POST', apiPaths.signOut, { token })).status).toBe(401)
  })

  it('an expired session is refused', async () => {
    const { token } = await signedInUser()
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect((await me(token)).status).toBe(401)
  })

  it('deactivating a user ends their sessions at once', async () => {
    const { user, token } = await signedInUser()
    await db().update(users).set({ status: 'inactive' }).where(eq(users.id, user.id))
    expect((await me(token)).status).toBe(401)
  })

  it('a route declaring an admin-only rule lets admins through and answers 403 to others', async () => {
    const customer = await signedInUser()
    const admin = await signedInUser({ role: 'admin' })
    expect((await api.request('GET', adminOnly, { token: admin.token })).status).toBe(200)
    const refused = await api.request('GET', adminOnly, { token: customer.token })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('FORBIDDEN')
    expect((await api.request('GET', adminOnly)).status).toBe(401)
  })
})

describe('change password', () => {
  const change = (token: string, body: Record<string, string>) =>
    api.request('POST', apiPaths.myPassword, { token, body })

  it('refuses a wrong current password with the field, changing nothing', async () => {
    const { user, password, token } = await signedInUser()
    const response = await change(token, {
      currentPassword: 'Not-my-password1',
      newPassword: 'Changed-pass1',
      confirmPassword: 'Changed-pass1',
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
      fields: { currentPassword: 'errors:WRONG_CURRENT_PASSWORD' },
    })
    expect(await signInFully(api, mail, user.email, password)).toEqual(expect.any(String))
  })

  it('applies the change-password rules', async () => {
    const { token } = await signedInUser()
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { currentPassword: '', newPassword: 'short', confirmPassword: 'short' },
        { currentPassword: msg.currentPasswordRequired, newPassword: msg.newPasswordMin8 },
      ],
      [
        { currentPassword: 'x', newPassword: 'quancaphe77', confirmPassword: 'quancaphe77' },
        { newPassword: msg.newPasswordUppercase },
      ],
      [
        { currentPassword: 'x', newPassword: 'NOLOWERCASE1', confirmPassword: 'NOLOWERCASE1' },
        { newPassword: msg.newPasswordLowercase },
      ],
      [
        { currentPassword: 'x', newPassword: 'NoNumberHere', confirmPassword: 'NoNumberHere' },
        { newPassword: msg.newPasswordNumber },
      ],
      [
        { currentPassword: 'x', newPassword: 'Valid-pass1', confirmPassword: 'Valid-pass2' },
        { confirmPassword: msg.passwordsDontMatch },
      ],
    ]
    for (const [body, fields] of cases) {
      const response = await change(token, body)
      expect(response.status).toBe(400)
      expect(response.body.fields).toEqual(fields)
    }
  })

  it('revokes the other sessions but keeps the current one', async () => {
    const { user, password, token: current } = await signedInUser()
    const other = await signInFully(api, mail, user.email, password)
    const response = await change(current, {
      currentPassword: password,
      newPassword: 'Changed-pass1',
      confirmPassword: 'Changed-pass1',
    })
    expect(response.status).toBe(200)
    const notice = await mail.next(user.email)
    expect(notice.subject).toBe('Mật khẩu Wi-Fi Console của bạn đã thay đổi')
    expect(notice.text).toContain('vừa được thay đổi')
    expect((await me(current)).status).toBe(200)
    expect((await me(other)).status).toBe(401)
    const oldPassword = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password } })
    expect(oldPassword.status).toBe(401)
    expect(await signInFully(api, mail, user.email, 'Changed-pass1')).toEqual(expect.any(String))
  })
})

describe('profile', () => {
  const update = (token: string, body: Record<string, unknown>) => api.request('PATCH', apiPaths.me, { token, body })
  const valid = { username: 'lan_tran', firstname: 'Lan', lastname: 'Trần', phone: '+84 (90) 123-4567' }

  it('updates the profile, normalising the phone; the email stays', async () => {
    const { user, token } = await signedInUser()
    const response = await update(token, { ...valid, email: 'changed@example.com' })
    expect(response.status).toBe(200)
    expect(userSchema.parse(response.body)).toMatchObject({
      ...valid,
      phone: '+84901234567',
      email: user.email,
      fullName: 'Lan Trần',
    })
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(user.updatedAt.getTime())
    const cleared = await update(token, { ...valid, phone: '' })
    expect(cleared.body.phone).toBeNull()
  })

  it('PATCH changes only the fields it is sent: an omitted phone or username stays', async () => {
    const { token } = await signedInUser()
    const full = await update(token, { ...valid, username: `lan_${Date.now()}` })
    expect(full.status).toBe(200)
    const renamed = await update(token, { firstname: 'Hoa' })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toEqual({
      ...full.body,
      firstname: 'Hoa',
      fullName: 'Hoa Trần',
      updatedAt: renamed.body.updatedAt,
    })
  })

  it.each([
    [{ ...valid, username: 'ab' }, { username: msg.usernameLength }],
    [{ ...valid, username: 'a'.repeat(51) }, { username: msg.usernameLength }],
    [{ ...valid, username: 'bad name!' }, { username: msg.usernameCharacters }],
    [
      { ...valid, firstname: ' ', lastname: '' },
      { firstname: msg.firstnameRequired, lastname: msg.lastnameRequired },
    ],
    [
      { ...valid, firstname: 'x'.repeat(51), lastname: 'y'.repeat(51) },
      { firstname: msg.firstnameMax, lastname: msg.lastnameMax },
    ],
    [{ ...valid, phone: '12345' }, { phone: msg.phoneInvalid }],
    [{ ...valid, phone: '+84 90 123 4567 89012' }, { phone: msg.phoneInvalid }],
  ])('rejects %o with the field keys, changing nothing', async (body, fields) => {
    const { user, token } = await signedInUser({ username: `keep-${Math.random().toString(36).slice(2, 8)}` })
    const response = await update(token, body)
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual(fields)
    expect((await me(token)).body.username).toBe(user.username)
  })

  it('refuses a username someone else has, in any letter case', async () => {
    await createUser(db(), { username: 'taken_name' })
    const { token } = await signedInUser()
    const response = await update(token, { ...valid, username: 'Taken_Name' })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ code: 'USERNAME_IN_USE', fields: { username: 'errors:USERNAME_IN_USE' } })
    expect((await me(token)).body.username).toBeNull()
  })

  it('needs a session', async () => {
    expect((await api.request('PATCH', apiPaths.me, { body: valid })).status).toBe(401)
  })
})

describe('pruning', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

  it('deletes long-ended sessions, old challenges and old rate-limit windows, keeping live ones', async () => {
    const { user } = await createUser(db())
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) =>
      ({ userId: user.id, tokenHash, expiresAt, revokedAt }) as const
    await db()
      .insert(sessions)
      .values([
        session('prune-expired-long-ago', daysAgo(31)),
        session('prune-revoked-long-ago', daysAgo(-1), daysAgo(31)),
        session('prune-expired-recently', daysAgo(1)),
        session('prune-live', daysAgo(-7)),
      ])
    const challenge = (tokenHash: string, expiresAt: Date) =>
      ({ userId: user.id, tokenHash, codeHash: 'x', expiresAt, lastSentAt: expiresAt }) as const
    await db()
      .insert(otpChallenges)
      .values([challenge('prune-old-challenge', daysAgo(2)), challenge('prune-new-challenge', daysAgo(-0.01))])
    await db()
      .insert(rateLimits)
      .values([
        { bucket: 'prune-test', subject: 'old', hits: 3, windowStartedAt: daysAgo(2) },
        { bucket: 'prune-test', subject: 'current', hits: 3, windowStartedAt: new Date() },
      ])

    await pruneExpired(db(), { retentionDays: { guestSessions: 90, consents: 730, adReports: 365 } })

    const remainingSessions = (await db().select().from(sessions).where(eq(sessions.userId, user.id))).map(
      (row) => row.tokenHash,
    )
    expect(remainingSessions.sort()).toEqual(['prune-expired-recently', 'prune-live'])
    const remainingChallenges = (await db().select().from(otpChallenges).where(eq(otpChallenges.userId, user.id))).map(
      (row) => row.tokenHash,
    )
    expect(remainingChallenges).toEqual(['prune-new-challenge'])
    const remainingWindows = (await db().select().from(rateLimits).where(eq(rateLimits.bucket, 'prune-test'))).map(
      (row) => row.subject,
    )
    expect(remainingWindows).toEqual(['current'])
  })
})
