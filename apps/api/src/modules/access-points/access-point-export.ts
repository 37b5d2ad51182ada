import { noVenueFilter, type AccessPointListQuery } from '@wifi/contract'
import type { Database } from '../../db/client.ts'
import type { AccessPointRow, UserRow } from '../../db/schema.ts'
import type { CsvColumn } from '../../export/csv.ts'
import { searchFilter, valuesFilter } from '../../export/csv-filters.ts'
import type { CsvAbout } from '../../export/csv-heading.ts'
import { venueNames } from '../../export/filter-names.ts'
import { label } from '../../export/labels.ts'

/** What the access points CSV holds: the list with its search and its venue, health and configuration filters. */
export async function accessPointCsvAbout(
  db: Database,
  user: UserRow,
  query: Pick<AccessPointListQuery, 'q' | 'venueId' | 'healthStatus' | 'configStatus'>,
): Promise<CsvAbout> {
  const venueIds = query.venueId ?? []
  const named = await venueNames(
    db,
    user,
    venueIds.filter((id) => id !== noVenueFilter),
  )
  // "No venue" where the filter names it, as the screen's venue filter words it.
  const venues = venueIds.includes(noVenueFilter) ? [{ key: 'accessPoints.noVenue' }, ...named] : named
  return {
    kind: 'accessPoints',
    filters: [
      ...searchFilter(query.q),
      ...(venues.length > 0 ? [{ label: 'accessPoints.fields.venue', values: venues }] : []),
      ...valuesFilter('accessPoints.fields.healthStatus', 'accessPoints.health', query.healthStatus),
      ...valuesFilter('accessPoints.fields.configStatus', 'accessPoints.config', query.configStatus),
    ],
  }
}

/** The access points CSV: what the table shows, with the device code (never the gateway secret). */
export const accessPointCsvColumns: CsvColumn<AccessPointRow>[] = [
  { header: 'accessPoints.fields.name', value: (row) => row.name },
  { header: 'accessPoints.fields.deviceCode', value: (row) => row.deviceCode },
  // As the table says it, not an empty cell.
  {
    header: 'accessPoints.fields.venue',
    value: (row, language) => row.venueName ?? label(language, 'accessPoints.noVenue'),
  },
  {
    header: 'accessPoints.fields.healthStatus',
    value: (row, language) => label(language, `accessPoints.health.${row.healthStatus}`),
  },
  {
    header: 'accessPoints.fields.configStatus',
    value: (row, language) => label(language, `accessPoints.config.${row.configStatus}`),
  },
  { header: 'accessPoints.fields.macAddress', value: (row) => row.macAddress },
  { header: 'accessPoints.fields.ipAddress', value: (row) => row.ipAddress },
  { header: 'accessPoints.fields.ssid', value: (row) => row.ssid },
  { header: 'accessPoints.fields.model', value: (row) => row.model },
  { header: 'accessPoints.fields.firmware', value: (row) => row.firmware },
  { header: 'accessPoints.fields.lastSyncedAt', value: (row) => row.lastSyncedAt },
  { header: 'accessPoints.fields.updatedAt', value: (row) => row.updatedAt },
]
