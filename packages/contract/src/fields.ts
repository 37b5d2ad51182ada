import { z } from 'zod'
import { limits } from './constants.ts'
import { msg } from './messages.ts'

/** Reusable field schemas; each message is a key from `msg`. */

export const emailField = z
  .string({ error: msg.emailRequired })
  .trim()
  .min(1, msg.emailRequired)
  .pipe(z.email(msg.emailInvalid))
  .transform((value) => value.toLowerCase())

/** The sign-in and sign-up password (SPEC §5: required, at least 7). */
export const signInPasswordField = z
  .string({ error: msg.passwordRequired })
  .min(1, msg.passwordRequired)
  .min(limits.signInPasswordMin, msg.passwordMin7)

/** A new password (SPEC §5 change password: at least 8 with an uppercase, a lowercase letter and a number). */
export const newPasswordField = z
  .string({ error: msg.newPasswordMin8 })
  .min(limits.changePasswordMin, msg.newPasswordMin8)
  .regex(/[A-Z]/, msg.newPasswordUppercase)
  .regex(/[a-z]/, msg.newPasswordLowercase)
  .regex(/[0-9]/, msg.newPasswordNumber)

export const usernameField = z
  .string({ error: msg.usernameLength })
  .trim()
  .min(limits.usernameMin, msg.usernameLength)
  .max(limits.usernameMax, msg.usernameLength)
  .regex(/^[A-Za-z0-9_-]+$/, msg.usernameCharacters)

export const firstnameField = z
  .string({ error: msg.firstnameRequired })
  .trim()
  .min(1, msg.firstnameRequired)
  .max(limits.nameMax, msg.firstnameMax)

export const lastnameField = z
  .string({ error: msg.lastnameRequired })
  .trim()
  .min(1, msg.lastnameRequired)
  .max(limits.nameMax, msg.lastnameMax)

const phoneSeparators = /[\s.()-]/g
/** Digits with an optional leading "+" country code; spaces, dots, dashes and brackets are ignored. */
export const phonePattern = new RegExp(`^\\+?[0-9]{${limits.phoneDigitsMin},${limits.phoneDigitsMax}}$`)

export function normalizePhone(value: string): string {
  return value.replace(phoneSeparators, '')
}

/** An optional phone: an empty string means none and becomes null. */
export const optionalPhoneField = z
  .string()
  .trim()
  .transform(normalizePhone)
  .refine((value) => value === '' || phonePattern.test(value), msg.phoneInvalid)
  .transform((value) => (value === '' ? null : value))
