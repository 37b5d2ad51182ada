import { noVenueFilter, type AccessPoint, type AccessPointListQuery, type ListResponse } from '@wifi/contract'
import { and, inArray, isNull, or } from 'drizzle-orm'
import { can, visibleAccessPoints } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { contains } from '../../db/list-query.ts'
import { readPage, type ListSource } from '../../db/paged-list.ts'
import { accessPoints, type UserRow } from '../../db/schema.ts'
import { toAccessPointView } from './access-point-view.ts'

/** The access points list: sortable columns and the tie-breaking id (db/paged-list.ts). */
export const accessPointList: ListSource<typeof accessPoints, AccessPointListQuery['sort']> = {
  table: accessPoints,
  id: accessPoints.id,
  sortColumns: {
    name: accessPoints.name,
    venueName: accessPoints.venueName,
    healthStatus: accessPoints.healthStatus,
    configStatus: accessPoints.configStatus,
    macAddress: accessPoints.macAddress,
    ipAddress: accessPoints.ipAddress,
    ssid: accessPoints.ssid,
    model: accessPoints.model,
    firmware: accessPoints.firmware,
    lastSyncedAt: accessPoints.lastSyncedAt,
    updatedAt: accessPoints.updatedAt,
  },
}

/**
 * A search as the search text holds a MAC address: "aa-bb-cc…" like "AA:BB:CC…" as "aa:bb:cc…", and Cisco's
 * "aabb.ccdd.eeff" as the bare twelve digits (the search text holds both forms).
 */
function accessPointSearchText(q: string): string {
  const text = q.trim().toLowerCase()
  if (/^[0-9a-f]{2}([-:][0-9a-f]{2})+[-:]?$/.test(text)) return text.replaceAll('-', ':')
  if (/^[0-9a-f]{4}(\.[0-9a-f]{1,4})+$/.test(text)) return text.replaceAll('.', '')
  return text
}

/** The venue filter: the access points of the venues named, and with `none` those outside every venue. */
function venueFilter(venueIds: AccessPointListQuery['venueId']) {
  if (!venueIds?.length) return undefined
  const ids = venueIds.filter((id) => id !== noVenueFilter)
  return or(
    ids.length ? inArray(accessPoints.venueId, ids) : undefined,
    venueIds.includes(noVenueFilter) ? isNull(accessPoints.venueId) : undefined,
  )
}

/**
 * What of the access points `user` may see the query's filters and search keep; shared by the page and the export.
 * A device removed from OpenWISP is kept for its history but is no longer in the list (docs/decisions/021).
 */
export function accessPointListRequest(user: UserRow, query: Omit<AccessPointListQuery, 'page' | 'pageSize'>) {
  return {
    sort: query.sort,
    order: query.order,
    searching: !!query.q,
    where: and(
      isNull(accessPoints.removedAt),
      visibleAccessPoints(user),
      venueFilter(query.venueId),
      query.healthStatus?.length ? inArray(accessPoints.healthStatus, query.healthStatus) : undefined,
      query.configStatus?.length ? inArray(accessPoints.configStatus, query.configStatus) : undefined,
      query.q ? contains(accessPoints.search, accessPointSearchText(query.q)) : undefined,
    ),
  }
}

/** One page of the access points `user` may see, sorted, filtered and searched by the database. */
export async function listAccessPoints(
  db: Database,
  user: UserRow,
  query: AccessPointListQuery,
): Promise<ListResponse<AccessPoint>> {
  const { rows, total } = await readPage(db, accessPointList, { ...accessPointListRequest(user, query), ...query })
  return {
    items: rows.map((row) => toAccessPointView(row, can(user, 'accessPoints.readGateway'))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  }
}
