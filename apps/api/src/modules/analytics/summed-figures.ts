import type { AnalyticsBreakdownRow } from '@wifi/contract'
import { sql } from 'drizzle-orm'
import { lengthCountColumns, lengthSecondsColumns, summedColumns } from './figure-columns.ts'

/** The summed columns of a group of aggregate rows, as numbers (PostgreSQL sums bigints as numeric: text). */
export const summed = sql.raw(
  summedColumns.map((column) => `coalesce(sum(${column}), 0)::float8 as ${column}`).join(', '),
)

export type SummedRow = Record<string, number>

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

/** Every figure but the devices' (which come from the sketches) from a group's summed columns. */
export type SummedFigures = Omit<AnalyticsBreakdownRow, 'id' | 'name' | 'venueName' | 'devices'>

export function summedFigures(row: SummedRow | undefined): SummedFigures {
  const value = (column: string) => row?.[column] ?? 0
  return {
    pagesShown: value('pages_shown'),
    impressions: value('impressions'),
    measuredImpressions: value('measured_impressions'),
    measuredVisits: value('measured_visits'),
    returnVisits: value('return_visits'),
    countdownsCompleted: value('countdowns_completed'),
    adsClosed: value('ads_closed'),
    tasksPassed: value('tasks_passed'),
    adConnections: value('ad_connections'),
    connections: value('connections'),
    uncountedConnections: value('uncounted_connections'),
    ctaClicks: value('cta_clicks'),
    onlineMinutes: Math.round(value('online_seconds') / 60),
    bytesDown: value('bytes_down'),
    bytesUp: value('bytes_up'),
    medianSessionSeconds: medianFromBuckets(lengthCountColumns.map(value), lengthSecondsColumns.map(value)),
  }
}
