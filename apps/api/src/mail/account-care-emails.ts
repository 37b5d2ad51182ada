import type { Language } from '@wifi/contract'
import { fillEmail } from './fill-email.ts'
import type { OutgoingEmail } from './mailer.ts'
import { mailTexts } from './texts/mail-texts.ts'

/**
 * Tells a user that an administrator reset their second factors: what is gone, how they sign in now, and (when
 * REQUIRE_STRONG_MFA asks it of their role) that they will set up an app or a passkey again first.
 */
export function secondFactorsResetEmail(
  to: string,
  signInLink: string,
  mustEnrolAgain: boolean,
  language: Language,
): OutgoingEmail {
  const texts = mailTexts[language].secondFactorsReset
  return fillEmail(to, texts, { signInLink, enrolAgain: mustEnrolAgain ? texts.enrolAgain : '' })
}
