import type { VenueListQuery } from '@wifi/contract'
import type { VenueRow } from '../../db/schema.ts'
import type { CsvColumn } from '../../export/csv.ts'
import { searchFilter, valuesFilter } from '../../export/csv-filters.ts'
import type { CsvAbout } from '../../export/csv-heading.ts'
import { label } from '../../export/labels.ts'

/** The venues CSV: what the table shows, and the website and SSID (never the Wi-Fi password). */
/** What the venues CSV holds: the list with its search and status filter. */
export const venueCsvAbout = (query: Pick<VenueListQuery, 'q' | 'status'>): CsvAbout => ({
  kind: 'venues',
  filters: [...searchFilter(query.q), ...valuesFilter('venues.fields.status', 'status', query.status)],
})

export const venueCsvColumns: CsvColumn<VenueRow>[] = [
  { header: 'venues.fields.name', value: (venue) => venue.name },
  { header: 'venues.fields.owner', value: (venue) => venue.owner },
  { header: 'venues.fields.email', value: (venue) => venue.email },
  { header: 'venues.fields.phone', value: (venue) => venue.phone },
  { header: 'venues.fields.address', value: (venue) => venue.address },
  { header: 'venues.fields.website', value: (venue) => venue.website },
  { header: 'venues.fields.status', value: (venue, language) => label(language, `status.${venue.status}`) },
  { header: 'venues.fields.ssid', value: (venue) => venue.ssid },
  { header: 'venues.fields.createdAt', value: (venue) => venue.createdAt },
]
