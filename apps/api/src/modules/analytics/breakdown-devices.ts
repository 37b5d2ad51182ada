import type { AnalyticsBreakdownQuery } from '@wifi/contract'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { allKey } from './device-rollup.ts'
import { countDevices, emptySketch, mergeStoredSketch, type DeviceSketch } from './device-sketch.ts'
import type { Reach } from './reach.ts'

/** The sketch key a table's rows are grouped by. */
const keyColumns = { venue: sql`venue_key`, accessPoint: sql`access_point_key`, ad: sql`ad_key` } as const

/**
 * Each row's measured devices in a report's table (for an ad, its reach), by the row's id (`allKey` for the visits
 * shown no ad): the period's venue sketches the report may read (docs/decisions/035 — a customer's venues and their
 * own ads wherever those ran), merged per row, so a device counts once a row however many days it came.
 */
export async function breakdownDevices(
  db: Database,
  query: AnalyticsBreakdownQuery,
  ownsAd: boolean,
  reach: Reach | undefined,
): Promise<Map<string, number>> {
  const byPlace = query.venueId !== undefined || query.accessPointId !== undefined
  const everywhere = reach === undefined || byPlace || ownsAd
  const conditions = [
    sql`venue_key <> ${allKey}::uuid`,
    sql`day >= ${query.from}::date and day <= ${query.to}::date`,
    query.venueId ? sql`venue_key = ${query.venueId}` : undefined,
    query.accessPointId ? sql`access_point_key = ${query.accessPointId}` : undefined,
    query.adId ? sql`ad_key = ${query.adId}` : undefined,
    everywhere
      ? undefined
      : sql`(venue_key = any(${sql.param(reach.venueIds)}::uuid[]) or ad_key = any(${sql.param(reach.adIds)}::uuid[]))`,
  ].filter((condition): condition is SQL => condition !== undefined)
  const result = await db.execute(sql`
    select ${keyColumns[query.by]}::text as key, devices from guest_device_sketches
    where ${sql.join(conditions, sql` and `)}`)
  const sketches = new Map<string, DeviceSketch>()
  for (const row of (result as unknown as { rows: { key: string; devices: Uint8Array }[] }).rows) {
    let sketch = sketches.get(row.key)
    if (!sketch) sketches.set(row.key, (sketch = emptySketch()))
    mergeStoredSketch(sketch, row.devices)
  }
  return new Map([...sketches].map(([key, sketch]) => [key, countDevices(sketch)]))
}
