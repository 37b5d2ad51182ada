import * as z from 'zod/mini'
import { limits } from './constants.ts'
import { msg } from './messages.ts'

/**
 * Reusable field schemas; each message is a key from `msg`. The contract is written with zod/mini, whose
 * functions tree-shake, so the browser loads only the validators a page uses.
 */

/** An email as typed: required, trimmed, at most 254 characters; `invalidMessage` when malformed. */
export const emailWith = (invalidMessage: string) =>
  z.pipe(
    z
      .string({ error: msg.emailRequired })
      .check(z.trim(), z.minLength(1, msg.emailRequired), z.maxLength(limits.emailMax, msg.emailMax)),
    z.email(invalidMessage).check(z.toLowerCase()),
  )

export const emailField = emailWith(msg.emailInvalid)

/** A password as typed where no other rule applies (the current one, a confirmation): at most 128 characters. */
export const passwordText = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(z.minLength(1, requiredMessage), z.maxLength(limits.passwordMax, msg.passwordMax))

/**
 * The password typed at sign-in (docs/product.md §5.1: required, at least 7). It checks a password that already
 * exists, so it stays looser than the rule for choosing one: an account made under an older rule can still sign in.
 */
export const signInPasswordField = z
  .string({ error: msg.passwordRequired })
  .check(
    z.minLength(1, msg.passwordRequired),
    z.minLength(limits.signInPasswordMin, msg.passwordMin7),
    z.maxLength(limits.passwordMax, msg.passwordMax),
  )

/**
 * The one rule for a password someone chooses, wherever that happens: sign-up, a reset link, Settings → Security, an
 * admin adding a user or setting their password, and the first administrator's ADMIN_PASSWORD (docs/decisions/052).
 * At least 8 characters with an uppercase letter, a lowercase letter and a number (docs/product.md §5.5, the
 * strictest rule the specification gives); `msg.newPasswordRules` says it under every such field. The server also
 * refuses a common password (apps/api/src/security/common-passwords.ts) at each of these places.
 */
export const newPasswordField = z
  .string({ error: msg.newPasswordRequired })
  .check(
    z.minLength(1, msg.newPasswordRequired),
    z.minLength(limits.newPasswordMin, msg.newPasswordMin8),
    z.maxLength(limits.passwordMax, msg.passwordMax),
    z.regex(/[A-Z]/, msg.newPasswordUppercase),
    z.regex(/[a-z]/, msg.newPasswordLowercase),
    z.regex(/[0-9]/, msg.newPasswordNumber),
  )

/**
 * A new-password pair: the confirmation must repeat `passwordKey`'s value, else `message` under `confirmPassword`.
 * A missing value counts as empty, so a form that may leave both out (editing a user) passes.
 */
export const passwordsMatch = <K extends string>(passwordKey: K, message: string) =>
  z.refine<Partial<Record<K | 'confirmPassword', string>>>(
    (value) => (value[passwordKey] ?? '') === (value.confirmPassword ?? ''),
    { message, path: ['confirmPassword'] },
  )

export const usernameField = z
  .string({ error: msg.usernameLength })
  .check(
    z.trim(),
    z.minLength(limits.usernameMin, msg.usernameLength),
    z.maxLength(limits.usernameMax, msg.usernameLength),
    z.regex(/^[A-Za-z0-9_-]+$/, msg.usernameCharacters),
  )

export const firstnameField = z
  .string({ error: msg.firstnameRequired })
  .check(z.trim(), z.minLength(1, msg.firstnameRequired), z.maxLength(limits.nameMax, msg.firstnameMax))

export const lastnameField = z
  .string({ error: msg.lastnameRequired })
  .check(z.trim(), z.minLength(1, msg.lastnameRequired), z.maxLength(limits.nameMax, msg.lastnameMax))

const phoneSeparators = /[\s.()-]/g
/** Digits with an optional leading "+" country code; spaces, dots, dashes and brackets are ignored. */
const phonePattern = new RegExp(`^\\+?[0-9]{${limits.phoneDigitsMin},${limits.phoneDigitsMax}}$`)

function normalizePhone(value: string): string {
  return value.replace(phoneSeparators, '')
}

/**
 * An optional value typed as text: an empty string means none and becomes null. null itself is taken too, so a
 * schema accepts its own output: a form sends what it parsed, and the API parses it again.
 */
export const emptyAsNull = (text: z.ZodMiniType<string, string>) =>
  z.pipe(
    z.pipe(
      z.transform((value: string | null) => value ?? ''),
      text,
    ),
    z.transform((value: string) => (value === '' ? null : value)),
  )

/** An optional phone. */
export const optionalPhoneField = emptyAsNull(
  z.string().check(
    z.trim(),
    z.maxLength(limits.phoneTextMax, msg.phoneInvalid),
    z.overwrite(normalizePhone),
    z.refine((value) => value === '' || phonePattern.test(value), msg.phoneInvalid),
  ),
)

/** A required phone (venues): the same digits rule as the optional one. */
export const phoneField = z.pipe(
  z.string({ error: msg.phoneRequired }).check(
    z.trim(),
    z.maxLength(limits.phoneTextMax, msg.phoneInvalid),
    z.overwrite(normalizePhone),
    z.minLength(1, msg.phoneRequired),
    z.refine((value) => value === '' || phonePattern.test(value), msg.phoneInvalid),
  ),
  z.string(),
)

/** Optional free text: trimmed, at most `max` characters, and an empty string becomes null. */
export const optionalText = (max: number, message: string) =>
  emptyAsNull(z.string().check(z.trim(), z.maxLength(max, message)))
