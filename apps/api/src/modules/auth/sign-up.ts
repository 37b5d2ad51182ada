import type { Language } from '@wifi/contract'
import type { Database } from '../../db/client.ts'
import type { ConsoleLinks } from '../../mail/console-links.ts'
import type { OutgoingEmail } from '../../mail/mailer.ts'
import { signUpAttemptEmail, welcomeEmail } from '../../mail/templates.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import { assertNotCommonPassword } from '../../security/common-passwords.ts'
import { createUserIfEmailFree } from '../users/user-factory.ts'
import type { RequestClient } from './request-client.ts'

/**
 * The part of sign-up done before answering: the per-address limit and the password rules. Everything that
 * depends on whether the email already has an account happens afterwards (`createAccount`), so the answer is
 * the same, in body and in time, for a new email and a taken one (docs/decisions/011).
 */
export async function acceptSignUp(db: Database, password: string, client: RequestClient): Promise<void> {
  await countAttempt(db, [{ policy: rateLimitPolicies.signUpsPerAddress, subject: client.ip }])
  assertNotCommonPassword(password, 'password')
}

/**
 * Creates an active customer with only an email and a password (docs/decisions/005) and returns the welcome
 * email; for an email that already has an account, returns a note to its owner instead and changes nothing.
 */
export async function createAccount(
  db: Database,
  email: string,
  password: string,
  language: Language,
  links: ConsoleLinks,
): Promise<OutgoingEmail> {
  // The unique index decides, not a prior lookup, so two simultaneous sign-ups cannot both pass.
  const created = await createUserIfEmailFree(db, { email, password, role: 'customer', status: 'active' })
  return created
    ? welcomeEmail(created.email, links.signIn, language)
    : signUpAttemptEmail(email, links.forgotPassword, language)
}
