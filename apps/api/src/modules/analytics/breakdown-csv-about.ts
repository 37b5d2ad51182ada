import type { AnalyticsBreakdownKind, AnalyticsBreakdownQuery } from '@wifi/contract'
import type { Database } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import type { CsvAbout, CsvFilter } from '../../export/csv-heading.ts'
import { accessPointName, adTitle, venueNames } from '../../export/filter-names.ts'

const kinds: Record<AnalyticsBreakdownKind, string> = {
  venue: 'analyticsByVenue',
  accessPoint: 'analyticsByAccessPoint',
  ad: 'analyticsByAd',
}

/** A table by venue, access point or ad over a period, with the filters named: what its CSV says it holds. */
export const breakdownCsvAbout = (
  by: AnalyticsBreakdownKind,
  period: { from: string; to: string },
  filters: CsvFilter[],
): CsvAbout => ({ kind: kinds[by], period, filters })

/** The report's filters by name, as its filter boxes show them (the report has checked the reader may see each). */
export async function breakdownExportAbout(
  db: Database,
  user: UserRow,
  query: AnalyticsBreakdownQuery,
): Promise<CsvAbout> {
  const filters: CsvFilter[] = []
  if (query.venueId) {
    filters.push({ label: 'analytics.filters.venue', values: await venueNames(db, user, [query.venueId]) })
  }
  if (query.accessPointId) {
    filters.push({
      label: 'analytics.filters.accessPoint',
      values: [await accessPointName(db, user, query.accessPointId)],
    })
  }
  if (query.adId) filters.push({ label: 'analytics.filters.ad', values: [await adTitle(db, user, query.adId)] })
  return breakdownCsvAbout(query.by, { from: query.from, to: query.to }, filters)
}
