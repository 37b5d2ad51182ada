/**
 * The second factors' paths (issue 24), in a module of their own with no schema beside them: the signed-in layout
 * reads the factors before any page, and a module it imports loads whole with the sign-in page (docs/decisions/030).
 */
export const secondFactorPaths = {
  secondFactors: '/api/me/second-factors',
  totp: '/api/me/second-factors/totp',
  totpConfirm: '/api/me/second-factors/totp/confirm',
  totpRemove: '/api/me/second-factors/totp/remove',
  /** After a password reset: the app signs in again once confirmed with the password (new recovery codes). */
  totpConfirmAgain: '/api/me/second-factors/totp/confirm-again',
  recoveryCodes: '/api/me/second-factors/recovery-codes',
} as const
