import { invitationTtlSeconds, type Language } from '@wifi/contract'
import { fillEmail } from './fill-email.ts'
import type { OutgoingEmail } from './mailer.ts'
import { mailTexts } from './texts/mail-texts.ts'

const invitationDays = invitationTtlSeconds / (24 * 60 * 60)

/**
 * An admin's invitation to a venue (docs/decisions/056), in the language the admin chose: the link makes the account
 * of an address without one, or asks the owner of one to sign in. Only the mailbox's owner reads which it is.
 */
export function venueInvitationEmail(
  to: string,
  venueName: string,
  link: string,
  hasAccount: boolean,
  language: Language,
): OutgoingEmail {
  const texts = mailTexts[language].venueInvitation
  return fillEmail(to, hasAccount ? texts.existingAccount : texts.newAccount, {
    venueName,
    link,
    days: invitationDays,
  })
}
