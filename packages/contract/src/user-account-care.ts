import * as z from 'zod/mini'
import { userSchema } from './user.ts'

/**
 * A row of the users list: the user, their second factors, when they were last active and whether sign-in is locked
 * for them right now (issue 24). Only the lazily loaded users page reads it, so it sits apart from `userSchema`,
 * which loads with the sign-in page (docs/decisions/030).
 */
export const userListItemSchema = z.extend(userSchema, {
  /** A confirmed authenticator app. */
  authenticatorApp: z.boolean(),
  passkeys: z.int().check(z.nonnegative()),
  /** The latest last use of any of their sessions, ended ones included; null when they never signed in. */
  lastActiveAt: z.nullable(z.iso.datetime()),
  /** Too many failed sign-ins or codes: refused for now, from one address or from everywhere. */
  locked: z.boolean(),
})
export type UserListItem = z.infer<typeof userListItemSchema>

/**
 * An admin's care of another user's account (POST, no body): sign them out everywhere, lift a sign-in lock, and
 * take away their authenticator app, recovery codes and passkeys.
 */
export const userAccountCarePaths = {
  endSessions: (id: string) => `/api/users/${id}/end-sessions`,
  unlock: (id: string) => `/api/users/${id}/unlock`,
  resetSecondFactors: (id: string) => `/api/users/${id}/reset-second-factors`,
} as const
