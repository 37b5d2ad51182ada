import {
  apiPaths,
  listResponseSchema,
  passkeyPaths,
  secondFactorPaths,
  userAccountCarePaths,
  userListItemSchema,
  type AuditEntry,
} from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { passkeys, rateLimits, recoveryCodes, sessions, totpFactors } from '../src/db/schema.ts'
import { enrolApp } from './support/authenticator.ts'
import { signInFully, startSignIn } from './support/flows.ts'
import { auditOf, withQuery } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'
import { SoftAuthenticator } from './support/webauthn-authenticator.ts'

/** An admin's care of another user's account from the users list (issue 24, docs/decisions/040). */

const { api, db, mail, startApp, userWithSession } = useTestApp({ mail: true })
const authenticator = new SoftAuthenticator()

async function registerPasskey(token: string, name: string) {
  const options = await api.request('POST', passkeyPaths.myPasskeyRegistrationOptions, { token })
  const { credential } = authenticator.create(options.body)
  const response = await api.request('POST', passkeyPaths.myPasskeys, { token, body: { name, credential } })
  expect(response.status).toBe(201)
}

/** The user's row of the users list, searched by their email. */
async function listRow(adminToken: string, email: string) {
  const response = await api.request('GET', withQuery(apiPaths.users, { q: email }), { token: adminToken })
  expect(response.status).toBe(200)
  const [row] = listResponseSchema(userListItemSchema).parse(response.body).items
  return row
}

const latestEntry = async (adminToken: string, userId: string) =>
  ((await auditOf(api, adminToken, userId)).body.items as AuditEntry[])[0]

const me = (token: string) => api.request('GET', apiPaths.me, { token })

describe('the users list', () => {
  it('shows each user’s second factors, last activity and lock', async () => {
    const admin = await userWithSession({ role: 'admin' })
    const quiet = await userWithSession()
    await db().delete(sessions).where(eq(sessions.userId, quiet.user.id))
    expect(await listRow(admin.token, quiet.user.email)).toMatchObject({
      authenticatorApp: false,
      passkeys: 0,
      lastActiveAt: null,
      locked: false,
    })

    const busy = await userWithSession()
    await enrolApp(api, busy.token)
    await registerPasskey(busy.token, 'Laptop')
    await registerPasskey(busy.token, 'Phone')
    const usedAt = new Date('2026-11-20T08:30:00Z')
    await db().update(sessions).set({ lastUsedAt: usedAt }).where(eq(sessions.userId, busy.user.id))
    expect(await listRow(admin.token, busy.user.email)).toMatchObject({
      authenticatorApp: true,
      passkeys: 2,
      lastActiveAt: usedAt.toISOString(),
      locked: false,
    })

    const csv = await api.request('GET', withQuery(apiPaths.usersExport, { q: busy.user.email }), {
      token: admin.token,
      headers: { 'accept-language': 'en' },
    })
    expect(csv.status).toBe(200)
    // In Vietnam time, as the file's first line says.
    expect(String(csv.body)).toContain(`,Customer,Active,"Authenticator app, 2 passkeys",2026-11-20T15:30:00+07:00,`)
  })
})

describe('ending all of a user’s sessions', () => {
  it('signs them out everywhere and audits it', async () => {
    const admin = await userWithSession({ role: 'admin' })
    const target = await userWithSession()
    const second = await userWithSession({ email: `second-${target.user.email}` })
    expect((await me(target.token)).status).toBe(200)

    const response = await api.request('POST', userAccountCarePaths.endSessions(target.user.id), {
      token: admin.token,
      ip: '203.0.113.9',
    })

    expect(response.status).toBe(200)
    expect(response.body).toEqual({ ended: 1 })
    expect((await me(target.token)).status).toBe(401)
    expect((await me(second.token)).status).toBe(200)
    expect(await latestEntry(admin.token, target.user.id)).toMatchObject({
      actorEmail: admin.user.email,
      ip: '203.0.113.9',
      action: 'update',
      entity: 'user',
      changes: { liveSessions: [1, 0] },
    })
  })
})

describe('unlocking an account', () => {
  it('lets a user locked by failed sign-ins sign in again at once', async () => {
    const admin = await userWithSession({ role: 'admin' })
    const { user, password } = await userWithSession()
    const ip = '198.51.100.23'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await api.request('POST', apiPaths.signIn, {
        ip,
        body: { email: user.email, password: 'Wrong-1a' },
      })
      expect(wrong.status).toBe(401)
    }
    const refused = await api.request('POST', apiPaths.signIn, { ip, body: { email: user.email, password } })
    expect(refused.status).toBe(429)
    expect((await listRow(admin.token, user.email))?.locked).toBe(true)

    const response = await api.request('POST', userAccountCarePaths.unlock(user.id), { token: admin.token })

    expect(response.status).toBe(200)
    expect(response.body).toEqual({ ok: true })
    expect((await listRow(admin.token, user.email))?.locked).toBe(false)
    const { methods } = await startSignIn(api, mail, user.email, password, { ip })
    expect(methods).toEqual(['email'])
    expect(await latestEntry(admin.token, user.id)).toMatchObject({
      actorEmail: admin.user.email,
      changes: { locked: [true, false] },
    })
  })

  it('counts too many wrong codes as a lock too', async () => {
    const admin = await userWithSession({ role: 'admin' })
    const { user } = await userWithSession()
    await db()
      .insert(rateLimits)
      .values({ bucket: 'otp-failures:account', subject: user.id, hits: 10, windowStartedAt: new Date() })
    expect((await listRow(admin.token, user.email))?.locked).toBe(true)
    await api.request('POST', userAccountCarePaths.unlock(user.id), { token: admin.token })
    expect((await listRow(admin.token, user.email))?.locked).toBe(false)
  })
})

