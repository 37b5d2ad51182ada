import { sql, type SQL } from 'drizzle-orm'

/** How far back an earlier visit makes a visit a return: the default days the visits are kept (GUEST_RETENTION_DAYS). */
const lookbackDays = 90

/**
 * Whether the visit `visit` (a guest_sessions alias) is a return (docs/decisions/058): a measured device that had
 * visited the same venue on an earlier Vietnam day, in the 90 days before. One rule for the rollup's return visits
 * and the day sketches' returning devices, so the two cannot disagree.
 */
export function cameBack(visit: string): SQL {
  const s = sql.raw(visit)
  const dayStart = sql`(date_trunc('day', ${s}.shown_at at time zone 'Asia/Ho_Chi_Minh') at time zone 'Asia/Ho_Chi_Minh')`
  return sql`(${s}.device_hash is not null and exists (
    select 1 from guest_sessions earlier
    where earlier.device_hash = ${s}.device_hash and earlier.venue_id = ${s}.venue_id
      and earlier.shown_at < ${dayStart} and earlier.shown_at >= ${dayStart} - interval '${sql.raw(String(lookbackDays))} days'))`
}
