import { describe, expect, it } from 'vitest'
import {
  changePasswordSchema,
  msg,
  otpFormSchema,
  recoveryCodeFormSchema,
  signInSchema,
  signUpSchema,
  updateProfileSchema,
  userCreateSchema,
  userUpdateSchema,
  venueDetailsSchema,
  venueInputSchema,
  verifyOtpSchema,
} from '../src/index.ts'

function firstMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message
  return byField
}

describe('sign in', () => {
  it('requires an email and a password', () => {
    expect(firstMessages(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: msg.emailRequired,
      password: msg.passwordRequired,
    })
  })
  it('rejects a malformed email and a short password', () => {
    expect(firstMessages(signInSchema.safeParse({ email: 'nope', password: 'abc' }))).toEqual({
      email: msg.emailInvalid,
      password: msg.passwordMin7,
    })
  })
  it('trims and lower-cases the email', () => {
    expect(signInSchema.parse({ email: ' An@Example.COM ', password: 'secret1' }).email).toBe('an@example.com')
  })
})

describe('sign up', () => {
  it('requires the confirmation and that it matches', () => {
    expect(
      firstMessages(signUpSchema.safeParse({ email: 'a@b.co', password: 'Secret12', confirmPassword: '' })),
    ).toEqual({
      confirmPassword: msg.confirmPasswordRequired,
    })
    expect(
      firstMessages(signUpSchema.safeParse({ email: 'a@b.co', password: 'Secret12', confirmPassword: 'Secret13' })),
    ).toEqual({
      confirmPassword: msg.passwordsDontMatchSignUp,
    })
  })
})

describe('otp', () => {
  it('requires the code and six digits', () => {
    expect(firstMessages(otpFormSchema.safeParse({ code: '' }))).toEqual({ code: msg.otpRequired })
    expect(firstMessages(otpFormSchema.safeParse({ code: '12a456' }))).toEqual({ code: msg.otpFormat })
    expect(otpFormSchema.parse({ code: '123456' }).code).toBe('123456')
  })
})

describe('the second step with an authenticator app', () => {
  it('takes six digits or a recovery code, typed with or without its dash, in either case', () => {
    const challengeToken = 'token'
    for (const code of ['123456', 'k7m2p-9qx4w', 'K7M2P9QX4W', ' k7m2p-9qx4w ']) {
      expect(verifyOtpSchema.safeParse({ challengeToken, code }).success, code).toBe(true)
    }
    for (const code of ['12345', 'k7m2p-9qx4', 'k7m2p--9qx4w', 'k7m2p_9qx4w']) {
      expect(firstMessages(verifyOtpSchema.safeParse({ challengeToken, code })), code).toEqual({ code: msg.otpFormat })
    }
  })

  it('asks for a recovery code in its own words', () => {
    expect(firstMessages(recoveryCodeFormSchema.safeParse({ code: '' }))).toEqual({ code: msg.recoveryCodeRequired })
    expect(firstMessages(recoveryCodeFormSchema.safeParse({ code: '123456' }))).toEqual({
      code: msg.recoveryCodeFormat,
    })
  })
})

describe('change password', () => {
  const base = { currentPassword: 'old', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' }
  it.each([
    ['short1A', msg.newPasswordMin8],
    ['abcdefg1', msg.newPasswordUppercase],
    ['ABCDEFG1', msg.newPasswordLowercase],
    ['Abcdefgh', msg.newPasswordNumber],
  ])('rejects %s', (newPassword, message) => {
    expect(
      firstMessages(changePasswordSchema.safeParse({ ...base, newPassword, confirmPassword: newPassword })),
    ).toEqual({
      newPassword: message,
    })
  })
  it('requires the current password and a matching confirmation', () => {
    expect(
      firstMessages(changePasswordSchema.safeParse({ ...base, currentPassword: '', confirmPassword: 'x' })),
    ).toEqual({
      currentPassword: msg.currentPasswordRequired,
      confirmPassword: msg.passwordsDontMatch,
    })
  })
})

describe('profile', () => {
  const base = { username: 'an_nguyen', firstname: 'An', lastname: 'Nguyễn', phone: '' }
  it('accepts a valid profile and normalises the phone', () => {
    expect(updateProfileSchema.parse({ ...base, phone: '+84 912 345 678' }).phone).toBe('+84912345678')
    expect(updateProfileSchema.parse(base).phone).toBeNull()
  })
  it.each([
    [{ username: 'ab' }, 'username', msg.usernameLength],
    [{ username: 'a'.repeat(51) }, 'username', msg.usernameLength],
    [{ username: 'an nguyen' }, 'username', msg.usernameCharacters],
    [{ firstname: '' }, 'firstname', msg.firstnameRequired],
    [{ firstname: 'a'.repeat(51) }, 'firstname', msg.firstnameMax],
    [{ lastname: ' ' }, 'lastname', msg.lastnameRequired],
    [{ lastname: 'a'.repeat(51) }, 'lastname', msg.lastnameMax],
    [{ phone: '1234567890123456' }, 'phone', msg.phoneInvalid],
    [{ phone: '09x1234567' }, 'phone', msg.phoneInvalid],
  ])('rejects %o', (patch, field, message) => {
    expect(firstMessages(updateProfileSchema.safeParse({ ...base, ...patch }))).toEqual({ [field]: message })
  })
})

describe('a schema takes its own output (a form sends what it parsed; the API parses it again)', () => {
  it.each([
    [
      'venue, optional fields empty',
      venueInputSchema,
      { name: 'Quán', email: 'a@b.vn', phone: '0912345678', address: 'x' },
    ],
    [
      'venue details, optional fields set',
      venueDetailsSchema,
      { name: 'Quán', email: 'a@b.vn', phone: '0912345678', address: 'x', website: 'https://a.vn', ssid: 'Cafe' },
    ],
    [
      'profile without a phone',
      updateProfileSchema,
      { username: 'lan', firstname: 'Lan', lastname: 'Trần', phone: '' },
    ],
  ] as const)('%s', (_name, schema, input) => {
    const once = schema.parse(input)
    expect(schema.parse(once)).toEqual(once)
  })

  it('keeps the messages of the optional fields', () => {
    const result = venueInputSchema.safeParse({
      name: 'Quán',
      email: 'a@b.vn',
      phone: '0912345678',
      address: 'x',
      website: 'nope',
      wifiPassword: 'short',
    })
    expect(firstMessages(result)).toEqual({ website: msg.websiteInvalid, wifiPassword: msg.wifiPasswordLength })
  })
})

describe('user passwords', () => {
  const profile = { firstname: 'An', lastname: 'Le', username: 'an-le', email: 'an@b.co', phone: '0901234567' }
  const user = { ...profile, role: 'customer' }

  it('must match when an admin creates a user', () => {
    expect(
      firstMessages(userCreateSchema.safeParse({ ...user, password: 'Secret12', confirmPassword: 'Secret13' })),
    ).toEqual({ confirmPassword: msg.passwordsDontMatchSignUp })
  })
  it('may both be left out when editing, which keeps the password, but not one alone', () => {
    expect(userUpdateSchema.safeParse(user).success).toBe(true)
    expect(firstMessages(userUpdateSchema.safeParse({ ...user, password: 'Secret12' }))).toEqual({
      confirmPassword: msg.passwordsDontMatchSignUp,
    })
  })
})
