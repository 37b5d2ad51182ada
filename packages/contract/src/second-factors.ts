import * as z from 'zod/mini'
import { passwordText } from './fields.ts'
import { msg } from './messages.ts'

/**
 * Second factors (issue 24, docs/decisions/039): an authenticator app (TOTP) with its recovery codes. The sign-in
 * step's methods and the forms' schemas are in auth.ts, which the sign-in pages load anyway; here, what only the API
 * and the Security page's types use.
 */

/** Which roles must have a strong factor (an authenticator app or a passkey): the REQUIRE_STRONG_MFA setting. */
export const strongFactorRequirements = ['none', 'admin', 'all'] as const
export type StrongFactorRequirement = (typeof strongFactorRequirements)[number]

export const recoveryCodeCount = 10

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
  totp: z.nullable(
    z.object({
      enrolledAt: z.iso.datetime(),
      recoveryCodesLeft: z.number(),
      /** Set by a password reset: the app does not sign in until its owner confirms it again (docs/decisions/045). */
      needsConfirmation: z.boolean(),
    }),
  ),
})
export type SecondFactors = z.infer<typeof secondFactorsSchema>

/**
 * Adding a sign-in factor (a passkey's registration options, an authenticator app's setup) asks who is there: the
 * current password, unless the session's sign-in is minutes old (docs/decisions/045). Without it, the body may be left
 * out (the API reads no body as `{}`).
 */
export const addFactorSchema = z.object({ password: z.optional(passwordText(msg.currentPasswordRequired)) })
export type AddFactorInput = z.input<typeof addFactorSchema>
