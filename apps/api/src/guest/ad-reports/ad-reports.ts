import type { AdReport, AdReportReason, ListResponse, adReportQuerySchema } from '@wifi/contract'
import { desc, asc, eq } from 'drizzle-orm'
import type { z } from 'zod/mini'
import { activeAdmins } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { pageWindow } from '../../db/list-query.ts'
import { adReports, advertisements, users } from '../../db/schema.ts'

export interface NewAdReport {
  adId: string
  sessionId: string
  venueId: string
  venueName: string
  reason: AdReportReason
  details: string | null
}

/**
 * Records a guest's report of an ad: true when it is a new report, for the admins' digest; false when the ad is gone
 * or the session reported already (one report per guest session).
 */
export async function recordAdReport(db: Database, report: NewAdReport): Promise<boolean> {
  const [ad] = await db.select({ id: advertisements.id }).from(advertisements).where(eq(advertisements.id, report.adId))
  if (!ad) return false
  const inserted = await db.insert(adReports).values(report).onConflictDoNothing().returning({ id: adReports.id })
  return inserted.length > 0
}

/** Who hears of reports: every active administrator. */
export async function activeAdminEmails(db: Database): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(activeAdmins())
  return rows.map((row) => row.email)
}

type AdReportQuery = z.output<typeof adReportQuerySchema>

/** The reports, newest first by default, each with its ad's title and whether the ad is taken down now. */
export async function listAdReports(db: Database, query: AdReportQuery): Promise<ListResponse<AdReport>> {
  const direction = query.order === 'asc' ? asc : desc
  const window = pageWindow(query.page, query.pageSize)
  const [rows, total] = await Promise.all([
    db
      .select({ report: adReports, adTitle: advertisements.title, takenDownAt: advertisements.takenDownAt })
      .from(adReports)
      .innerJoin(advertisements, eq(adReports.adId, advertisements.id))
      .orderBy(direction(adReports.reportedAt), direction(adReports.id))
      .limit(window.limit)
      .offset(window.offset),
    db.$count(adReports),
  ])
  return {
    items: rows.map(({ report, adTitle, takenDownAt }) => ({
      id: report.id,
      adId: report.adId,
      adTitle,
      adTakenDown: takenDownAt !== null,
      venueName: report.venueName,
      reason: report.reason,
      details: report.details,
      reportedAt: report.reportedAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  }
}
