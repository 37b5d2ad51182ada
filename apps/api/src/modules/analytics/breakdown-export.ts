import { analyticsRates, type AnalyticsBreakdownKind, type AnalyticsBreakdownRow } from '@wifi/contract'
import type { CsvColumn } from '../../export/csv.ts'
import { label } from '../../export/labels.ts'

/** A share in percent with one decimal, for spreadsheets; empty when there is nothing to divide by. */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null)
/** An average with one decimal (impressions per device); empty without devices. */
const average = (total: number, count: number) => (count > 0 ? Math.round((total / count) * 10) / 10 : null)

/** The name of a row as the console's table shows it, the visits without an ad and deleted ads included. */
function rowName(row: AnalyticsBreakdownRow, by: AnalyticsBreakdownKind, language: 'vi' | 'en'): string {
  if (by === 'ad' && row.id === null) return label(language, 'analytics.noAd')
  return row.name ?? label(language, by === 'ad' ? 'analytics.deletedAd' : 'analytics.deletedPlace')
}

/**
 * A report's table by venue, access point or ad as CSV, headed as the console heads it: each row's devices (an ad's
 * reach and frequency), then the funnel's steps and what the connected guests did.
 */
export function breakdownCsvColumns(by: AnalyticsBreakdownKind): CsvColumn<AnalyticsBreakdownRow>[] {
  return [
    { header: `analytics.breakdown.${by}`, value: (row, language) => rowName(row, by, language) },
    ...(by === 'accessPoint'
      ? [{ header: 'analytics.breakdown.venue', value: (row: AnalyticsBreakdownRow) => row.venueName }]
      : []),
    ...(by === 'ad'
      ? [
          { header: 'analytics.figures.reach', value: (row: AnalyticsBreakdownRow) => row.devices },
          {
            header: 'analytics.csv.frequency',
            value: (row: AnalyticsBreakdownRow) => average(row.measuredImpressions, row.devices),
          },
        ]
      : [{ header: 'analytics.figures.devices', value: (row: AnalyticsBreakdownRow) => row.devices }]),
    { header: 'analytics.figures.pagesShown', value: (row) => row.pagesShown },
    { header: 'analytics.figures.impressions', value: (row) => row.impressions },
    { header: 'analytics.figures.countdownsCompleted', value: (row) => row.countdownsCompleted },
    { header: 'analytics.figures.adsClosed', value: (row) => row.adsClosed },
    { header: 'analytics.figures.tasksPassed', value: (row) => row.tasksPassed },
    { header: 'analytics.funnel.adConnections', value: (row) => row.adConnections },
    { header: 'analytics.figures.connections', value: (row) => row.connections },
    { header: 'analytics.csv.connectionRate', value: (row) => percent(...analyticsRates.connectionRate(row)) },
    { header: 'analytics.figures.ctaClicks', value: (row) => row.ctaClicks },
    { header: 'analytics.csv.clickThroughRate', value: (row) => percent(...analyticsRates.clickThroughRate(row)) },
    { header: 'analytics.figures.onlineMinutes', value: (row) => row.onlineMinutes },
    { header: 'analytics.csv.medianSessionSeconds', value: (row) => row.medianSessionSeconds },
    { header: 'analytics.csv.bytesDown', value: (row) => row.bytesDown },
    { header: 'analytics.csv.bytesUp', value: (row) => row.bytesUp },
  ]
}
