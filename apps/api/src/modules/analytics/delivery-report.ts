import type { DeliveryReportQuery, Language } from '@wifi/contract'
import { eq, inArray, sql } from 'drizzle-orm'
import { findVisibleAd, readsDeliveryEverywhere } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { users, venues, type UserRow } from '../../db/schema.ts'
import { label } from '../../export/labels.ts'
import { fillIn, formatCount, formatDay, formatMoment, PdfReport, type PdfColumn } from '../../pdf/pdf-document.ts'
import { customerReach } from './reach.ts'

/**
 * The advertiser's proof of delivery (issue 23, docs/decisions/035): what an ad delivered over a period — its
 * impressions, countdowns completed, connections and call-to-action clicks — in total, per venue and per Vietnam day,
 * read from the hourly aggregates only, as a PDF in the reader's language.
 */

const dayMs = 86_400_000
/** The start of a Vietnamese calendar day (UTC+7 all year). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+07:00`)
const dayOf = (moment: Date) => new Date(moment.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)

/** The figures of the report, each with its column in the aggregates. */
const figureColumns = {
  impressions: 'impressions',
  countdownsCompleted: 'countdowns_completed',
  connections: 'connections',
  ctaClicks: 'cta_clicks',
} as const
type Figure = keyof typeof figureColumns
const figureNames = Object.keys(figureColumns) as Figure[]
type DeliveryFigures = Record<Figure, number>

const summed = sql.raw(
  figureNames.map((name) => `coalesce(sum(${figureColumns[name]}), 0)::float8 as "${name}"`).join(', '),
)
const vietnamDay = sql`to_char(hour at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`

export interface DeliveryReport {
  ad: { title: string; author: string | null }
  from: string
  to: string
  /** When the aggregates were last brought up to date; null before the first time. */
  dataAsOf: Date | null
  /** Someone else's ad read by a customer: their venues only. */
  venuesOnly: boolean
  totals: DeliveryFigures
  /** The venues where the ad had an impression or any other figure, the most impressions first. */
  venues: ({ name: string } & DeliveryFigures)[]
  /** Every day of the period, empty ones too. */
  days: ({ day: string } & DeliveryFigures)[]
}

const none = (): DeliveryFigures => ({ impressions: 0, countdownsCompleted: 0, connections: 0, ctaClicks: 0 })
const figuresOf = (row: Record<string, unknown>): DeliveryFigures =>
  Object.fromEntries(figureNames.map((name) => [name, Number(row[name] ?? 0)])) as DeliveryFigures

type GroupedRow = { venue_id: string | null; day: string | null } & Record<Figure, number>

/**
 * The figures of ad `adId` over `query`'s period as `user` may read them: admins any ad; a customer an ad they see
 * (theirs, or a public one), someone else's at their own venues only. An ad outside their reach is not found, like
 * a missing one. One pass over the ad's hourly rows, summed by venue and by day together.
 */
