import { sessionLengthBucketCount } from '../../db/schema.ts'

/** The columns of the hourly figures (schema.ts guestStatsHourly), named once for the rollup and the report. */

const buckets = Array.from({ length: sessionLengthBucketCount }, (_, bucket) => bucket)

/** How many ended sessions fell in each length bucket. */
export const lengthCountColumns = buckets.map((bucket) => `length_${bucket}`)
/** How many seconds they lasted together. */
export const lengthSecondsColumns = buckets.map((bucket) => `length_seconds_${bucket}`)

/** Every figure a report sums: the funnel's counts, time and bytes online, the session lengths. */
export const summedColumns = [
  'pages_shown',
  'impressions',
  'measured_impressions',
  'measured_visits',
  'return_visits',
  'countdowns_completed',
  'ads_closed',
  'tasks_passed',
  'ad_connections',
  'connections',
  'uncounted_connections',
  'cta_clicks',
  'online_seconds',
  'bytes_down',
  'bytes_up',
  ...lengthCountColumns,
  ...lengthSecondsColumns,
]
