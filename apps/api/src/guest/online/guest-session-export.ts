import type { GuestSession, guestSessionQuerySchema } from '@wifi/contract'
import type { z } from 'zod/mini'
import type { Database } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import type { CsvColumn } from '../../export/csv.ts'
import { valuesFilter } from '../../export/csv-filters.ts'
import type { CsvAbout } from '../../export/csv-heading.ts'
import { accessPointName, venueNames } from '../../export/filter-names.ts'
import { label } from '../../export/labels.ts'
import { timestamp } from '../../export/vietnam-time.ts'

/** What the guest sessions CSV holds: the list with its period and its venue, access point and state filters. */
export async function guestSessionCsvAbout(
  db: Database,
  user: UserRow,
  query: Pick<z.output<typeof guestSessionQuerySchema>, 'venueId' | 'accessPointId' | 'state' | 'from' | 'to'>,
): Promise<CsvAbout> {
  return {
    kind: 'guestSessions',
    period: { from: query.from, to: query.to },
    filters: [
      ...(query.venueId
        ? [{ label: 'guestSessions.filters.venue', values: await venueNames(db, user, [query.venueId]) }]
        : []),
      ...(query.accessPointId
        ? [
            {
              label: 'guestSessions.filters.accessPoint',
              values: [await accessPointName(db, user, query.accessPointId)],
            },
          ]
        : []),
      ...valuesFilter('guestSessions.filters.state', 'guestSessions.states', query.state && [query.state]),
    ],
  }
}

/**
 * The guests' time online as CSV, headed and worded as the console's table: the gateway, why it ended and whether the
 * guest returned in words; bytes and seconds as numbers for spreadsheets.
 */
export const guestSessionCsvColumns: CsvColumn<GuestSession>[] = [
  { header: 'guestSessions.fields.device', value: (row) => row.deviceLabel },
  { header: 'guestSessions.fields.venue', value: (row) => row.venueName },
  { header: 'guestSessions.fields.accessPoint', value: (row) => row.accessPointName },
  {
    header: 'guestSessions.fields.gateway',
    value: (row, language) => label(language, `accessPoints.gateway.${row.gatewayKind}`),
  },
  { header: 'guestSessions.fields.startedAt', value: (row) => timestamp(row.startedAt) },
  { header: 'guestSessions.fields.endedAt', value: (row) => timestamp(row.endedAt) },
  { header: 'guestSessions.fields.duration', value: (row) => row.durationSeconds },
  { header: 'guestSessions.fields.bytesDown', value: (row) => row.bytesDown },
  { header: 'guestSessions.fields.bytesUp', value: (row) => row.bytesUp },
  {
    header: 'guestSessions.fields.endCause',
    value: (row, language) => row.endCause && label(language, `guestSessions.causes.${row.endCause}`),
  },
  {
    header: 'guestSessions.fields.returning',
    value: (row, language) => label(language, row.returning ? 'guestSessions.yes' : 'guestSessions.no'),
  },
]
