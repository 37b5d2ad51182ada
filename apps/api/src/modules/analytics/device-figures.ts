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

/** How far back a device counts as returning: it was seen in the 90 days before. */
const lookbackDays = 90
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
  const select = (where: SQL) => sql`select day::text as day, devices, randomised from guest_device_sketches
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
}

/** How many of `devices` were among `seen`, and the rest; and how many had a randomised MAC. */
function split(devices: DeviceSketch, randomised: DeviceSketch, seen: DeviceSketch): DeviceFigures {
  const uniqueDevices = countDevices(devices)
  // Seen in both: these devices plus the earlier ones, less those of either.
  const both = uniqueDevices + countDevices(seen) - countDevices(devices, seen)
  const returningDevices = Math.min(uniqueDevices, Math.max(0, both))
  return {
    uniqueDevices,
    newDevices: uniqueDevices - returningDevices,
    returningDevices,
    randomisedDevices: Math.min(uniqueDevices, countDevices(randomised)),
  }
}

/** The devices of the days from `first` to `last` merged. */
function merged(daily: Map<string, DaySketches>, first: string, last: string): DaySketches {
  const devices = emptySketch()
  const randomised = emptySketch()
  for (let day = first; day <= last; day = shiftDay(day, 1)) {
    const sketches = daily.get(day)
    if (!sketches) continue
    mergeSketch(devices, sketches.devices)
    mergeSketch(randomised, sketches.randomised)
  }
  return { devices, randomised }
}

/** A period's devices, returning when seen in the 90 days before it. */
function periodFigures(daily: Map<string, DaySketches>, first: string, last: string): DeviceFigures {
  const period = merged(daily, first, last)
  const before = merged(daily, shiftDay(first, -lookbackDays), shiftDay(first, -1))
  return split(period.devices, period.randomised, before.devices)
}

/**
 * Each day's devices, returning when seen in the 90 days before the period or on an earlier day of it: one running
 * union, rather than 90 days merged again for every day.
 */
function dayFigures(daily: Map<string, DaySketches>, first: string, last: string): Map<string, DeviceFigures> {
  const seen = merged(daily, shiftDay(first, -lookbackDays), shiftDay(first, -1)).devices
  const figures = new Map<string, DeviceFigures>()
  for (let day = first; day <= last; day = shiftDay(day, 1)) {
    const sketches = daily.get(day) ?? { devices: emptySketch(), randomised: emptySketch() }
    figures.set(day, split(sketches.devices, sketches.randomised, seen))
    mergeSketch(seen, sketches.devices)
  }
  return figures
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
  const result = await db.execute(sketchRows(query, ownsAd, reach, shiftDay(previousFrom, -lookbackDays), query.to))
  const daily = new Map<string, DaySketches>()
  for (const row of (result as unknown as { rows: { day: string; devices: Uint8Array; randomised: Uint8Array }[] })
    .rows) {
    let sketches = daily.get(row.day)
    if (!sketches) {
      sketches = { devices: emptySketch(), randomised: emptySketch() }
      daily.set(row.day, sketches)
    }
    mergeStoredSketch(sketches.devices, row.devices)
    mergeStoredSketch(sketches.randomised, row.randomised)
  }
  const days = dayFigures(daily, query.from, query.to)
  return {
    totals: periodFigures(daily, query.from, query.to),
    previous: periodFigures(daily, previousFrom, shiftDay(query.from, -1)),
    day: (day) => days.get(day)!,
  }
}
