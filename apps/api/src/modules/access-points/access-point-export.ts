import type { AccessPointRow } from '../../db/schema.ts'
import type { CsvColumn } from '../../export/csv.ts'
import { label } from '../../export/labels.ts'

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
