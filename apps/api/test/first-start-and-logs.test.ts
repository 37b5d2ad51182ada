import { apiPaths } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { demoCustomers, demoPassword } from '../demo/accounts.ts'
import { generatedAdminEmail } from '../src/bootstrap/first-admin.ts'
import { users } from '../src/db/schema.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { signInFully } from './support/flows.ts'
import { startTestApp, type TestApp } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

const { db, mail, database } = useTestApp({ mail: true, app: false })

const started: TestApp[] = []

afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()))
})

const messages = (api: TestApp) => api.logs.map((line) => String(line.msg ?? ''))
const allLogText = (api: TestApp) => api.logs.map((line) => JSON.stringify(line)).join('\n')

async function start(env: Record<string, string> = {}, withSmtp = true) {
  const api = await startTestApp({ database: database.handle, smtpUrl: withSmtp ? mail.smtpUrl : undefined, env })
  started.push(api)
  return api
}

describe('first start', () => {
  it('creates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD on an empty database, only once', async () => {
    await db().delete(users)
    const admin = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'Boss-pass1' }
    const first = await start(admin)
    const rows = await db().select().from(users)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'boss@example.com', role: 'admin', status: 'active' })
    expect(allLogText(first)).not.toContain('Boss-pass1')
    expect(await signInFully(first, mail, 'boss@example.com', 'Boss-pass1')).toEqual(expect.any(String))

    const second = await start({ ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'Other-pass1' })
    expect(await db().select().from(users)).toHaveLength(1)
    expect(messages(second).some((text) => text.includes('First start'))).toBe(false)
  })

  it('without ADMIN_* generates an administrator and prints its login once, prominently', async () => {
    await db().delete(users)
    const first = await start()
    const block = messages(first).find((text) => text.includes('First start'))
    expect(block).toBeDefined()
    expect(block).toContain(generatedAdminEmail)
    expect(block!.split('\n').length).toBeGreaterThan(3)
    const password = /Password:\s+(\S+)/.exec(block!)?.[1]
    expect(password).toBeDefined()
    expect(await signInFully(first, mail, generatedAdminEmail, password!)).toEqual(expect.any(String))
    const [admin] = await db().select().from(users).where(eq(users.email, generatedAdminEmail))
    expect(admin?.role).toBe('admin')

    const second = await start()
    expect(messages(second).some((text) => text.includes(password!))).toBe(false)
    expect(await db().select().from(users)).toHaveLength(1)
  })

  it('adds the demo customers only with DEMO_SEED=true, and prints their login once', async () => {
    const before = (await db().select().from(users)).length
    await start()
    expect(await db().select().from(users)).toHaveLength(before)

    const seeded = await start({ DEMO_SEED: 'true' })
    expect(await db().select().from(users)).toHaveLength(before + demoCustomers.length)
    const block = messages(seeded).find((text) => text.includes('DEMO_SEED'))
    for (const customer of demoCustomers) expect(block).toContain(customer.email)
    expect(block).toContain(demoPassword)
    expect(await signInFully(seeded, mail, demoCustomers[0]!.email, demoPassword)).toEqual(expect.any(String))

    const again = await start({ DEMO_SEED: 'true' })
    expect(await db().select().from(users)).toHaveLength(before + demoCustomers.length)
    expect(messages(again).some((text) => text.includes('DEMO_SEED'))).toBe(false)
  })
})

describe('logging', () => {
  it('without SMTP_URL prints each email (recipient, subject, code) to the log, and the code works', async () => {
    const api = await start({}, false)
    const { user, password } = await createUser(db())
    const signIn = await api.request('POST', apiPaths.signIn, { body: { email: user.email, password } })
    expect(signIn.status).toBe(200)
    const line = messages(api).find((text) => text.includes(user.email) && text.includes('Mã đăng nhập'))
    expect(line).toBeDefined()
    const code = /Mã đăng nhập của bạn: (\d{6})/.exec(line!)?.[1]
    const verify = await api.request('POST', apiPaths.verifyOtp, {
      body: { challengeToken: signIn.body.challengeToken, code },
    })
    expect(verify.status).toBe(200)

    await api.request('POST', apiPaths.forgotPassword, { body: { email: user.email } })
    await api.close()
    const resetLine = messages(api).find((text) => text.includes(user.email) && text.includes('/reset-password?token='))
    expect(resetLine).toBeDefined()
  })

  it('never logs passwords, session or challenge tokens, and redacts reset tokens in request URLs', async () => {
    const api = await start()
    const { user, password } = await createUser(db())
    const token = await signInFully(api, mail, user.email, password)
    await api.request('POST', apiPaths.myPassword, {
      token,
      body: { currentPassword: password, newPassword: 'Secret-new-pass1', confirmPassword: 'Secret-new-pass1' },
    })
    await api.request('GET', '/reset-password?token=very-secret-reset-token')
    const text = allLogText(api)
    expect(text).toContain('incoming request')
    for (const secret of [password, 'Secret-new-pass1', token, 'very-secret-reset-token']) {
      expect(text).not.toContain(secret)
    }
  })
})
