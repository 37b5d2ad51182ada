import type { Analytics, AnalyticsFigures, AnalyticsQuery } from '@wifi/contract'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { findVisibleAd, findVisibleVenue, visibleAccessPoints } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { accessPoints, type UserRow } from '../../db/schema.ts'
import { notFound } from '../../errors/api-error.ts'
import { deviceFigures, type DeviceFigures } from './device-figures.ts'
import { lengthCountColumns, lengthSecondsColumns, summedColumns } from './figure-columns.ts'
import { customerReach, type Reach } from './reach.ts'

const dayMs = 86_400_000
/** The start of a Vietnamese calendar day (UTC+7 all year). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+07:00`)
const dayOf = (moment: Date) => new Date(moment.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)
const vietnamTime = sql`hour at time zone 'Asia/Ho_Chi_Minh'`

/** The summed columns of a group of hourly rows, as numbers (PostgreSQL sums bigints as numeric: text). */
const summed = sql.raw(summedColumns.map((column) => `coalesce(sum(${column}), 0)::float8 as ${column}`).join(', '))

type SummedRow = Record<string, number>

/**
 * The median length of the ended sessions from the length buckets: the mean length of the bucket the middle session
 * falls in — exact when that bucket's sessions lasted alike, and never outside its bounds. Null without an ended
 * session.
 */
export function medianFromBuckets(counts: number[], seconds: number[]): number | null {
  const total = counts.reduce((sum, value) => sum + value, 0)
  if (total === 0) return null
  let before = 0
  for (let bucket = 0; bucket < counts.length; bucket++) {
    const inBucket = counts[bucket]!
    before += inBucket
    if (inBucket > 0 && before >= total / 2) return Math.round(seconds[bucket]! / inBucket)
  }
  return null
}

function figures(row: SummedRow | undefined, devices: DeviceFigures): AnalyticsFigures {
  const value = (column: string) => row?.[column] ?? 0
  return {
    ...devices,
    impressions: value('impressions'),
    countdownsCompleted: value('countdowns_completed'),
    adsClosed: value('ads_closed'),
    tasksPassed: value('tasks_passed'),
    connections: value('connections'),
    ctaClicks: value('cta_clicks'),
    onlineMinutes: Math.round(value('online_seconds') / 60),
    bytesDown: value('bytes_down'),
    bytesUp: value('bytes_up'),
    medianSessionSeconds: medianFromBuckets(lengthCountColumns.map(value), lengthSecondsColumns.map(value)),
  }
}

/** Adds two sets of summed columns (a period's total from its days). */
const add = (into: SummedRow, row: SummedRow) => {
  for (const [column, value] of Object.entries(row)) if (column !== 'day') into[column] = (into[column] ?? 0) + value
  return into
}

/**
 * Which hourly rows the report reads, as a FROM item: the service-wide table for an admin without filters, the per-ad
 * table for an ad across venues (an admin's filter, or a customer's own ad), or the venues' rows narrowed by the
 * filters — for a customer without filters, their venues' rows and, at the other venues, their own ads' (two index
 * scans put together: an `or` of the two would read every row). A venue, access point or ad the reader may not see is
 * not found, like one that does not exist.
 */
