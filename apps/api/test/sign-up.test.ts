import { apiPaths, msg } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { users } from '../src/db/schema.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { findUserByEmail } from '../src/modules/users/user-repository.ts'
import { useTestApp } from './support/use-test-app.ts'

const { api, db, mail } = useTestApp({ mail: true })

const countUsers = async () => (await db().select().from(users)).length
const signUp = (email: string, password = 'Cà-phê-sữa-7', headers?: Record<string, string>) =>
  api.request('POST', apiPaths.signUp, { body: { email, password, confirmPassword: password }, headers })

describe('sign-up', () => {
  it('creates an active customer with only an email and an argon2id hash, and welcomes them by email', async () => {
    const response = await signUp('  New.Person@Example.COM ')
    expect(response.status).toBe(202)
    expect(response.body).toEqual({ ok: true })

    const welcome = await mail.next('new.person@example.com')
    expect(welcome.subject).toBe('Tài khoản Wi-Fi Console của bạn đã sẵn sàng')
    expect(welcome.text).toContain('http://console.test/sign-in')
    const row = await findUserByEmail(db(), 'new.person@example.com')
    expect(row).toMatchObject({
      email: 'new.person@example.com',
      role: 'customer',
      status: 'active',
      username: null,
      firstname: null,
      lastname: null,
      phone: null,
    })
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('writes its emails in the language the browser asks for', async () => {
    expect((await signUp('english@example.com', 'Cà-phê-sữa-7', { 'accept-language': 'en-GB,en;q=0.8' })).status).toBe(
      202,
    )
    expect((await mail.next('english@example.com')).subject).toBe('Your Wi-Fi Console account is ready')
  })

  it('answers a taken email exactly as a new one, changes nothing, and tells the owner by email', async () => {
    const { user } = await createUser(db(), { email: 'taken@example.com', firstname: 'Secret' })
    const before = await countUsers()
    const taken = await signUp('TAKEN@example.com')
    const fresh = await signUp('fresh-for-comparison@example.com')

    expect(taken.status).toBe(fresh.status)
    expect(taken.body).toEqual(fresh.body)
    expect(taken.headers.get('content-length')).toBe(fresh.headers.get('content-length'))

    const notice = await mail.next('taken@example.com')
    expect(notice.subject).toBe('Có người thử đăng ký bằng email của bạn')
    expect(notice.text).toContain('http://console.test/forgot-password')
    await mail.next('fresh-for-comparison@example.com')
    expect(await countUsers()).toBe(before + 1)
    expect(await findUserByEmail(db(), 'taken@example.com')).toEqual(user)
  })

  it('refuses a common password with its own field key, creating nothing and sending nothing', async () => {
    const before = await countUsers()
    const response = await signUp('common@example.com', 'Password1')
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      code: 'COMMON_PASSWORD',
      message: expect.any(String),
      fields: { password: 'errors:COMMON_PASSWORD' },
    })
    expect(await countUsers()).toBe(before)
    expect(mail.pending('common@example.com')).toHaveLength(0)
  })

  it.each([
    [{}, { email: msg.emailRequired, password: msg.newPasswordRequired, confirmPassword: msg.confirmPasswordRequired }],
    [
      { email: '', password: '', confirmPassword: '' },
      { email: msg.emailRequired, password: msg.newPasswordRequired, confirmPassword: msg.confirmPasswordRequired },
    ],
    [{ email: 'not-an-email', password: 'Secret12', confirmPassword: 'Secret12' }, { email: msg.emailInvalid }],
    // Choosing a password follows the one rule (docs/decisions/052), not sign-in's 7 characters.
    [{ email: 'a@example.com', password: 'Short1a', confirmPassword: 'Short1a' }, { password: msg.newPasswordMin8 }],
    [
      { email: 'a@example.com', password: 'quancaphe77', confirmPassword: 'quancaphe77' },
      { password: msg.newPasswordUppercase },
    ],
    [
      { email: 'a@example.com', password: 'Secret12', confirmPassword: 'Secret13' },
      { confirmPassword: msg.passwordsDontMatchSignUp },
    ],
  ])('rejects %o with 400 and each field key, creating nothing', async (body, fields) => {
    const before = await countUsers()
    const response = await api.request('POST', apiPaths.signUp, { body })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), fields })
    expect(await countUsers()).toBe(before)
  })
})