export async function deliveryReport(
  db: Database,
  user: UserRow,
  adId: string,
  query: DeliveryReportQuery,
): Promise<DeliveryReport> {
  const ad = await findVisibleAd(db, user, adId)
  const venuesOnly = !readsDeliveryEverywhere(user, ad)
  const start = startOfDay(query.from)
  const end = new Date(startOfDay(query.to).getTime() + dayMs)
  const atVenues = venuesOnly
    ? sql`and venue_id = any(${sql.param((await customerReach(db, user)).venueIds)}::uuid[])`
    : sql``

  const [grouped, rollup, [author]] = await Promise.all([
    db.execute(sql`
      select venue_id, ${vietnamDay} as day, ${summed}
      from guest_stats_hourly
      where ad_key = ${ad.id} and hour >= ${start.toISOString()}::timestamptz
        and hour < ${end.toISOString()}::timestamptz ${atVenues}
      group by grouping sets ((venue_id), (${vietnamDay}))`),
    db.execute(sql`select rolled_up_at from analytics_rollup where name = 'guest-figures'`),
    ad.authorId
      ? db.select({ fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, ad.authorId))
      : Promise.resolve([]),
  ])
  const rows = (grouped as unknown as { rows: GroupedRow[] }).rows

  const byVenue = rows.filter((row) => row.venue_id !== null)
  const venueIds = byVenue.map((row) => row.venue_id!)
  const names = new Map(
    venueIds.length === 0
      ? []
      : (await db.select({ id: venues.id, name: venues.name }).from(venues).where(inArray(venues.id, venueIds))).map(
          (venue) => [venue.id, venue.name],
        ),
  )
  const totals = none()
  const venueRows = byVenue.map((row) => {
    const figures = figuresOf(row)
    for (const name of figureNames) totals[name] += figures[name]
    return { name: names.get(row.venue_id!) ?? '', ...figures }
  })
  venueRows.sort((a, b) => b.impressions - a.impressions || a.name.localeCompare(b.name, 'vi'))

  const daily = new Map(rows.filter((row) => row.day !== null).map((row) => [row.day!, figuresOf(row)]))
  const days: DeliveryReport['days'] = []
  for (let moment = start; moment < end; moment = new Date(moment.getTime() + dayMs)) {
    const day = dayOf(moment)
    days.push({ day, ...(daily.get(day) ?? none()) })
  }

  const rolledUpAt = (rollup as unknown as { rows: { rolled_up_at: Date | string }[] }).rows[0]?.rolled_up_at
  return {
    ad: { title: ad.title, author: author ? author.fullName || author.email : null },
    from: query.from,
    to: query.to,
    dataAsOf: rolledUpAt ? new Date(rolledUpAt) : null,
    venuesOnly,
    totals,
    venues: venueRows,
    days,
  }
}

/** The report as a PDF in `language`, its texts from the console's catalogs (`deliveryReport.*`). */
export function deliveryReportPdf(report: DeliveryReport, language: Language, now = new Date()): Promise<Buffer> {
  const text = (key: string) => label(language, `deliveryReport.${key}`)
  const count = (value: number) => formatCount(language, value)
  const vietnamTime = (moment: Date) => fillIn(text('vietnamTime'), { time: formatMoment(language, moment) })
  const title = text('title')
  const pdf = new PdfReport({
    language,
    title: `${title}: ${report.ad.title}`,
    subject: `${formatDay(language, report.from)} – ${formatDay(language, report.to)}`,
    pageLabel: (page, pages) => fillIn(text('page'), { page, pages }),
  })

  pdf.titleBlock({
    title,
    subtitle: report.ad.title,
    facts: [
      [text('author'), report.ad.author ?? label(language, 'advertisements.noAuthor')],
      [text('period'), `${formatDay(language, report.from)} – ${formatDay(language, report.to)}`],
      [text('dataAsOf'), report.dataAsOf ? vietnamTime(report.dataAsOf) : text('noDataYet')],
      [text('generatedAt'), vietnamTime(now)],
    ],
  })
  if (report.venuesOnly) pdf.paragraph(text('yourVenuesOnly'))

  const figureTable: PdfColumn[] = figureNames.map((name) => ({ header: text(name), width: 2, numeric: true }))
  const figureCells = (figures: DeliveryFigures) => figureNames.map((name) => count(figures[name]))

  pdf.heading(text('totals'))
  pdf.table(
    [
      { header: text('figure'), width: 3 },
      { header: text('value'), width: 1, numeric: true },
    ],
    figureNames.map((name) => [text(name), count(report.totals[name])]),
  )

  pdf.heading(text('byVenue'))
  pdf.table(
    [{ header: text('venue'), width: 4 }, ...figureTable],
    report.venues.map((venue) => [venue.name, ...figureCells(venue)]),
    { emptyText: text('noVenues') },
  )

  pdf.heading(text('byDay'))
  pdf.table(
    [{ header: text('day'), width: 2 }, ...figureTable],
    report.days.map((day) => [formatDay(language, day.day), ...figureCells(day)]),
  )

  pdf.paragraph(text('explained'), { muted: true })
  return pdf.finish()
}
