import type { Analytics, AnalyticsBreakdownRow, Language, ReportFrequency } from '@wifi/contract'
import type { Database } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import { analyticsReport } from '../analytics/analytics-report.ts'
import { analyticsBreakdown } from '../analytics/breakdown.ts'
import type { ReportPeriod } from './periods.ts'

/** What a scheduled report says (docs/decisions/036): GET /api/analytics and its table by venue, as the user sees them. */
export interface ScheduledReport {
  frequency: ReportFrequency
  language: Language
  period: ReportPeriod
  /** The venue it is about; null for everything the user may see. */
  venueName: string | null
  totals: Analytics['totals']
  previous: Analytics['previous']
  days: Analytics['days']
  venues: AnalyticsBreakdownRow[]
  dataAsOf: Date | null
}

/**
 * The report of `period` as `user` may see it now: reach is read again at each send, so a customer removed from a
 * venue no longer gets its figures (a subscription to that one venue fails as not found).
 */
export async function scheduledReport(
  db: Database,
  user: UserRow,
  subscription: { frequency: ReportFrequency; language: Language; venueId: string | null; venueName: string | null },
  period: ReportPeriod,
): Promise<ScheduledReport> {
  const query = { from: period.start, to: period.end, ...(subscription.venueId && { venueId: subscription.venueId }) }
  const [report, breakdown] = await Promise.all([
    analyticsReport(db, user, query),
    analyticsBreakdown(db, user, { ...query, by: 'venue' }),
  ])
  return {
    frequency: subscription.frequency,
    language: subscription.language,
    period,
    venueName: subscription.venueId ? subscription.venueName : null,
    totals: report.totals,
    previous: report.previous,
    days: report.days,
    venues: breakdown.rows,
    dataAsOf: report.dataAsOf ? new Date(report.dataAsOf) : null,
  }
}