describe('resetting a user’s second factors', () => {
  it('removes their app, recovery codes and passkeys, signs them out, emails and audits', async () => {
    const admin = await userWithSession({ role: 'admin' })
    const { user, password, token } = await userWithSession()
    await enrolApp(api, token)
    await registerPasskey(token, 'Laptop')
    await mail.next(user.email)
    await mail.next(user.email)
    const before = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password } })
    expect(before.body.methods).toEqual(['totp', 'passkey'])

    const response = await api.request('POST', userAccountCarePaths.resetSecondFactors(user.id), {
      token: admin.token,
    })

    expect(response.status).toBe(200)
    expect(await db().select().from(totpFactors).where(eq(totpFactors.userId, user.id))).toEqual([])
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([])
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([])
    expect((await me(token)).status).toBe(401)

    const notice = await mail.next(user.email)
    expect(notice.subject).toBe('Quản trị viên đã đặt lại các bước đăng nhập tài khoản Wi-Fi Console của bạn')
    expect(notice.text).toContain('Hãy đăng nhập lại bằng mật khẩu và mã chúng tôi gửi qua email:')
    expect(notice.text).not.toContain('thiết lập lại')

    const { methods } = await startSignIn(api, mail, user.email, password)
    expect(methods).toEqual(['email'])

    const entry = await latestEntry(admin.token, user.id)
    expect(entry).toMatchObject({ actorEmail: admin.user.email, action: 'update', entity: 'user' })
    expect(entry?.changes).toEqual({
      authenticatorApp: [true, false],
      recoveryCodes: ['[hidden]', null],
      passkeys: [['Laptop'], []],
      liveSessions: [1, 0],
    })
  })
  it('leads a user REQUIRE_STRONG_MFA covers through enrolment again, as the email says', async () => {
    const strict = await startApp({ env: { REQUIRE_STRONG_MFA: 'admin' } })
    const admin = await userWithSession({ role: 'admin' })
    await enrolApp(strict, admin.token)
    const target = await userWithSession({ role: 'admin' })
    await enrolApp(strict, target.token)
    await mail.next(target.user.email)

    const response = await strict.request('POST', userAccountCarePaths.resetSecondFactors(target.user.id), {
      token: admin.token,
    })

    expect(response.status).toBe(200)
    const notice = await mail.next(target.user.email)
    expect(notice.text).toContain('Sau đó bạn sẽ được yêu cầu thiết lập lại ứng dụng xác thực hoặc khóa truy cập.')
    const token = await signInFully(strict, mail, target.user.email, target.password)
    expect((await strict.request('GET', apiPaths.me, { token })).body.code).toBe('STRONG_FACTOR_REQUIRED')
  })
})

describe('an admin’s own account and customers', () => {
  it('refuses an admin’s own account: they use Settings → Security', async () => {
    const admin = await userWithSession({ role: 'admin' })
    for (const path of [userAccountCarePaths.endSessions, userAccountCarePaths.resetSecondFactors]) {
      const response = await api.request('POST', path(admin.user.id), { token: admin.token })
      expect(response.status).toBe(409)
      expect(response.body).toEqual({
        code: 'OWN_ACCOUNT_CARE',
        message: 'Change your own sign-in steps in Settings → Security.',
      })
    }
    expect((await me(admin.token)).status).toBe(200)
  })

  it('refuses a customer with 403 and changes nothing', async () => {
    const customer = await userWithSession()
    const target = await userWithSession()
    for (const path of Object.values(userAccountCarePaths)) {
      const response = await api.request('POST', path(target.user.id), { token: customer.token })
      expect(response.status).toBe(403)
      expect(response.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this.' })
    }
    expect((await me(target.token)).status).toBe(200)
  })

  it('answers 404 for a user who does not exist', async () => {
    const admin = await userWithSession({ role: 'admin' })
    const response = await api.request('POST', userAccountCarePaths.unlock('00000000-0000-4000-8000-000000000000'), {
      token: admin.token,
    })
    expect(response.status).toBe(404)
  })
})

describe('a user’s own second-factor changes in the trail', () => {
  it('records the app, recovery codes and passkeys without a secret', async () => {
    const admin = await userWithSession({ role: 'admin' })
    const { user, password, token } = await userWithSession()
    await enrolApp(api, token)
    const enrolled = await latestEntry(admin.token, user.id)
    expect(enrolled?.changes).toEqual({ authenticatorApp: [false, true], recoveryCodes: [null, '[hidden]'] })

    const renewed = await api.request('POST', secondFactorPaths.recoveryCodes, { token, body: { password } })
    expect(renewed.status).toBe(200)
    expect((await latestEntry(admin.token, user.id))?.changes).toEqual({ recoveryCodes: ['[hidden]', '[hidden]'] })

    await registerPasskey(token, 'Laptop')
    expect((await latestEntry(admin.token, user.id))?.changes).toEqual({ passkeys: [[], ['Laptop']] })
    const [passkey] = await db().select().from(passkeys).where(eq(passkeys.userId, user.id))
    const removed = await api.request('DELETE', passkeyPaths.myPasskey(passkey!.id), { token, body: { password } })
    expect(removed.status).toBe(200)
    expect((await latestEntry(admin.token, user.id))?.changes).toEqual({ passkeys: [['Laptop'], []] })

    const removedApp = await api.request('POST', secondFactorPaths.totpRemove, { token, body: { password } })
    expect(removedApp.status).toBe(200)
    expect((await latestEntry(admin.token, user.id))?.changes).toEqual({
      authenticatorApp: [true, false],
      recoveryCodes: ['[hidden]', null],
    })
    const trail = JSON.stringify((await auditOf(api, admin.token, user.id)).body)
    expect(trail).not.toMatch(/secret|publicKey|codeHash/i)
  })
})
