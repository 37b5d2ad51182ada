import * as z from 'zod/mini'

/**
 * Machine-readable error codes the API answers with. The web maps each code to a translated message
 * (`errors:<code>` in the catalogs), so the server never has to know the reader's language.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_IN_USE',
  'USERNAME_IN_USE',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_RESEND_TOO_SOON',
  'INVALID_RESET_TOKEN',
  'WRONG_CURRENT_PASSWORD',
  'COMMON_PASSWORD',
  'RATE_LIMITED',
  'MEMBER_NOT_FOUND',
  'CANNOT_CHANGE_SELF',
  'LAST_ADMIN',
  'SYNC_TOO_SOON',
  'VENUE_NOT_LINKED',
  'GROUP_ALREADY_LINKED',
  'OPENWISP_NOT_CONFIGURED',
  'OPENWISP_FAILED',
  // OpenWISP answered 400 to a write: it names what it refused (a MAC address another device has).
  'OPENWISP_REFUSED',
  'DEVICE_GONE',
  // Another access point that is not removed has this name (a gateway may name the access point by it).
  'ACCESS_POINT_NAME_IN_USE',
  // The name is another such access point's OpenWISP device id or MAC address, which its gateway may name it by.
  'ACCESS_POINT_NAME_IS_IDENTITY',
  'MEDIA_TOO_LARGE',
  'MEDIA_UNSUPPORTED',
  'MEDIA_UNREADABLE',
  'MEDIA_URL_REFUSED',
  'MEDIA_URL_FAILED',
  // "Send me one now" is over its limits (once a minute per subscription, 10 an hour per user); a user has the most
  // email report subscriptions there may be.
  'REPORT_SEND_TOO_SOON',
  'TOO_MANY_REPORT_SUBSCRIPTIONS',
  // Ending a guest's session: the guest is not online (any more); the gateway cannot be reached the way it needs
  // (no address, no CoA secret); it did not answer; it ran the command and failed.
  'GUEST_NOT_ONLINE',
  'GATEWAY_NOT_SET_UP',
  'GATEWAY_NO_ANSWER',
  'GATEWAY_COMMAND_FAILED',
  // A passkey's answer did not verify (or its challenge is gone); the account has no passkey for that step.
  'PASSKEY_FAILED',
  'NO_PASSKEY',
  // The account's role must have an authenticator app or a passkey (REQUIRE_STRONG_MFA) and it has neither yet; an
  // app is already enrolled, or its setup was not started; the sign-in is completed with the app, not an emailed code.
  'STRONG_FACTOR_REQUIRED',
  'TOTP_ALREADY_ENROLLED',
  'TOTP_NOT_STARTED',
  'TOTP_NOT_ENROLLED',
  'NO_EMAILED_CODE',
  // Under REQUIRE_STRONG_MFA, a user who has a strong factor and whose session was signed with the emailed code; adding
  // a sign-in factor needs the current password (the session's sign-in is too old); the factor is already confirmed.
  'STRONG_SIGN_IN_REQUIRED',
  'CURRENT_PASSWORD_REQUIRED',
  'ALREADY_CONFIRMED',
  // An admin's account care is for other users' accounts: their own sign-in is theirs to change in Settings → Security.
  'OWN_ACCOUNT_CARE',
  // A venue invitation's link (docs/decisions/056): unknown or replaced by a newer one; past its week; already used; opened
  // while signed in as another account; for an address that has an account by now (sign in to accept it).
  'INVITATION_INVALID',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'INVITATION_OTHER_ACCOUNT',
  'INVITATION_ACCOUNT_EXISTS',
  // Inviting an address that is a member of the venue already, an administrator's (who sees every venue), or a
  // deactivated account's.
  'ALREADY_MEMBER',
  'INVITEE_IS_ADMIN',
  'INVITEE_INACTIVE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const
export type ErrorCode = (typeof errorCodes)[number]

/** The one error shape every failing API response has. `fields` maps a field name to a validation message key. */
export const apiErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  /** Seconds until a retry may succeed; set on 429 answers (also sent as the Retry-After header). */
  retryAfter: z.optional(z.int().check(z.nonnegative())),
})
export type ApiErrorBody = z.infer<typeof apiErrorSchema>
