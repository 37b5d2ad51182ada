/** Business constants of docs/product.md §9 and the authentication rules of the foundation issue. */
export const limits = {
  signInPasswordMin: 7,
  /** The one rule's minimum for a password someone chooses (docs/decisions/052). */
  newPasswordMin: 8,
  usernameMin: 3,
  usernameMax: 50,
  nameMax: 50,
  phoneDigitsMax: 15,
  phoneDigitsMin: 8,
  otpLength: 6,
  /** RFC 5321's limit for an address in a mail transaction. */
  emailMax: 254,
  /** Far beyond any real passphrase; keeps a request from handing the hash megabytes to chew. */
  passwordMax: 128,
  websiteMax: 2048,
  /** Tokens the API issues are 43 characters; anything much longer cannot be one. */
  tokenMax: 256,
  /** Phone as typed, separators included, before it is reduced to at most 15 digits. */
  phoneTextMax: 32,
} as const

export const authTimings = {
  /** A one-time code stays valid this long. */
  otpTtlSeconds: 10 * 60,
  /** A code is voided after this many wrong tries. */
  otpMaxAttempts: 5,
  /** "resend a new code" may be used at most this often. */
  otpResendIntervalSeconds: 30,
  /** A password-reset link works once, for this long. */
  resetTokenTtlSeconds: 30 * 60,
  /** A signed-in session lasts at most this long, however much it is used (docs/decisions/013). */
  sessionTtlSeconds: 7 * 24 * 60 * 60,
  /** A session not used for this long ends (docs/decisions/013). */
  sessionIdleSeconds: 4 * 60 * 60,
} as const

export const roles = ['admin', 'customer'] as const
export type Role = (typeof roles)[number]

/** Venues and users are active or inactive (docs/product.md §4). */
export const statuses = ['active', 'inactive'] as const
export type Status = (typeof statuses)[number]

export type UserStatus = Status

export const themes = ['light', 'dark', 'system'] as const
export type Theme = (typeof themes)[number]

export const fonts = ['inter', 'manrope', 'system'] as const
export type Font = (typeof fonts)[number]

export const languages = ['vi', 'en'] as const
export type Language = (typeof languages)[number]
