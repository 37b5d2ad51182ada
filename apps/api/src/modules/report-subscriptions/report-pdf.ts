import { analyticsRates, type AnalyticsFigures, type Language } from '@wifi/contract'
import { label } from '../../export/labels.ts'
import { fillIn, formatCount, formatDay, formatMoment, PdfReport, type PdfColumn } from '../../pdf/pdf-document.ts'
import type { ScheduledReport } from './report-content.ts'

/**
 * The scheduled report's PDF (docs/decisions/036): the period's headline figures beside the previous period's and
 * the change, then the figures per venue and per Vietnam day, in the subscriber's language. Its texts are the
 * console's (`reportSubscriptions.pdf.*`, the figures' names from `analytics.figures.*`).
 */

const dayMs = 86_400_000

/** The previous period of the same length, as GET /api/analytics compares with. */
function previousPeriodOf({ start, end }: { start: string; end: string }) {
  const length = Date.parse(end) - Date.parse(start) + dayMs
  const day = (time: number) => new Date(time).toISOString().slice(0, 10)
  return { start: day(Date.parse(start) - length), end: day(Date.parse(start) - dayMs) }
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null)

function formatPercent(language: Language, share: number | null): string {
  if (share === null) return '—'
  return new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(share)
}

/** Bytes in the largest unit under 1,024 of it, as the console writes them (1,5 MB / 1.5 MB). */
function formatBytes(language: Language, bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  const number = new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-GB', {
    maximumFractionDigits: digits,
  }).format(value)
  return `${number} ${units[unit]}`
}

/** The change from `before` to `now` as a signed percentage; "—" without a previous value. */
function formatChange(language: Language, now: number | null, before: number | null): string {
  if (now === null || before === null || before === 0) return '—'
  const change = (now - before) / before
  const text = formatPercent(language, Math.abs(change))
  return change > 0 ? `+${text}` : change < 0 ? `−${text}` : text
}

interface Headline {
  key: string
  value: (figures: AnalyticsFigures) => number | null
  format: 'count' | 'percent' | 'minutes' | 'bytes'
}

/** The headline figures of the /analytics screen, in its order. */
const headlines: Headline[] = [
  { key: 'uniqueDevices', value: (f) => f.uniqueDevices, format: 'count' },
  { key: 'newDevices', value: (f) => f.newDevices, format: 'count' },
  { key: 'returningDevices', value: (f) => f.returningDevices, format: 'count' },
  { key: 'pagesShown', value: (f) => f.pagesShown, format: 'count' },
  { key: 'impressions', value: (f) => f.impressions, format: 'count' },
  { key: 'countdownsCompleted', value: (f) => f.countdownsCompleted, format: 'count' },
  { key: 'adsClosed', value: (f) => f.adsClosed, format: 'count' },
  { key: 'tasksPassed', value: (f) => f.tasksPassed, format: 'count' },
  { key: 'connections', value: (f) => f.connections, format: 'count' },
  { key: 'connectionRate', value: (f) => rate(...analyticsRates.connectionRate(f)), format: 'percent' },
  { key: 'ctaClicks', value: (f) => f.ctaClicks, format: 'count' },
  { key: 'clickThroughRate', value: (f) => rate(...analyticsRates.clickThroughRate(f)), format: 'percent' },
  { key: 'onlineMinutes', value: (f) => f.onlineMinutes, format: 'count' },
  {
    key: 'medianSession',
    value: (f) => (f.medianSessionSeconds === null ? null : Math.round(f.medianSessionSeconds / 60)),
    format: 'minutes',
  },
  { key: 'dataUsed', value: (f) => f.bytesDown + f.bytesUp, format: 'bytes' },
]

export function scheduledReportPdf(report: ScheduledReport, now: Date): Promise<Buffer> {
  const { language } = report
  const text = (key: string) => label(language, `reportSubscriptions.pdf.${key}`)
  const figureName = (key: string) => label(language, `analytics.figures.${key}`)
  const count = (value: number) => formatCount(language, value)
  const vietnamTime = (moment: Date) => fillIn(text('vietnamTime'), { time: formatMoment(language, moment) })
  const span = (period: { start: string; end: string }) =>
    `${formatDay(language, period.start)} – ${formatDay(language, period.end)}`
  const show = (headline: Headline, value: number | null) => {
    if (value === null) return '—'
    if (headline.format === 'percent') return formatPercent(language, value)
    if (headline.format === 'bytes') return formatBytes(language, value)
    if (headline.format === 'minutes') return fillIn(text('minutes'), { minutes: count(value) })
    return count(value)
  }

  const title = text(report.frequency === 'weekly' ? 'titleWeekly' : 'titleMonthly')
  const scope = report.venueName ?? text('everything')
  const pdf = new PdfReport({
    language,
    title: `${title}: ${scope}`,
    subject: span(report.period),
    pageLabel: (page, pages) => fillIn(text('page'), { page, pages }),
  })
  pdf.titleBlock({
    title,
    subtitle: scope,
    facts: [
      [text('period'), span(report.period)],
      [text('previousPeriod'), span(previousPeriodOf(report.period))],
      [text('dataAsOf'), report.dataAsOf ? vietnamTime(report.dataAsOf) : text('noDataYet')],
      [text('generatedAt'), vietnamTime(now)],
    ],
  })

  pdf.heading(text('headlines'))
  pdf.table(
    [
      { header: text('figure'), width: 4 },
      { header: text('thisPeriod'), width: 2, numeric: true },
      { header: text('previous'), width: 2, numeric: true },
      { header: text('change'), width: 2, numeric: true },
    ],
    headlines.map((headline) => {
      const now = headline.value(report.totals)
      const before = headline.value(report.previous)
      return [
        figureName(headline.key),
        show(headline, now),
        show(headline, before),
        formatChange(language, now, before),
      ]
    }),
  )

  const figureColumns: PdfColumn[] = [
    { header: figureName('impressions'), width: 2, numeric: true },
    { header: figureName('connections'), width: 2, numeric: true },
    { header: figureName('ctaClicks'), width: 2, numeric: true },
    { header: figureName('onlineMinutes'), width: 2, numeric: true },
    { header: figureName('dataUsed'), width: 2, numeric: true },
  ]
  type Row = { impressions: number; connections: number; ctaClicks: number; onlineMinutes: number }
  const figureCells = (row: Row & { bytesDown: number; bytesUp: number }) => [
    count(row.impressions),
    count(row.connections),
    count(row.ctaClicks),
    count(row.onlineMinutes),
    formatBytes(language, row.bytesDown + row.bytesUp),
  ]

  pdf.heading(text('byVenue'))
  pdf.table(
    [{ header: text('venue'), width: 4 }, ...figureColumns],
    report.venues.map((venue) => [venue.name ?? text('deletedVenue'), ...figureCells(venue)]),
    { emptyText: text('noVenues') },
  )

  pdf.heading(text('byDay'))
  pdf.table(
    [
      { header: text('day'), width: 3 },
      { header: figureName('uniqueDevices'), width: 2, numeric: true },
      ...figureColumns,
    ],
    report.days.map((day) => [formatDay(language, day.day), count(day.uniqueDevices), ...figureCells(day)]),
  )

  pdf.paragraph(text('explained'), { muted: true })
  return pdf.finish()
}
