/**
 * The passkeys' paths (issue 24), in a module of their own: only code that loads lazily calls them (Settings →
 * Security, and the sign-in's passkey step once it is asked for), and `apiPaths`' module loads whole with the sign-in
 * page, whose first load must not grow (docs/decisions/030).
 */
export const passkeyPaths = {
  /** GET: the signed-in user's passkeys. POST: register one (the browser's answer to the registration options). */
  myPasskeys: '/api/me/passkeys',
  myPasskeyRegistrationOptions: '/api/me/passkeys/registration-options',
  /** PATCH: rename. DELETE (with the password in the body): remove. */
  myPasskey: (id: string) => `/api/me/passkeys/${id}`,
  /** POST (with the password): confirm again a passkey a password reset set aside. */
  myPasskeyConfirmation: (id: string) => `/api/me/passkeys/${id}/confirm`,
  /** The second step of sign-in with a passkey, bound to the challenge token the password step returned. */
  signInPasskeyOptions: '/api/auth/passkey/options',
  signInPasskeyVerify: '/api/auth/passkey/verify',
  /** Sign-in with a passkey alone, where the browser offers one (a discoverable credential, user verified). */
  passwordlessOptions: '/api/auth/passkey/passwordless/options',
  passwordlessVerify: '/api/auth/passkey/passwordless/verify',
} as const
