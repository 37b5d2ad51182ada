import * as z from 'zod/mini'
import { passwordText } from './fields.ts'
import { msg } from './messages.ts'

/**
 * Second factors (issue 24, docs/decisions/041): an authenticator app (TOTP) with its recovery codes. The ways a
 * sign-in's second step can be completed are listed in `signInMethods`; a passkey joins the list as its own value.
 */
export const signInMethods = ['email', 'totp'] as const
export type SignInMethod = (typeof signInMethods)[number]

/** Which roles must have a strong factor (an authenticator app or a passkey): the REQUIRE_STRONG_MFA setting. */
export const strongFactorRequirements = ['none', 'admin', 'all'] as const
export type StrongFactorRequirement = (typeof strongFactorRequirements)[number]

export const recoveryCodeCount = 10
/** Ten characters shown as two groups of five ("k7m2p-9qx4w"); typed with or without the dash, in either case. */
export const recoveryCodePattern = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i

/** The authenticator app's first code: six digits. */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: msg.otpRequired })
    .check(z.trim(), z.minLength(1, msg.otpRequired), z.regex(/^[0-9]{6}$/, msg.otpFormat)),
})
export type TotpCodeInput = z.input<typeof totpCodeSchema>

/** A recovery code, as typed at sign-in. */
export const recoveryCodeFormSchema = z.object({
  code: z
    .string({ error: msg.recoveryCodeRequired })
    .check(z.trim(), z.minLength(1, msg.recoveryCodeRequired), z.regex(recoveryCodePattern, msg.recoveryCodeFormat)),
})
export type RecoveryCodeFormInput = z.input<typeof recoveryCodeFormSchema>

/** Removing a factor or replacing the recovery codes asks for the password again. */
export const confirmPasswordSchema = z.object({ password: passwordText(msg.currentPasswordRequired) })
export type ConfirmPasswordInput = z.input<typeof confirmPasswordSchema>

/** A new, not yet confirmed authenticator app: its key as text and as a QR code (an SVG drawn by the server). */
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrSvg: z.string(),
})
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>

/** The recovery codes, shown this once: only their hashes are kept. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>

/** The signed-in user's second factors, and whether the console waits for one before anything else works. */
export const secondFactorsSchema = z.object({
  strongFactorRequired: z.boolean(),
  totp: z.nullable(z.object({ enrolledAt: z.iso.datetime(), recoveryCodesLeft: z.number() })),
})
export type SecondFactors = z.infer<typeof secondFactorsSchema>

/**
 * The paths, in a module of their own: only the Security page and the enrolment step (both lazy) call them, and
 * `apiPaths`' module loads whole with the sign-in page (docs/decisions/030).
 */
export const secondFactorPaths = {
  secondFactors: '/api/me/second-factors',
  totp: '/api/me/second-factors/totp',
  totpConfirm: '/api/me/second-factors/totp/confirm',
  totpRemove: '/api/me/second-factors/totp/remove',
  recoveryCodes: '/api/me/second-factors/recovery-codes',
} as const
