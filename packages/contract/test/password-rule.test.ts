import { describe, expect, it } from 'vitest'
import {
  acceptWithNewAccountSchema,
  changePasswordSchema,
  limits,
  msg,
  newPasswordField,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  userCreateSchema,
  userUpdateSchema,
} from '../src/index.ts'

/** The one rule for a password someone chooses (docs/decisions/052): the same answer from every form that sets one. */

/** The first message of each field. */
function firstMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message
  return byField
}

describe('the new-password rule', () => {
  it.each([
    ['empty', '', msg.newPasswordRequired],
    ['under 8 characters', 'Ca-phe7', msg.newPasswordMin8],
    ['without an uppercase letter', 'quancaphe77', msg.newPasswordUppercase],
    ['without a lowercase letter', 'QUANCAPHE77', msg.newPasswordLowercase],
    ['without a number', 'Quancaphe', msg.newPasswordNumber],
    ['over 128 characters', `Q1${'a'.repeat(limits.passwordMax - 1)}`, msg.passwordMax],
  ])('refuses a password %s, first with its own message', (_case, password, message) => {
    const result = newPasswordField.safeParse(password)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('takes 8 characters with an uppercase letter, a lowercase letter and a number, accents and all', () => {
    for (const password of ['Quancaphe77', 'Cà-phê-sữa-7', `Q1${'a'.repeat(limits.passwordMax - 2)}`]) {
      expect(newPasswordField.safeParse(password).success, password).toBe(true)
    }
  })
})

describe('every request that chooses a password', () => {
  const weak = 'quancaphe77'
  const strong = 'Quancaphe77'
  const user = { firstname: 'Lan', lastname: 'Trần', username: 'lan-tran', email: 'lan@quan.vn', role: 'customer' }
  const requests = [
    ['sign-up', signUpSchema, 'password', (p: string) => ({ email: 'an@quan.vn', password: p, confirmPassword: p })],
    [
      'a reset link',
      resetPasswordSchema,
      'newPassword',
      (p: string) => ({ token: 't', newPassword: p, confirmPassword: p }),
    ],
    [
      'Settings → Security',
      changePasswordSchema,
      'newPassword',
      (p: string) => ({ currentPassword: 'old', newPassword: p, confirmPassword: p }),
    ],
    [
      'an admin adding a user',
      userCreateSchema,
      'password',
      (p: string) => ({ ...user, password: p, confirmPassword: p }),
    ],
    [
      'an admin editing a user',
      userUpdateSchema,
      'password',
      (p: string) => ({ ...user, password: p, confirmPassword: p }),
    ],
    [
      'accepting an invitation with a new account',
      acceptWithNewAccountSchema,
      'password',
      (p: string) => ({ token: 't', firstname: 'Lan', lastname: 'Trần', password: p, confirmPassword: p }),
    ],
  ] as const

  it.each(requests)('%s refuses “quancaphe77” for want of an uppercase letter', (_form, schema, field, body) => {
    expect(firstMessages(schema.safeParse(body(weak)))).toEqual({ [field]: msg.newPasswordUppercase })
  })

  it.each(requests)('%s takes “Quancaphe77”', (_form, schema, _field, body) => {
    expect(schema.safeParse(body(strong)).success).toBe(true)
  })

  it('while sign-in still takes an existing password made under an older, looser rule', () => {
    expect(signInSchema.safeParse({ email: 'an@quan.vn', password: weak }).success).toBe(true)
  })
})

describe('a user an admin adds', () => {
  const user = {
    firstname: 'Lan',
    lastname: 'Trần',
    username: 'lan-tran',
    email: 'lan@quan.vn',
    role: 'customer',
    password: 'Quancaphe77',
    confirmPassword: 'Quancaphe77',
  }

  it('needs no phone, as the profile needs none: left out or empty, it is none', () => {
    expect(userCreateSchema.parse(user).phone).toBeNull()
    expect(userCreateSchema.parse({ ...user, phone: '' }).phone).toBeNull()
    expect(userUpdateSchema.parse({ ...user, phone: '  ' }).phone).toBeNull()
  })

  it('still has a phone checked when one is given', () => {
    expect(userCreateSchema.parse({ ...user, phone: '+84 90 123 4567' }).phone).toBe('+84901234567')
    expect(firstMessages(userCreateSchema.safeParse({ ...user, phone: '09012abc45' }))).toEqual({
      phone: msg.phoneInvalid,
    })
  })
})
