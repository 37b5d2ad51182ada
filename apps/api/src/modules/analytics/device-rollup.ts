import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { cameBack } from './came-back.ts'
import { addDevice, emptySketch, encodeSketch, mergeStoredSketch, type DeviceSketch } from './device-sketch.ts'

/** The nil uuid: "all venues", "all access points", "no ad" in a sketch's key (schema.ts guestDeviceSketches). */
export const allKey = '00000000-0000-0000-0000-000000000000'

interface SketchKey {
  day: string
  venue: string
  accessPoint: string
  ad: string
}

interface Sketches {
  key: SketchKey
  devices: DeviceSketch
  randomised: DeviceSketch
  returned: DeviceSketch
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Adds the measured devices of the recomputed venue-hours (`dirty_hours`, roll-up.ts) to the day's sketches: at their
 * venue, access point and ad; at their ad across venues; and service-wide. Adding a device a sketch has seen changes
 * nothing, so the hours recomputed again add nothing twice. A Vietnam day at a time, so a first run over months of
 * visits holds one day's devices in memory, not all of them.
 */
export async function addDevicesOfDirtyHours(tx: Transaction): Promise<void> {
  const days = await tx.execute(sql`
    select distinct to_char(hour at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as day from dirty_hours order by 1`)
  for (const { day } of (days as unknown as { rows: { day: string }[] }).rows) await addDevicesOfDay(tx, day)
}

async function addDevicesOfDay(tx: Transaction, day: string): Promise<void> {
  const result = await tx.execute(sql`
    select ${day} as day, s.venue_id, s.access_point_id, coalesce(s.ad_id, ${allKey}::uuid) as ad_key,
      s.device_hash, s.mac_randomised, ${cameBack('s')} as came_back
    from dirty_hours d
    join guest_sessions s on s.venue_id = d.venue_id
      and s.shown_at >= d.hour and s.shown_at < d.hour + interval '1 hour'
    where s.device_hash is not null
      and to_char(d.hour at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') = ${day}`)
  const visits = (
    result as unknown as {
      rows: {
        day: string
        venue_id: string
        access_point_id: string
        ad_key: string
        device_hash: string
        mac_randomised: boolean
        came_back: boolean
      }[]
    }
  ).rows
  if (visits.length === 0) return

  const touched = new Map<string, Sketches>()
  const sketchOf = (key: SketchKey) => {
    const id = `${key.venue}|${key.day}|${key.accessPoint}|${key.ad}`
    let sketches = touched.get(id)
    if (!sketches) {
      sketches = { key, devices: emptySketch(), randomised: emptySketch(), returned: emptySketch() }
      touched.set(id, sketches)
    }
    return sketches
  }
  for (const visit of visits) {
    const keys: SketchKey[] = [
      { day: visit.day, venue: visit.venue_id, accessPoint: visit.access_point_id, ad: visit.ad_key },
      { day: visit.day, venue: allKey, accessPoint: allKey, ad: allKey },
    ]
    if (visit.ad_key !== allKey) keys.push({ day: visit.day, venue: allKey, accessPoint: allKey, ad: visit.ad_key })
    for (const key of keys) {
      const sketches = sketchOf(key)
      addDevice(sketches.devices, visit.device_hash)
      if (visit.mac_randomised) addDevice(sketches.randomised, visit.device_hash)
      if (visit.came_back) addDevice(sketches.returned, visit.device_hash)
    }
  }

  const entries = [...touched.values()]
  const column = (pick: (entry: Sketches) => string) => sql.param(entries.map(pick))
  const keyColumns = sql`${column((entry) => entry.key.venue)}::uuid[], ${column((entry) => entry.key.day)}::date[],
    ${column((entry) => entry.key.accessPoint)}::uuid[], ${column((entry) => entry.key.ad)}::uuid[]`
  const stored = await tx.execute(sql`
    select venue_key, day::text as day, access_point_key, ad_key, devices, randomised, returned
    from guest_device_sketches
    where (venue_key, day, access_point_key, ad_key) in (
      select * from unnest(${keyColumns}) as touched (venue_key, day, access_point_key, ad_key))`)
  for (const row of (
    stored as unknown as {
      rows: {
        venue_key: string
        day: string
        access_point_key: string
        ad_key: string
        devices: Uint8Array
        randomised: Uint8Array
        returned: Uint8Array
      }[]
    }
  ).rows) {
    const sketches = touched.get(`${row.venue_key}|${row.day}|${row.access_point_key}|${row.ad_key}`)
    if (!sketches) continue
    mergeStoredSketch(sketches.devices, row.devices)
    mergeStoredSketch(sketches.randomised, row.randomised)
    mergeStoredSketch(sketches.returned, row.returned)
  }

  // As hex text: both drivers pass a text array alike, which a bytea array is not sure to be.
  const sketchColumn = (pick: (entry: Sketches) => DeviceSketch) =>
    sql.param(entries.map((entry) => encodeSketch(pick(entry)).toString('hex')))
  await tx.execute(sql`
    insert into guest_device_sketches (venue_key, day, access_point_key, ad_key, devices, randomised, returned)
    select venue_key, day, access_point_key, ad_key, decode(devices, 'hex'), decode(randomised, 'hex'),
      decode(returned, 'hex')
    from unnest(${keyColumns}, ${sketchColumn((entry) => entry.devices)}::text[],
      ${sketchColumn((entry) => entry.randomised)}::text[], ${sketchColumn((entry) => entry.returned)}::text[])
      as touched (venue_key, day, access_point_key, ad_key, devices, randomised, returned)
    on conflict (venue_key, day, access_point_key, ad_key)
      do update set devices = excluded.devices, randomised = excluded.randomised, returned = excluded.returned`)
}
