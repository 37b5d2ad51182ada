import type { AdReportReason } from '@wifi/contract'
import { fillEmail, fillText } from './fill-email.ts'
import type { OutgoingEmail } from './mailer.ts'
import { mailTexts } from './texts/mail-texts.ts'
import type { MailTexts } from './texts/vi.ts'

/**
 * The emails about guests' ad reports and takedowns (docs/privacy.md). Their readers' language is not known (a
 * guest's report goes to every admin; a takedown to the ad's author), so each says it in Vietnamese, then English.
 */

export interface DigestedReport {
  adTitle: string
  venueName: string
  reason: AdReportReason
  details: string | null
  reportedAt: Date
}

/**
 * A guest's words as one line of plain text that no mail client turns into a link or lays out anew: line breaks
 * and runs of spaces become one space, control and direction characters go, double quotes become single (the line
 * is shown in quotes), and "://" and a dot before a top-level domain are written "[:]//" and "[.]", as security
 * teams write addresses that must not be followed.
 */
function guestWordsLine(words: string): string {
  return words
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/["“”„]/g, "'")
    .replace(/:\/\//g, '[:]//')
    .replace(/([\p{L}\p{N}_-])\.(?=\p{L}{2,})/gu, '$1[.]')
    .trim()
}

const vietnamTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** One report's lines in one language: when, where, which ad and why, then the guest's words if any. */
function reportLines(report: DigestedReport, texts: MailTexts['adReportDigest']): string[] {
  const when = vietnamTime.format(report.reportedAt).replace(',', '')
  const { venueName, adTitle } = report
  const head = fillText(texts.report, { when, venueName, adTitle, reason: texts.reasons[report.reason] })
  if (!report.details) return [head]
  return [head, fillText(texts.guestWords, { words: guestWordsLine(report.details) })]
}

/** The email in Vietnamese, then in English: the subjects joined by " / ", the texts by an empty line. */
function inBothLanguages(email: (texts: MailTexts) => OutgoingEmail): OutgoingEmail {
  const vi = email(mailTexts.vi)
  const en = email(mailTexts.en)
  return { to: vi.to, subject: `${vi.subject} / ${en.subject}`, text: `${vi.text}\n\n${en.text}` }
}

/**
 * The admins' digest of the guests' reports since the last one (at most one every 10 minutes: ADR 046), in
 * Vietnamese, then English.
 */
export function adReportDigestEmail(to: string, reports: DigestedReport[], reportsLink: string): OutgoingEmail {
  const count = reports.length
  return inBothLanguages(({ adReportDigest: texts }) => {
    const lines = reports.flatMap((report) => reportLines(report, texts))
    return fillEmail(to, texts[count === 1 ? 'one' : 'other'], { count, reports: lines.join('\n'), reportsLink })
  })
}

export function adTakenDownEmail(to: string, adTitle: string, reason: string): OutgoingEmail {
  return inBothLanguages((texts) => fillEmail(to, texts.adTakenDown, { adTitle, reason }))
}