async function source(
  db: Database,
  user: UserRow,
  query: AnalyticsQuery,
): Promise<{ rows: SQL; ownsAd: boolean; reach: Reach | undefined }> {
  if (query.venueId) await findVisibleVenue(db, user, query.venueId)
  const ownsAd = query.adId ? (await findVisibleAd(db, user, query.adId)).authorId === user.id : false
  if (query.accessPointId) {
    const [found] = await db
      .select({ id: accessPoints.id })
      .from(accessPoints)
      .where(and(eq(accessPoints.id, query.accessPointId), visibleAccessPoints(user)))
    if (!found) throw notFound('The access point')
  }
  const isAdmin = user.role === 'admin'
  const byPlace = query.venueId !== undefined || query.accessPointId !== undefined
  const reach = isAdmin ? undefined : await customerReach(db, user)
  if (!byPlace && !query.adId && isAdmin) return { rows: sql`guest_stats_hourly_all`, ownsAd, reach }
  if (!byPlace && query.adId && (isAdmin || ownsAd)) {
    return { rows: sql`(select * from guest_stats_hourly_ad where ad_key = ${query.adId}) scoped`, ownsAd, reach }
  }
  const memberVenues = sql`${sql.param(reach?.venueIds ?? [])}::uuid[]`
  const conditions = [
    query.venueId ? sql`venue_id = ${query.venueId}` : undefined,
    query.accessPointId ? sql`access_point_id = ${query.accessPointId}` : undefined,
    query.adId ? sql`ad_key = ${query.adId}` : undefined,
    isAdmin || byPlace ? undefined : sql`venue_id = any(${memberVenues})`,
  ].filter((condition): condition is SQL => condition !== undefined)
  const places = sql`select * from guest_stats_hourly where ${sql.join(conditions, sql` and `)}`
  if (isAdmin || byPlace || query.adId) return { rows: sql`(${places}) scoped`, ownsAd, reach }
  const ownAdsElsewhere = sql`select * from guest_stats_hourly
    where ad_key = any(${sql.param(reach?.adIds ?? [])}::uuid[]) and not venue_id = any(${memberVenues})`
  return { rows: sql`(${places} union all ${ownAdsElsewhere}) scoped`, ownsAd, reach }
}

const rowsOf = (result: unknown) => (result as { rows: SummedRow[] }).rows

/**
 * The report of `query` as `user` may see it (docs/decisions/035): the period's totals, the previous period of the same
 * length, each day, connections by weekday and hour, and when the figures were last brought up to date.
 */
export async function analyticsReport(db: Database, user: UserRow, query: AnalyticsQuery): Promise<Analytics> {
  const { rows, ownsAd, reach } = await source(db, user, query)
  const start = startOfDay(query.from)
  const end = new Date(startOfDay(query.to).getTime() + dayMs)
  const previousStart = new Date(start.getTime() - (end.getTime() - start.getTime()))
  const within = (from: Date, to: Date) =>
    sql`hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz`

  const [byDay, previous, hours, rollup, devices] = await Promise.all([
    db.execute(sql`
      select to_char(${vietnamTime}, 'YYYY-MM-DD') as day, ${summed}
      from ${rows} where ${within(start, end)} group by 1`),
    db.execute(sql`select ${summed} from ${rows} where ${within(previousStart, start)}`),
    db.execute(sql`
      select extract(dow from ${vietnamTime})::int as weekday, extract(hour from ${vietnamTime})::int as hour,
        coalesce(sum(connections), 0)::float8 as connections
      from ${rows} where ${within(start, end)} group by 1, 2 order by 1, 2`),
    db.execute(sql`select rolled_up_at from analytics_rollup where name = 'guest-figures'`),
    deviceFigures(db, query, ownsAd, reach),
  ])

  const daily = new Map(rowsOf(byDay).map((row) => [row.day as unknown as string, row]))
  const days: Analytics['days'] = []
  const total: SummedRow = {}
  for (let moment = start; moment < end; moment = new Date(moment.getTime() + dayMs)) {
    const day = dayOf(moment)
    const row = daily.get(day)
    if (row) add(total, row)
    days.push({ day, ...figures(row, devices.day(day)) })
  }
  const rolledUpAt = (rowsOf(rollup)[0] as unknown as { rolled_up_at: Date | string } | undefined)?.rolled_up_at
  return {
    totals: figures(total, devices.totals),
    previous: figures(rowsOf(previous)[0], devices.previous),
    days,
    hours: rowsOf(hours).map((row) => ({ weekday: row.weekday!, hour: row.hour!, connections: row.connections! })),
    dataAsOf: rolledUpAt ? new Date(rolledUpAt).toISOString() : null,
  }
}
