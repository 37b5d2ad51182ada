import type { AnalyticsQuery } from '@wifi/contract'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { allKey } from './device-rollup.ts'
import { countDevices, emptySketch, mergeSketch, mergeStoredSketch, type DeviceSketch } from './device-sketch.ts'
import type { Reach } from './reach.ts'

export interface DeviceFigures {
  uniqueDevices: number
  newDevices: number
  returningDevices: number
  randomisedDevices: number
}

const dayMs = 86_400_000
const shiftDay = (day: string, days: number) => new Date(Date.parse(day) + days * dayMs).toISOString().slice(0, 10)

/**
 * The sketch rows that hold the devices the report counts, from `first` to `last` (schema.ts guestDeviceSketches): the
 * service-wide row a day for an admin without filters; the ad's own row a day for an ad across venues (an admin's
 * filter, or a customer's own ad); otherwise the venues' rows, narrowed by the filters and, for a customer, to their
 * venues — and, for a customer without filters, their own ads' rows besides (two index scans put together; the
 * merge counts a device in both once).
 */
function sketchRows(
  query: AnalyticsQuery,
  ownsAd: boolean,
  reach: Reach | undefined,
  first: string,
  last: string,
): SQL {
  const isAdmin = reach === undefined
  const byPlace = query.venueId !== undefined || query.accessPointId !== undefined
  const select = (where: SQL) => sql`select day::text as day, devices, randomised, returned from guest_device_sketches
    where ${where} and day >= ${first}::date and day <= ${last}::date`
  const allPlaces = sql`venue_key = ${allKey}::uuid and access_point_key = ${allKey}::uuid`
  if (!byPlace && query.adId && (isAdmin || ownsAd)) return select(sql`${allPlaces} and ad_key = ${query.adId}`)
  if (!byPlace && !query.adId && isAdmin) return select(sql`${allPlaces} and ad_key = ${allKey}::uuid`)
  const conditions = [
    sql`venue_key <> ${allKey}::uuid`,
    query.venueId ? sql`venue_key = ${query.venueId}` : undefined,
    query.accessPointId ? sql`access_point_key = ${query.accessPointId}` : undefined,
    query.adId ? sql`ad_key = ${query.adId}` : undefined,
    isAdmin || byPlace ? undefined : sql`venue_key = any(${sql.param(reach.venueIds)}::uuid[])`,
  ].filter((condition): condition is SQL => condition !== undefined)
  const places = select(sql.join(conditions, sql` and `))
  if (isAdmin || byPlace || query.adId) return places
  const ownAds = select(sql`${allPlaces} and ad_key = any(${sql.param(reach.adIds)}::uuid[])`)
  return sql`${places} union all ${ownAds}`
}

interface DaySketches {
  devices: DeviceSketch
  randomised: DeviceSketch
  returned: DeviceSketch
}

const emptySketches = (): DaySketches => ({
  devices: emptySketch(),
  randomised: emptySketch(),
  returned: emptySketch(),
})

/** The counts of a day's or a period's sketches: the devices that came back, the others new (docs/decisions/058). */
function counted({ devices, randomised, returned }: DaySketches): DeviceFigures {
  const uniqueDevices = countDevices(devices)
  // Two estimates of nested sets: the smaller is held to the larger, so no share passes 100%.
  const returningDevices = Math.min(uniqueDevices, countDevices(returned))
  return {
    uniqueDevices,
    newDevices: uniqueDevices - returningDevices,
    returningDevices,
    randomisedDevices: Math.min(uniqueDevices, countDevices(randomised)),
  }
}

/** The devices of the days from `first` to `last` merged: a device that came back on any of them came back. */
function merged(daily: Map<string, DaySketches>, first: string, last: string): DaySketches {
  const period = emptySketches()
  for (let day = first; day <= last; day = shiftDay(day, 1)) {
    const sketches = daily.get(day)
    if (!sketches) continue
    mergeSketch(period.devices, sketches.devices)
    mergeSketch(period.randomised, sketches.randomised)
    mergeSketch(period.returned, sketches.returned)
  }
  return period
}

/**
 * The device figures of the period, of the previous one of the same length, and of each day (docs/decisions/035),
 * merged from the day sketches the reader may see.
 */
export async function deviceFigures(
  db: Database,
  query: AnalyticsQuery,
  ownsAd: boolean,
  /** A customer's venues and ads; none for an admin. */
  reach: Reach | undefined,
): Promise<{ totals: DeviceFigures; previous: DeviceFigures; day: (day: string) => DeviceFigures }> {
  const length = Math.round((Date.parse(query.to) - Date.parse(query.from)) / dayMs) + 1
  const previousFrom = shiftDay(query.from, -length)
  const result = await db.execute(sketchRows(query, ownsAd, reach, previousFrom, query.to))
  const daily = new Map<string, DaySketches>()
  const rows = (result as unknown as { rows: ({ day: string } & Record<keyof DaySketches, Uint8Array>)[] }).rows
  for (const row of rows) {
    let sketches = daily.get(row.day)
    if (!sketches) {
      sketches = emptySketches()
      daily.set(row.day, sketches)
    }
    mergeStoredSketch(sketches.devices, row.devices)
    mergeStoredSketch(sketches.randomised, row.randomised)
    mergeStoredSketch(sketches.returned, row.returned)
  }
  return {
    totals: counted(merged(daily, query.from, query.to)),
    previous: counted(merged(daily, previousFrom, shiftDay(query.from, -1))),
    day: (day) => counted(daily.get(day) ?? emptySketches()),
  }
}
