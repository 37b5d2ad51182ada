import type { VenueRow } from '../../db/schema.ts'
import type { CsvColumn } from '../../export/csv.ts'
import { label } from '../../export/labels.ts'

/** The venues CSV: what the table shows, and the website and SSID (never the Wi-Fi password). */
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
