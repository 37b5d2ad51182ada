import { apiPaths, msg, userSchema } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../src/db/schema.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'
import { startTestApp, type TestApp } from './support/test-app.ts'

let database: TestDatabase
let api: TestApp

beforeAll(async () => {
  database = await createTestDatabase()
  api = await startTestApp({ database: database.handle })
})

afterAll(async () => {
  await api?.close()
  await database?.dispose()
})

const countUsers = async () => (await database.handle.db.select().from(users)).length

describe('sign-up', () => {
  it('creates an active customer with only an email, and a password hashed with argon2id', async () => {
    const response = await api.request('POST', apiPaths.signUp, {
      body: { email: '  New.Person@Example.COM ', password: 'secret1', confirmPassword: 'secret1' },
    })
    expect(response.status).toBe(201)
    const user = userSchema.parse(response.body.user)
    expect(user).toMatchObject({
      email: 'new.person@example.com',
      role: 'customer',
      status: 'active',
      username: null,
      firstname: null,
      lastname: null,
      phone: null,
      fullName: 'new.person@example.com',
    })
    expect(JSON.stringify(response.body)).not.toContain('argon2')

    const [row] = await database.handle.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('refuses an email already in use, in any letter case, without revealing anything else', async () => {
    const { user } = await createUser(database.handle.db, { email: 'taken@example.com', firstname: 'Secret' })
    const before = await countUsers()
    const response = await api.request('POST', apiPaths.signUp, {
      body: { email: 'TAKEN@example.com', password: 'secret1', confirmPassword: 'secret1' },
    })
    expect(response.status).toBe(409)
    expect(response.body).toEqual({
      code: 'EMAIL_IN_USE',
      message: expect.any(String),
      fields: { email: 'errors:EMAIL_IN_USE' },
    })
    expect(JSON.stringify(response.body)).not.toContain(user.id)
    expect(JSON.stringify(response.body)).not.toContain('Secret')
    expect(await countUsers()).toBe(before)
  })

  it.each([
    [{}, { email: msg.emailRequired, password: msg.passwordRequired, confirmPassword: msg.confirmPasswordRequired }],
    [
      { email: '', password: '', confirmPassword: '' },
      { email: msg.emailRequired, password: msg.passwordRequired, confirmPassword: msg.confirmPasswordRequired },
    ],
    [{ email: 'not-an-email', password: 'secret1', confirmPassword: 'secret1' }, { email: msg.emailInvalid }],
    [{ email: 'a@example.com', password: 'short', confirmPassword: 'short' }, { password: msg.passwordMin7 }],
    [
      { email: 'a@example.com', password: 'secret1', confirmPassword: 'secret2' },
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
