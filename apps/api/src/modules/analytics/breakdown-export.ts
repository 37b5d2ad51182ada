import type { AnalyticsBreakdownKind, AnalyticsBreakdownRow } from '@wifi/contract'
import type { CsvColumn } from '../../export/csv.ts'
import { label } from '../../export/labels.ts'

/** A share in percent with one decimal, for spreadsheets; empty when there is nothing to divide by. */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null)

/** The name of a row as the console's table shows it, the visits without an ad and deleted ads included. */
function rowName(row: AnalyticsBreakdownRow, by: AnalyticsBreakdownKind, language: 'vi' | 'en'): string {
  if (by === 'ad' && row.id === null) return label(language, 'analytics.noAd')
  return row.name ?? label(language, by === 'ad' ? 'analytics.deletedAd' : 'analytics.deletedPlace')
}

/** A report's table by venue, access point or ad as CSV, headed as the console heads it. */
export function breakdownCsvColumns(by: AnalyticsBreakdownKind): CsvColumn<AnalyticsBreakdownRow>[] {
  return [
    { header: `analytics.breakdown.${by}`, value: (row, language) => rowName(row, by, language) },
    ...(by === 'accessPoint'
      ? [{ header: 'analytics.breakdown.venue', value: (row: AnalyticsBreakdownRow) => row.venueName }]
      : []),
    { header: 'analytics.figures.impressions', value: (row) => row.impressions },
    { header: 'analytics.figures.countdownsCompleted', value: (row) => row.countdownsCompleted },
    { header: 'analytics.figures.adsClosed', value: (row) => row.adsClosed },
    { header: 'analytics.figures.tasksPassed', value: (row) => row.tasksPassed },
    { header: 'analytics.figures.connections', value: (row) => row.connections },
    { header: 'analytics.csv.connectionRate', value: (row) => percent(row.connections, row.impressions) },
    { header: 'analytics.figures.ctaClicks', value: (row) => row.ctaClicks },
    { header: 'analytics.csv.clickThroughRate', value: (row) => percent(row.ctaClicks, row.impressions) },
    { header: 'analytics.figures.onlineMinutes', value: (row) => row.onlineMinutes },
    { header: 'analytics.csv.medianSessionSeconds', value: (row) => row.medianSessionSeconds },
    { header: 'analytics.csv.bytesDown', value: (row) => row.bytesDown },
    { header: 'analytics.csv.bytesUp', value: (row) => row.bytesUp },
  ]
}
