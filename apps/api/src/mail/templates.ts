import { authTimings, type Language } from '@wifi/contract'
import { fillEmail } from './fill-email.ts'
import type { OutgoingEmail } from './mailer.ts'
import { mailTexts } from './texts/mail-texts.ts'

/** The account's emails, in the reader's language. Plain text: nothing to escape. */

const otpMinutes = authTimings.otpTtlSeconds / 60
const resetMinutes = authTimings.resetTokenTtlSeconds / 60

export function signInCodeEmail(to: string, code: string, language: Language): OutgoingEmail {
  return fillEmail(to, mailTexts[language].signInCode, { code, minutes: otpMinutes })
}

export function resetLinkEmail(to: string, link: string, language: Language): OutgoingEmail {
  return fillEmail(to, mailTexts[language].resetLink, { link, minutes: resetMinutes })
}

export function welcomeEmail(to: string, signInLink: string, language: Language): OutgoingEmail {
  return fillEmail(to, mailTexts[language].welcome, { signInLink })
}

/** To the owner of an email someone tried to sign up with again: the sign-up page answered as if it were new. */
export function signUpAttemptEmail(to: string, resetLink: string, language: Language): OutgoingEmail {
  return fillEmail(to, mailTexts[language].signUpAttempt, { resetLink })
}

/** After a password change or a reset, so an owner who did not do it learns at once. */
export function passwordChangedEmail(
  to: string,
  how: 'changed' | 'reset',
  forgotLink: string,
  language: Language,
): OutgoingEmail {
  const texts = mailTexts[language].passwordChanged
  return fillEmail(to, texts, { whatHappened: texts.whatHappened[how], forgotLink })
}

/** A passkey was added to or removed from the account: its owner hears of it, in case it was not them. */
export function passkeyChangedEmail(
  to: string,
  change: 'added' | 'removed',
  name: string,
  securityLink: string,
  language: Language,
): OutgoingEmail {
  return fillEmail(to, mailTexts[language].passkeyChanged[change], { name, securityLink })
}
