import type { GuestSession } from '@wifi/contract'
import type { CsvColumn } from '../../export/csv.ts'

/** The guests' time online as CSV, headed as the console's table heads it; bytes as numbers for spreadsheets. */
export const guestSessionCsvColumns: CsvColumn<GuestSession>[] = [
  { header: 'guestSessions.fields.device', value: (row) => row.deviceLabel },
  { header: 'guestSessions.fields.venue', value: (row) => row.venueName },
  { header: 'guestSessions.fields.accessPoint', value: (row) => row.accessPointName },
  { header: 'guestSessions.fields.gateway', value: (row) => row.gatewayKind },
  { header: 'guestSessions.fields.startedAt', value: (row) => row.startedAt },
  { header: 'guestSessions.fields.endedAt', value: (row) => row.endedAt },
  { header: 'guestSessions.fields.duration', value: (row) => row.durationSeconds },
  { header: 'guestSessions.fields.bytesDown', value: (row) => row.bytesDown },
  { header: 'guestSessions.fields.bytesUp', value: (row) => row.bytesUp },
  { header: 'guestSessions.fields.endCause', value: (row) => row.endCause },
  { header: 'guestSessions.fields.returning', value: (row) => row.returning },
]
