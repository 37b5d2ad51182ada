import {
  msg,
  reportSubscriptionsPerUser,
  type CreateReportSubscription,
  type Language,
  type ReportDelivery,
  type ReportSubscription,
} from '@wifi/contract'
import { and, count, desc, eq } from 'drizzle-orm'
import { visibleVenues } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import {
  reportDeliveries,
  reportSubscriptions,
  users,
  venues,
  type ReportDeliveryRow,
  type ReportSubscriptionRow,
} from '../../db/schema.ts'
import { ApiError, notFound } from '../../errors/api-error.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import { recordChange, type Actor } from '../audit/audit-trail.ts'
import { leaseMs, sendDelivery, type ReportSender } from './deliveries.ts'
import { lastCompletePeriod, nextSendMoment } from './periods.ts'

/** A user's own report subscriptions (docs/decisions/036): anyone else's answers 404, like a missing one. */

const toSubscription = (row: ReportSubscriptionRow, venueName: string | null, now: Date): ReportSubscription => ({
  id: row.id,
  frequency: row.frequency,
  venueId: row.venueId,
  venueName,
  paused: row.paused,
  language: row.language,
  nextSendAt: row.paused ? null : nextSendMoment(row.frequency, now).toISOString(),
  createdAt: row.createdAt.toISOString(),
})

const toDelivery = (row: ReportDeliveryRow): ReportDelivery => ({
  id: row.id,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  trigger: row.trigger,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
})

const snapshot = (row: ReportSubscriptionRow) => ({
  userId: row.userId,
  frequency: row.frequency,
  venueId: row.venueId,
  language: row.language,
  paused: row.paused,
})

const withVenueName = (db: Database) =>
  db
    .select({ subscription: reportSubscriptions, venueName: venues.name })
    .from(reportSubscriptions)
    .leftJoin(venues, eq(venues.id, reportSubscriptions.venueId))

export async function listSubscriptions(db: Database, userId: string, now: Date): Promise<ReportSubscription[]> {
  const rows = await withVenueName(db)
    .where(eq(reportSubscriptions.userId, userId))
    .orderBy(reportSubscriptions.createdAt, reportSubscriptions.id)
  return rows.map((row) => toSubscription(row.subscription, row.venueName, now))
}

async function ownSubscription(db: Database, userId: string, id: string) {
  const [row] = await withVenueName(db).where(
    and(eq(reportSubscriptions.id, id), eq(reportSubscriptions.userId, userId)),
  )
  if (!row) throw notFound('The report subscription')
  return row
}

export async function createSubscription(
  db: Database,
  actor: Actor,
  body: CreateReportSubscription,
  language: Language,
  now: Date,
): Promise<ReportSubscription> {
  let venueName: string | null = null
  if (body.venueId) {
    const [venue] = await db
      .select({ name: venues.name })
      .from(venues)
      .where(and(eq(venues.id, body.venueId), visibleVenues(actor.user)))
    if (!venue) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'The venue does not exist or is not one you may see.', {
        fields: { venueId: msg.reportVenueInvalid },
      })
    }
    venueName = venue.name
  }
  const row = await db.transaction(async (tx) => {
    // The user's row stays locked until the new subscription is in, so creates arriving together are counted one after
    // the other and none of them passes the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.user.id)).for('update')
    const [held] = await tx
      .select({ value: count() })
      .from(reportSubscriptions)
      .where(eq(reportSubscriptions.userId, actor.user.id))
    if ((held?.value ?? 0) >= reportSubscriptionsPerUser) {
      throw new ApiError(
        409,
        'TOO_MANY_REPORT_SUBSCRIPTIONS',
        `You already have ${reportSubscriptionsPerUser} email reports, the most an account may have. Delete one to add another.`,
      )
    }
    const [created] = await tx
      .insert(reportSubscriptions)
      .values({
        userId: actor.user.id,
        frequency: body.frequency,
        venueId: body.venueId ?? null,
        language,
        createdAt: now,
      })
      .returning()
    if (!created) throw new Error('The report subscription was not created')
    await recordChange(tx, { ...audit(actor, 'create', created.id), before: {}, after: snapshot(created) })
    return created
  })
  return toSubscription(row, venueName, now)
}

const audit = (actor: Actor, action: 'create' | 'update' | 'delete', id: string) => ({
  actor: actor.user,
  ip: actor.ip,
  action,
  entity: 'report_subscription' as const,
  entityId: id,
})

export async function setPaused(
  db: Database,
  actor: Actor,
  id: string,
  paused: boolean,
  now: Date,
): Promise<ReportSubscription> {
  const { subscription: before, venueName } = await ownSubscription(db, actor.user.id, id)
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reportSubscriptions)
      .set({ paused })
      .where(eq(reportSubscriptions.id, id))
      .returning()
    if (!updated) throw notFound('The report subscription')
    await recordChange(tx, { ...audit(actor, 'update', id), before: snapshot(before), after: snapshot(updated) })
    return updated
  })
  return toSubscription(row, venueName, now)
}

export async function deleteSubscription(db: Database, actor: Actor, id: string): Promise<void> {
  const { subscription: before } = await ownSubscription(db, actor.user.id, id)
  await db.transaction(async (tx) => {
    await tx.delete(reportSubscriptions).where(eq(reportSubscriptions.id, id))
    await recordChange(tx, { ...audit(actor, 'delete', id), before: snapshot(before), after: {} })
  })
}

/** The subscription's deliveries, the most recent first (the last 50). */
export async function listDeliveries(db: Database, userId: string, id: string): Promise<ReportDelivery[]> {
  await ownSubscription(db, userId, id)
  const rows = await db
    .select()
    .from(reportDeliveries)
    .where(eq(reportDeliveries.subscriptionId, id))
    .orderBy(desc(reportDeliveries.createdAt), desc(reportDeliveries.periodStart))
    .limit(50)
  return rows.map(toDelivery)
}

/**
 * Counts a "send me one now" against its limits (issue 35 §6) before anything is recorded or made: once a minute per
 * subscription, 10 an hour per user, as each send reads the period's figures and makes a PDF. A send refused by one
 * limit uses up none of the other.
 */
async function countSendNow(db: Database, userId: string, subscriptionId: string): Promise<void> {
  try {
    await countAttempt(db, [
      { policy: rateLimitPolicies.reportSendNowPerSubscription, subject: subscriptionId },
      { policy: rateLimitPolicies.reportSendNowPerUser, subject: userId },
    ])
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'RATE_LIMITED')) throw error
    throw new ApiError(
      429,
      'REPORT_SEND_TOO_SOON',
      'Each report can be sent now once a minute, and 10 times an hour across all your reports. Please wait before trying again.',
      error.extra,
    )
  }
}

/**
 * "Send me one now": the last complete period's report, recorded in the history as a delivery of its own and sent
 * at once by this process (a failure is retried by the beat like a scheduled one's).
 */
export async function sendNow(sender: ReportSender, userId: string, id: string, now: Date): Promise<ReportDelivery> {
  const { subscription } = await ownSubscription(sender.db, userId, id)
  await countSendNow(sender.db, userId, id)
  const period = lastCompletePeriod(subscription.frequency, now)
  // Inserted already claimed by this process (an attempt, the lease), so no beat elsewhere takes it meanwhile.
  const [claimed] = await sender.db
    .insert(reportDeliveries)
    .values({
      subscriptionId: id,
      periodStart: period.start,
      periodEnd: period.end,
      trigger: 'manual',
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
      createdAt: now,
    })
    .returning()
  if (!claimed) throw new Error('The delivery was not created')
  return toDelivery(await sendDelivery(sender, claimed, now))
}
