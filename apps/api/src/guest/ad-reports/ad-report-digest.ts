import { inArray, isNull, max, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { adReports, advertisements } from '../../db/schema.ts'
import { adReportDigestEmail, type DigestedReport } from '../../mail/ad-report-emails.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { activeAdminEmails } from './ad-reports.ts'

/** Where the console lists the reports, for the admins' email. */
const reportsPage = '/advertisement'

export interface DigestParts {
  db: Database
  mailer: Mailer
  publicUrl: string
  /** AD_REPORT_DIGEST_MINUTES: at most one digest in this many minutes; 0, each report at once. */
  everyMinutes: number
}

/** What the digest needs, from the running server: the report route and the minute beat both send it. */
export const digestPartsOf = (app: FastifyInstance): DigestParts => ({
  db: app.db,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  everyMinutes: app.config.adReportDigestMinutes,
})

/**
 * Emails every active admin one digest of the reports no digest has listed yet, unless one went out in the last
 * `everyMinutes`: then they wait for a later call (the next report, or the minute beat). Every process may call it; a lock
 * makes one at a time decide, and each report is listed once. Answers how many reports it listed.
 */
export async function sendAdReportDigest(parts: DigestParts, now: Date): Promise<number> {
  const listed = await parts.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ad-report-digest'))`)
    const [last] = await tx.select({ at: max(adReports.emailedAt) }).from(adReports)
    if (last?.at && now.getTime() - last.at.getTime() < parts.everyMinutes * 60_000) return []
    return tx.update(adReports).set({ emailedAt: now }).where(isNull(adReports.emailedAt)).returning({
      adId: adReports.adId,
      venueName: adReports.venueName,
      reason: adReports.reason,
      details: adReports.details,
      reportedAt: adReports.reportedAt,
    })
  })
  if (listed.length === 0) return 0
  const titles = await parts.db
    .select({ id: advertisements.id, title: advertisements.title })
    .from(advertisements)
    .where(
      inArray(
        advertisements.id,
        listed.map((report) => report.adId),
      ),
    )
  const titleOf = new Map(titles.map((ad) => [ad.id, ad.title]))
  const reports: DigestedReport[] = listed
    .sort((a, b) => a.reportedAt.getTime() - b.reportedAt.getTime())
    .map((report) => ({ ...report, adTitle: titleOf.get(report.adId) ?? '—' }))
  const link = `${parts.publicUrl}${reportsPage}`
  for (const admin of await activeAdminEmails(parts.db)) {
    await parts.mailer.send(adReportDigestEmail(admin, reports, link))
  }
  return reports.length
}
