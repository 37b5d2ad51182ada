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

export interface ReportedAd {
  adTitle: string
  venueName: string
  reason: AdReportReason
  details: string | null
  /** The console's page where admins read the reports. */
  reportsLink: string
}

export function adReportedEmail(to: string, report: ReportedAd): OutgoingEmail {
  const words = reasonWords[report.reason]
  return {
    to,
    subject: `Khách báo cáo quảng cáo “${report.adTitle}” / A guest reported an ad`,
    text: [
      `Một khách tại ${report.venueName} đã báo cáo quảng cáo “${report.adTitle}”.`,
      `Lý do: ${words.vi}${report.details ? ` — “${report.details}”` : ''}`,
      `Xem các báo cáo và gỡ quảng cáo nếu cần: ${report.reportsLink}`,
      '',
      `A guest at ${report.venueName} reported the ad “${report.adTitle}”.`,
      `Reason: ${words.en}${report.details ? ` — “${report.details}”` : ''}`,
      `Read the reports and take the ad down if needed: ${report.reportsLink}`,
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
