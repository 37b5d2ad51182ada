import { mapPointLimit, type AccessPointMap, type AccessPointMapQuery } from '@wifi/contract'
import { and, count, isNotNull } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { accessPoints, type UserRow } from '../../db/schema.ts'
import { accessPointListRequest } from './access-point-list.ts'

/**
 * The access points map: each access point with a place that `user` may see and the list's filters keep, column by
 * column, at most `mapPointLimit` of them, with the tiles to draw them on.
 */
export async function accessPointMap(
  db: Database,
  user: UserRow,
  query: AccessPointMapQuery,
  tiles: Config['mapTiles'],
): Promise<AccessPointMap> {
  const { where } = accessPointListRequest(user, { ...query, sort: 'name', order: 'asc' })
  const placed = and(where, isNotNull(accessPoints.latitude), isNotNull(accessPoints.longitude))
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: accessPoints.id,
        name: accessPoints.name,
        latitude: accessPoints.latitude,
        longitude: accessPoints.longitude,
        healthStatus: accessPoints.healthStatus,
      })
      .from(accessPoints)
      .where(placed)
      .orderBy(accessPoints.id)
      .limit(mapPointLimit),
    db.select({ value: count() }).from(accessPoints).where(placed),
  ])
  return {
    tiles,
    total: counted?.value ?? 0,
    points: {
      id: rows.map((row) => row.id),
      name: rows.map((row) => row.name),
      latitude: rows.map((row) => row.latitude!),
      longitude: rows.map((row) => row.longitude!),
      healthStatus: rows.map((row) => row.healthStatus),
    },
  }
}
