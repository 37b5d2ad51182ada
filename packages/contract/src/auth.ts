import * as z from 'zod/mini'
import { authTimings, fonts, languages, limits, themes } from './constants.ts'
import {
  emailField,
  firstnameField,
  lastnameField,
  newPasswordField,
  optionalPhoneField,
  passwordsMatch,
  passwordText,
  signInPasswordField,
  usernameField,
} from './fields.ts'
import { msg } from './messages.ts'
import { userSchema } from './user.ts'

/** Request and response bodies of the authentication and profile endpoints (see `apiPaths`). */

/**
 * The ways a sign-in's second step can be completed (issue 24, docs/decisions/038 and 039): an emailed code, an
 * authenticator app's code (or a recovery code), or a passkey.
 */
export const signInMethods = ['email', 'totp', 'passkey'] as const
export type SignInMethod = (typeof signInMethods)[number]

/** Ten characters shown as two groups of five ("k7m2p-9qx4w"); typed with or without the dash, in either case. */
const recoveryCodePattern = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i

export const signInSchema = z.object({
  email: emailField,
  password: signInPasswordField,
})
export type SignInInput = z.input<typeof signInSchema>

/**
 * Sign-in checks the password; the challenge token names the pending sign-in, and `methods` the ways its second
 * step can be completed: 'email' (a code was emailed) for most users, 'totp' (the authenticator app's code or a
 * recovery code; nothing is emailed) for a user with an app enrolled — and 'passkey' besides either for a user with a
 * passkey.
 */
export const signInResponseSchema = z.object({
  challengeToken: z.string(),
  methods: z.array(z.enum(signInMethods)),
  /** The account's email, masked for display (e.g. "an***@example.com"); the emailed code went there. */
  maskedEmail: z.string(),
  expiresAt: z.iso.datetime(),
  resendAvailableAt: z.iso.datetime(),
})
export type SignInResponse = z.infer<typeof signInResponseSchema>

/** A token the API issued and a client sends back: required, and never longer than a token can be. */
const tokenField = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).check(z.minLength(1, requiredMessage), z.maxLength(limits.tokenMax, msg.tooLong))

/** Sign-up chooses a password, so it takes the one rule for new passwords (docs/decisions/052), not sign-in's. */
export const signUpSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    confirmPassword: passwordText(msg.confirmPasswordRequired),
  })
  .check(passwordsMatch('password', msg.passwordsDontMatchSignUp))
export type SignUpInput = z.input<typeof signUpSchema>

export const forgotPasswordSchema = z.object({ email: emailField })
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>

/** The OTP form: the code as typed (emailed, or an authenticator app's: also the code that confirms a new app). */
export const otpFormSchema = z.object({
  code: z
    .string({ error: msg.otpRequired })
    .check(
      z.trim(),
      z.minLength(1, msg.otpRequired),
      z.regex(new RegExp(`^[0-9]{${limits.otpLength}}$`), msg.otpFormat),
    ),
})
export type OtpFormInput = z.input<typeof otpFormSchema>

/** The second step: the emailed or the app's six digits, or (with an app enrolled) a recovery code. */
export const verifyOtpSchema = z.object({
  code: z.string({ error: msg.otpRequired }).check(
    z.trim(),
    z.minLength(1, msg.otpRequired),
    // A recovery code with its dash is the longest: eleven characters.
    z.maxLength(11, msg.otpFormat),
    z.refine((code) => /^[0-9]{6}$/.test(code) || recoveryCodePattern.test(code), msg.otpFormat),
  ),
  challengeToken: tokenField(msg.challengeRequired),
})
export type VerifyOtpInput = z.input<typeof verifyOtpSchema>

export const resendOtpSchema = z.object({ challengeToken: tokenField(msg.challengeRequired) })
export const resendOtpResponseSchema = z.pick(signInResponseSchema, { expiresAt: true, resendAvailableAt: true })

export const sessionResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.iso.datetime(),
  user: userSchema,
})
export type SessionResponse = z.infer<typeof sessionResponseSchema>

const newPasswordPair = {
  newPassword: newPasswordField,
  confirmPassword: z.string({ error: msg.passwordsDontMatch }).check(z.maxLength(limits.passwordMax, msg.passwordMax)),
}
const newPasswordsMatch = passwordsMatch('newPassword', msg.passwordsDontMatch)

/** Change password (docs/product.md §5). */
export const changePasswordSchema = z
  .object({ currentPassword: passwordText(msg.currentPasswordRequired), ...newPasswordPair })
  .check(newPasswordsMatch)
export type ChangePasswordInput = z.input<typeof changePasswordSchema>

/** Setting a new password from an emailed reset link: the change-password form, without the current password. */
export const resetPasswordSchema = z
  .object({ token: tokenField(msg.resetTokenRequired), ...newPasswordPair })
  .check(newPasswordsMatch)
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>

/** The profile form. The email is shown but cannot be changed, so it is not part of it. */
export const profileFormSchema = z.object({
  username: usernameField,
  firstname: firstnameField,
  lastname: lastnameField,
  phone: optionalPhoneField,
})

/** `PATCH /api/me`: the profile fields, each optional; one left out stays as it is, an empty phone is cleared. */
export const updateProfileSchema = z.partial(profileFormSchema)
export type UpdateProfileBody = z.output<typeof updateProfileSchema>

/** Appearance form (kept in the browser, not sent to the API). */
export const appearanceSchema = z.object({
  theme: z.enum(themes, { error: msg.themeRequired }),
  font: z.enum(fonts),
  language: z.enum(languages),
})
export type AppearanceInput = z.infer<typeof appearanceSchema>

/* Second factors' forms (Settings → Security and the sign-in step), beside the other auth forms. */

/** A recovery code, as typed at sign-in. */
export const recoveryCodeFormSchema = z.object({
  code: z
    .string({ error: msg.recoveryCodeRequired })
    .check(z.trim(), z.minLength(1, msg.recoveryCodeRequired), z.regex(recoveryCodePattern, msg.recoveryCodeFormat)),
})

/** Removing a factor or replacing the recovery codes asks for the password again. */
export const confirmPasswordSchema = z.object({ password: passwordText(msg.currentPasswordRequired) })
export type ConfirmPasswordInput = z.input<typeof confirmPasswordSchema>

export const okResponseSchema = z.object({ ok: z.literal(true) })

export { authTimings }
