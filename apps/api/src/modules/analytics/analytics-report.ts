import type { Analytics, AnalyticsFigures, AnalyticsQuery } from '@wifi/contract'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import { deviceFigures, type DeviceFigures } from './device-figures.ts'
import { reportSource } from './report-source.ts'
import { summed, summedFigures, type SummedRow } from './summed-figures.ts'

const dayMs = 86_400_000
/** The start of a Vietnamese calendar day (UTC+7 all year). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+07:00`)
const dayOf = (moment: Date) => new Date(moment.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)
const vietnamTime = sql`hour at time zone 'Asia/Ho_Chi_Minh'`

function figures(row: SummedRow | undefined, devices: DeviceFigures): AnalyticsFigures {
  return { ...devices, ...summedFigures(row) }
}

/** Adds two sets of summed columns (a period's total from its days). */
const add = (into: SummedRow, row: SummedRow) => {
  for (const [column, value] of Object.entries(row)) if (column !== 'day') into[column] = (into[column] ?? 0) + value
  return into
}

const rowsOf = (result: unknown) => (result as { rows: SummedRow[] }).rows

const hourMs = 3_600_000

/**
 * What the period is compared with (docs/decisions/051): the period of the same length just before it, or — while the
 * period has not ended — the same elapsed part of it, to the hour the figures have reached (the coming hour: the
 * aggregates are hourly, and the current hour's visits are in the totals).
 */
function comparison(start: Date, end: Date, now: Date) {
  const comingHour = Math.ceil(now.getTime() / hourMs) * hourMs
  const reached = Math.min(end.getTime(), Math.max(start.getTime(), comingHour))
  const previousStart = new Date(start.getTime() - (end.getTime() - start.getTime()))
  const previousEnd = new Date(previousStart.getTime() + (reached - start.getTime()))
  return { previousStart, previousEnd, partial: reached < end.getTime() }
}

/**
 * The report of `query` as `user` may see it (docs/decisions/035): the period's totals, what they are compared with,
 * each day, connections by weekday and hour, and when the figures were last brought up to date.
 */
export async function analyticsReport(
  db: Database,
  user: UserRow,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<Analytics> {
  const source = await reportSource(db, user, query)
  const start = startOfDay(query.from)
  const end = new Date(startOfDay(query.to).getTime() + dayMs)
  const { previousStart, previousEnd, partial } = comparison(start, end, now)
  const hourly = source.hourly()
  const withinHours = (from: Date, to: Date) =>
    sql`hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz`
  // The days' and the two periods' sums: from the hours when those are the wide tables, else from the venues' days.
  const venueDays = source.daily('venue')
  const withinDays = (from: Date, to: Date) => sql`day >= ${dayOf(from)}::date and day < ${dayOf(to)}::date`
  const daySums = source.wide
    ? sql`select to_char(${vietnamTime}, 'YYYY-MM-DD') as day, ${summed}
        from ${hourly} where ${withinHours(start, end)} group by 1`
    : sql`select day::text as day, ${summed} from ${venueDays} where ${withinDays(start, end)} group by 1`
  // A part of a period needs its hours; a whole one is read from whole days where those are fewer rows.
  const previousSums =
    source.wide || partial
      ? sql`select ${summed} from ${hourly} where ${withinHours(previousStart, previousEnd)}`
      : sql`select ${summed} from ${venueDays} where ${withinDays(previousStart, start)}`

  const [byDay, previous, hours, rollup, devices] = await Promise.all([
    db.execute(daySums),
    db.execute(previousSums),
    db.execute(sql`
      select extract(dow from ${vietnamTime})::int as weekday, extract(hour from ${vietnamTime})::int as hour,
        coalesce(sum(connections), 0)::float8 as connections, coalesce(sum(impressions), 0)::float8 as impressions
      from ${hourly} where ${withinHours(start, end)} group by 1, 2 order by 1, 2`),
    db.execute(sql`select rolled_up_at from analytics_rollup where name = 'guest-figures'`),
    deviceFigures(db, query, source.ownsAd, source.reach),
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
    comparedWith: { start: previousStart.toISOString(), end: previousEnd.toISOString(), partial },
    days,
    hours: rowsOf(hours).map((row) => ({
      weekday: row.weekday!,
      hour: row.hour!,
      connections: row.connections!,
      impressions: row.impressions!,
    })),
    dataAsOf: rolledUpAt ? new Date(rolledUpAt).toISOString() : null,
  }
}
