import { reportDeliveryAttempts, reportRetryDelaysMinutes } from '@wifi/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import {
  reportDeliveries,
  reportSubscriptions,
  users,
  venues,
  type ReportDeliveryRow,
  type ReportSubscriptionRow,
} from '../../db/schema.ts'
import { ApiError } from '../../errors/api-error.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { duePeriod, sendMomentOf } from './periods.ts'
import { scheduledReport } from './report-content.ts'
import { scheduledReportEmail } from './report-email.ts'

/**
 * Sending the scheduled reports exactly once however many server processes run the beat (docs/decisions/036). A
 * delivery is a row: the schedule's is unique per subscription and period (inserted with ON CONFLICT DO NOTHING by
 * whichever process comes first), and a process sends only the rows it claimed — an UPDATE of the due rows picked
 * with FOR UPDATE SKIP LOCKED that moves their `next_attempt_at` a lease ahead, so no other process sees them due
 * while it sends. A failure is tried again after 5 min, 30 min and 2 h; the fourth failure is final.
 */

export interface ReportSender {
  db: Database
  mailer: Mailer
  log: FastifyBaseLogger
  publicUrl: string
}

const minuteMs = 60_000
/** How long a claimed delivery is left to its process before another may take it (a process that died mid-send). */
export const leaseMs = 15 * minuteMs
/** A scheduled report not sent within a day of its time (the servers were down) waits for the next period instead. */
const lateLimitMs = 24 * 60 * minuteMs

/** A failure that trying again cannot mend: the delivery is failed at once. */
class FinalFailure extends Error {}

/** Inserts each active subscription's due scheduled delivery, if no process did yet. */
async function scheduleDueDeliveries(db: Database, now: Date): Promise<void> {
  const active = await db
    .select({
      id: reportSubscriptions.id,
      frequency: reportSubscriptions.frequency,
      createdAt: reportSubscriptions.createdAt,
    })
    .from(reportSubscriptions)
    .where(eq(reportSubscriptions.paused, false))
  const due = active.flatMap((subscription) => {
    const period = duePeriod(subscription.frequency, now)
    const sendAt = sendMomentOf(period)
    // Not a period that ended before the subscription began, nor one whose time is long past.
    if (sendAt < subscription.createdAt || now.getTime() - sendAt.getTime() > lateLimitMs) return []
    return [
      {
        subscriptionId: subscription.id,
        periodStart: period.start,
        periodEnd: period.end,
        trigger: 'schedule' as const,
        nextAttemptAt: now,
      },
    ]
  })
  if (due.length === 0) return
  await db
    .insert(reportDeliveries)
    .values(due)
    .onConflictDoNothing({
      target: [reportDeliveries.subscriptionId, reportDeliveries.periodStart],
      where: sql`${reportDeliveries.trigger} = 'schedule'`,
    })
}

/** Claims up to `limit` due deliveries for this process: no other process sees them due now. */
async function claimDeliveries(db: Database, now: Date, limit = 10): Promise<ReportDeliveryRow[]> {
  const result = await db.execute(sql`
    update report_deliveries set attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
    where id in (
      select id from report_deliveries
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at limit ${limit}
      for update skip locked)
    returning id`)
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)
  if (ids.length === 0) return []
  return db
    .select()
    .from(reportDeliveries)
    .where(sql`${reportDeliveries.id} = any(${sql.param(ids)}::uuid[])`)
}

/** Builds and sends one claimed delivery's report, and records how it went. */
export async function sendDelivery(
  sender: ReportSender,
  delivery: ReportDeliveryRow,
  now: Date,
): Promise<ReportDeliveryRow> {
  try {
    const [found] = await sender.db
      .select({ subscription: reportSubscriptions, user: users, venueName: venues.name })
      .from(reportSubscriptions)
      .innerJoin(users, eq(users.id, reportSubscriptions.userId))
      .leftJoin(venues, eq(venues.id, reportSubscriptions.venueId))
      .where(eq(reportSubscriptions.id, delivery.subscriptionId))
    if (!found) throw new FinalFailure('The subscription no longer exists.')
    if (found.user.status !== 'active') throw new FinalFailure('The account is inactive.')
    const subscription: ReportSubscriptionRow = found.subscription
    let report
    try {
      report = await scheduledReport(
        sender.db,
        found.user,
        { ...subscription, venueName: found.venueName },
        { start: delivery.periodStart, end: delivery.periodEnd },
      )
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) {
        throw new FinalFailure('The venue is no longer among those this account may see.')
      }
      throw error
    }
    await sender.mailer.send(await scheduledReportEmail(found.user.email, report, sender.publicUrl, now))
    const [sent] = await sender.db
      .update(reportDeliveries)
      .set({ status: 'sent', sentAt: now, nextAttemptAt: null, lastError: null })
      .where(eq(reportDeliveries.id, delivery.id))
      .returning()
    return sent ?? delivery
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const final = error instanceof FinalFailure || delivery.attempts >= reportDeliveryAttempts
    const delay = reportRetryDelaysMinutes[Math.min(delivery.attempts, reportRetryDelaysMinutes.length) - 1] ?? 0
    sender.log.warn(
      { err: error, deliveryId: delivery.id, attempts: delivery.attempts, final },
      'Sending a scheduled report failed',
    )
    const [failed] = await sender.db
      .update(reportDeliveries)
      .set(
        final
          ? { status: 'failed', lastError: message.slice(0, 1000), nextAttemptAt: null }
          : { lastError: message.slice(0, 1000), nextAttemptAt: new Date(now.getTime() + delay * minuteMs) },
      )
      .where(and(eq(reportDeliveries.id, delivery.id), eq(reportDeliveries.status, 'pending')))
      .returning()
    return failed ?? delivery
  }
}

/**
 * One beat of a server process (every minute): inserts the due scheduled deliveries, then sends those it claims —
 * new ones and retries whose time has come — a batch at a time.
 */
export async function runReportBeat(sender: ReportSender, now: Date): Promise<void> {
  await scheduleDueDeliveries(sender.db, now)
  for (let batch = 0; batch < 100; batch++) {
    const claimed = await claimDeliveries(sender.db, now)
    if (claimed.length === 0) return
    for (const delivery of claimed) await sendDelivery(sender, delivery, now)
  }
}
