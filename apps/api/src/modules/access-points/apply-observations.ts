import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { accessPoints, venues, type AccessPointRow } from '../../db/schema.ts'
import { mapDevice, type MappedDevice } from './device-mapping.ts'
import type { Observations } from './observe-devices.ts'
import { lockAccessPointWrites } from './venue-access-points.ts'

export interface SyncCounts {
  created: number
  updated: number
  unchanged: number
  removed: number
}

/** Rows per statement: a few megabytes of JSON at most. */
const batchSize = 2000

type AccessPointValues = typeof accessPoints.$inferInsert
type Column = keyof AccessPointRow

/** Every column OpenWISP decides; the rest (id, code, gateway, created) belongs to the console. */
const syncedColumns = [
  'name',
  'venueId',
  'organizationId',
  'organizationName',
  'groupId',
  'healthStatus',
  'monitoringStatus',
  'configStatus',
  'errorReason',
  'macAddress',
  'ipAddress',
  'ssid',
  'model',
  'firmware',
  'system',
  'backend',
  'note',
  'status',
  'openwispDeactivated',
  'latitude',
  'longitude',
  'openwispModifiedAt',
  'removedAt',
] as const satisfies readonly (keyof AccessPointRow)[]

/**
 * Writes what a sync observed, in one transaction: every access point is as OpenWISP says, or — if anything
 * fails — exactly as before. Devices are matched by their OpenWISP id; a gone one is marked removed, not
 * deleted, so its history and gateway settings survive.
 */
export async function applyObservations(db: Database, observations: Observations): Promise<SyncCounts> {
  return db.transaction(async (tx) => {
    // A full sync and a venue's may overlap, and an admin may relink a venue meanwhile: the writes take turns.
    await lockAccessPointWrites(tx)
    const now = new Date()
    const ids = observations.devices.map((observation) => observation.device.id)
    const existing = new Map<string, AccessPointRow>()
    for (const chunk of chunks(ids, batchSize)) {
      const rows = await tx.select().from(accessPoints).where(inArray(accessPoints.openwispDeviceId, chunk))
      for (const row of rows) existing.set(row.openwispDeviceId, row)
    }
    const venueByGroup = new Map(
      (
        await tx
          .select({ id: venues.id, groupId: venues.openwispGroupId })
          .from(venues)
          .where(isNotNull(venues.openwispGroupId))
      ).map((venue) => [venue.groupId, venue.id]),
    )

    const inserts: AccessPointValues[] = []
    const updates: AccessPointValues[] = []
    const unchanged: string[] = []
    for (const observation of observations.devices) {
      const mapped = mapDevice(observation)
      const row = existing.get(mapped.openwispDeviceId)
      const synced = withDetails(
        {
          ...mapped,
          venueId: (mapped.groupId && venueByGroup.get(mapped.groupId)) || null,
          organizationName: observations.organizations.get(mapped.organizationId)?.name ?? null,
          removedAt: null,
        },
        row,
      )
      if (!row) inserts.push({ ...synced, lastSyncedAt: now, createdAt: now, updatedAt: now })
      else if (differs(synced, row)) updates.push({ ...synced, lastSyncedAt: now, updatedAt: now })
      else unchanged.push(row.openwispDeviceId)
    }

    const written: Column[] = [...syncedColumns, 'lastSyncedAt', 'updatedAt']
    const insertColumns: Column[] = ['openwispDeviceId', 'createdAt', ...written]
    for (const chunk of chunks(inserts, batchSize)) {
      const columns = columnList(insertColumns)
      await tx.execute(
        sql`insert into ${accessPoints} (${columns}) select ${columns} from ${incomingRows(chunk, insertColumns)}`,
      )
    }
    for (const chunk of chunks(updates, batchSize)) {
      const assignments = sql.raw(written.map((column) => `"${name(column)}" = incoming."${name(column)}"`).join(', '))
      await tx.execute(
        sql`update ${accessPoints} set ${assignments} from ${incomingRows(chunk, ['openwispDeviceId', ...written])}
            where ${accessPoints.openwispDeviceId} = incoming.openwisp_device_id`,
      )
    }
    for (const chunk of chunks(unchanged, batchSize)) {
      await tx.update(accessPoints).set({ lastSyncedAt: now }).where(inArray(accessPoints.openwispDeviceId, chunk))
    }
    let removed = 0
    for (const chunk of chunks(observations.gone, batchSize)) {
      const rows = await tx
        .update(accessPoints)
        .set({ removedAt: now, updatedAt: now })
        .where(and(inArray(accessPoints.openwispDeviceId, chunk), isNull(accessPoints.removedAt)))
        .returning({ id: accessPoints.id })
      removed += rows.length
    }
    return { created: inserts.length, updated: updates.length, unchanged: unchanged.length, removed }
  })
}

type Synced = MappedDevice & { venueId: string | null; organizationName: string | null; removedAt: null }

/** Details not fetched this time (the device did not change) keep the values the console holds. */
function withDetails(synced: Synced, row: AccessPointRow | undefined) {
  return {
    ...synced,
    ssid: synced.ssid !== undefined ? synced.ssid : (row?.ssid ?? null),
    latitude: synced.latitude !== undefined ? synced.latitude : (row?.latitude ?? null),
    longitude: synced.longitude !== undefined ? synced.longitude : (row?.longitude ?? null),
  }
}

function differs(next: ReturnType<typeof withDetails>, row: AccessPointRow): boolean {
  return syncedColumns.some((column) => {
    const before = row[column]
    const after = next[column]
    if (before instanceof Date || after instanceof Date) {
      return (before as Date | null)?.getTime() !== (after as Date | null)?.getTime()
    }
    return before !== after
  })
}

const name = (column: Column) => accessPoints[column].name
const columnList = (columns: readonly Column[]) => sql.raw(columns.map((column) => `"${name(column)}"`).join(', '))

/**
 * The rows as a table named `incoming`, from one JSON parameter: binding tens of thousands of values one by one
 * costs more than the write itself.
 */
function incomingRows(rows: readonly AccessPointValues[], columns: readonly Column[]) {
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map((column) => [name(column), row[column] ?? null]))),
  )
  return sql`json_populate_recordset(null::${accessPoints}, ${json}::json) as incoming`
}

function chunks<Item>(items: readonly Item[], size: number): Item[][] {
  const result: Item[][] = []
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size))
  return result
}
