import { csvHead, csvLine } from '../../export/csv.ts'
import { csvFileName, type CsvAbout } from '../../export/csv-heading.ts'
import { label } from '../../export/labels.ts'
import type { OutgoingEmail } from '../../mail/mailer.ts'
import { formatCount, formatDay, inPdfSlot } from '../../pdf/pdf-document.ts'
import { breakdownCsvAbout } from '../analytics/breakdown-csv-about.ts'
import { breakdownCsvColumns } from '../analytics/breakdown-export.ts'
import type { ScheduledReport } from './report-content.ts'
import { scheduledReportPdf } from './report-pdf.ts'

/** What the attached CSV holds: the report's period and venue (none: everything the subscriber may see). */
const venuesCsvAbout = (report: ScheduledReport): CsvAbout =>
  breakdownCsvAbout(
    'venue',
    { from: report.period.start, to: report.period.end },
    report.venueName ? [{ label: 'analytics.filters.venue', values: [report.venueName] }] : [],
  )

/** The report's table by venue as the console's CSV export writes it: a BOM, what it holds, headers, the rows. */
function venuesCsv(report: ScheduledReport, now: Date): Buffer {
  const columns = breakdownCsvColumns('venue')
  const head = csvHead(
    venuesCsvAbout(report),
    columns.map((column) => column.header),
    report.language,
    now,
  )
  const rows = report.venues.map((row) => csvLine(columns.map((column) => column.value(row, report.language))))
  return Buffer.from(head + rows.join(''), 'utf8')
}

/**
 * The scheduled report's email (docs/decisions/036) in the subscriber's language: a few headline figures in the text,
 * the PDF summary and the CSV by venue attached, links to the figures on the console and to the subscription's page.
 */
export async function scheduledReportEmail(
  to: string,
  report: ScheduledReport,
  publicUrl: string,
  now: Date,
): Promise<OutgoingEmail> {
  const { language, period } = report
  const vi = language === 'vi'
  const span = `${formatDay(language, period.start)} – ${formatDay(language, period.end)}`
  const count = (value: number) => formatCount(language, value)
  const figure = (key: 'uniqueDevices' | 'impressions' | 'connections' | 'ctaClicks') =>
    `${label(language, `analytics.figures.${key}`)}: ${count(report.totals[key])} (${
      vi ? 'kỳ trước' : 'previous period'
    } ${count(report.previous[key])})`
  const scope = report.venueName ?? (vi ? 'mọi số liệu bạn được xem' : 'everything you can see')
  const weekly = report.frequency === 'weekly'
  const subject = vi
    ? `Báo cáo Wi-Fi ${weekly ? 'hằng tuần' : 'hằng tháng'} ${span}: ${scope}`
    : `Your ${weekly ? 'weekly' : 'monthly'} Wi-Fi report ${span}: ${scope}`
  const figuresLink = `${publicUrl}/analytics?from=${period.start}&to=${period.end}`
  const settingsLink = `${publicUrl}/settings/reports`
  const lines = vi
    ? [
        `Báo cáo ${weekly ? 'tuần' : 'tháng'} ${span} — ${scope}.`,
        '',
        ...(['uniqueDevices', 'impressions', 'connections', 'ctaClicks'] as const).map(figure),
        '',
        'Bản tóm tắt (PDF) và bảng số liệu theo địa điểm (CSV) được đính kèm.',
        `Xem chi tiết trên bảng điều khiển: ${figuresLink}`,
        `Tạm dừng hoặc huỷ báo cáo này: ${settingsLink}`,
      ]
    : [
        `Your ${weekly ? 'weekly' : 'monthly'} report for ${span} — ${scope}.`,
        '',
        ...(['uniqueDevices', 'impressions', 'connections', 'ctaClicks'] as const).map(figure),
        '',
        'The summary (PDF) and the figures by venue (CSV) are attached.',
        `See the details in the console: ${figuresLink}`,
        `Pause or cancel this report: ${settingsLink}`,
      ]
  const name = `${vi ? 'bao-cao' : 'report'}-${period.start}-${period.end}`
  return {
    to,
    subject,
    text: lines.join('\n'),
    attachments: [
      {
        filename: `${name}.pdf`,
        content: await inPdfSlot(() => scheduledReportPdf(report, now)),
        contentType: 'application/pdf',
      },
      {
        filename: csvFileName(venuesCsvAbout(report), language, now),
        content: venuesCsv(report, now),
        contentType: 'text/csv; charset=utf-8',
      },
    ],
  }
}
