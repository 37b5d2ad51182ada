import type { AdReportReason } from '@wifi/contract'
import type { OutgoingEmail } from './mailer.ts'

/**
 * The emails about guests' ad reports and takedowns (docs/privacy.md). Their readers' language is not known (a
 * guest's report goes to every admin; a takedown to the ad's author), so each says it in Vietnamese, then English.
 */

const reasonWords: Record<AdReportReason, { vi: string; en: string }> = {
  misleading: { vi: 'Gây hiểu lầm', en: 'Misleading' },
  offensive: { vi: 'Phản cảm', en: 'Offensive' },
  unlawful: { vi: 'Vi phạm pháp luật', en: 'Unlawful' },
  scam: { vi: 'Lừa đảo', en: 'Scam' },
  other: { vi: 'Lý do khác', en: 'Other' },
}

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
function reportLines(report: DigestedReport, language: 'vi' | 'en'): string[] {
  const when = vietnamTime.format(report.reportedAt).replace(',', '')
  const head = `- ${when}, ${report.venueName}: “${report.adTitle}” — ${reasonWords[report.reason][language]}`
  if (!report.details) return [head]
  const marked = language === 'vi' ? 'Lời khách viết, chưa kiểm chứng' : 'Written by a guest, unchecked'
  return [head, `  ${marked}: "${guestWordsLine(report.details)}"`]
}

/**
 * The admins' digest of the guests' reports since the last one (at most one every 10 minutes: ADR 046), in
 * Vietnamese, then English.
 */
export function adReportDigestEmail(to: string, reports: DigestedReport[], reportsLink: string): OutgoingEmail {
  const count = reports.length
  return {
    to,
    subject: `${count} báo cáo quảng cáo mới từ khách / ${count} new ad ${count === 1 ? 'report' : 'reports'} from guests`,
    text: [
      `Khách đã gửi ${count} báo cáo quảng cáo mới:`,
      ...reports.flatMap((report) => reportLines(report, 'vi')),
      `Xem các báo cáo và gỡ quảng cáo nếu cần: ${reportsLink}`,
      '',
      `Guests sent ${count} new ad ${count === 1 ? 'report' : 'reports'}:`,
      ...reports.flatMap((report) => reportLines(report, 'en')),
      `Read the reports and take an ad down if needed: ${reportsLink}`,
    ].join('\n'),
  }
}

export function adTakenDownEmail(to: string, adTitle: string, reason: string): OutgoingEmail {
  return {
    to,
    subject: `Quảng cáo “${adTitle}” đã bị gỡ / Your ad was taken down`,
    text: [
      `Quản trị viên đã gỡ quảng cáo “${adTitle}” của bạn khỏi mọi địa điểm. Khách sẽ không thấy quảng cáo này nữa.`,
      `Lý do: ${reason}`,
      'Hãy liên hệ quản trị viên nếu bạn muốn sửa quảng cáo để được khôi phục.',
      '',
      `An administrator took your ad “${adTitle}” down at every venue. Guests no longer see it.`,
      `Reason: ${reason}`,
      'Contact your administrator if you want to change the ad and have it restored.',
    ].join('\n'),
  }
}
