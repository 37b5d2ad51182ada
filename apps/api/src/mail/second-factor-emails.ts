import type { Language } from '@wifi/contract'
import { fillEmail } from './fill-email.ts'
import type { OutgoingEmail } from './mailer.ts'
import { mailTexts } from './texts/mail-texts.ts'

/** What changed in an account's second factors; each change is told to the account's owner (issue 24). */
export type SecondFactorChange = 'totp-added' | 'totp-removed' | 'recovery-codes-replaced'

export function secondFactorChangedEmail(
  to: string,
  change: SecondFactorChange,
  resetLink: string,
  language: Language,
): OutgoingEmail {
  const texts = mailTexts[language].secondFactorChanged
  return fillEmail(to, texts, { whatHappened: texts.whatHappened[change], resetLink })
}
