import * as z from 'zod/mini'
import { msg } from './messages.ts'

/**
 * Scheduled analytics reports by email (issue 23, docs/decisions/036): a signed-in user's subscriptions to a weekly
 * report (sent Monday 08:00 Vietnam time, covering the previous Monday–Sunday) or a monthly one (the 1st at 08:00,
 * covering the previous calendar month), of one venue they may see or of everything they may see, each with its
 * delivery history.
 */

export const reportFrequencies = ['weekly', 'monthly'] as const
export type ReportFrequency = (typeof reportFrequencies)[number]

export const reportDeliveryStatuses = ['pending', 'sent', 'failed'] as const

/** What started a delivery: the schedule, or the user's "send me one now". */
export const reportDeliveryTriggers = ['schedule', 'manual'] as const

/** How many times a delivery is tried before it is shown as failed, and how long after each failure the next try is. */
export const reportDeliveryAttempts = 4
export const reportRetryDelaysMinutes = [5, 30, 120] as const

/** The most subscriptions one user may have (issue 35 §6): each is a report made and emailed every week or month. */
export const reportSubscriptionsPerUser = 20

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

export const reportSubscriptionSchema = z.object({
  id: z.uuid(),
  frequency: z.enum(reportFrequencies),
  /** The venue the report is about; null for everything the user may see. */
  venueId: z.nullable(z.uuid()),
  /** The venue's name; null for everything (or a venue since deleted, which also deletes the subscription). */
  venueName: z.nullable(z.string()),
  paused: z.boolean(),
  /** The language the email and its attachments are written in: the console's when the user subscribed. */
  language: z.enum(['vi', 'en']),
  /** When the next scheduled report goes out; null while paused. */
  nextSendAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
})
export type ReportSubscription = z.infer<typeof reportSubscriptionSchema>

export const reportSubscriptionListSchema = z.object({ items: z.array(reportSubscriptionSchema) })
export type ReportSubscriptionList = z.infer<typeof reportSubscriptionListSchema>

export const createReportSubscriptionSchema = z.strictObject({
  frequency: z.enum(reportFrequencies, { error: msg.reportFrequencyRequired }),
  /** Omitted or null: everything the user may see. */
  venueId: z.optional(z.nullable(z.uuid({ error: msg.reportVenueInvalid }))),
})
export type CreateReportSubscription = z.infer<typeof createReportSubscriptionSchema>

export const updateReportSubscriptionSchema = z.strictObject({ paused: z.boolean() })

export const reportDeliverySchema = z.object({
  id: z.uuid(),
  /** The period the report covers, Vietnam days, inclusive. */
  periodStart: day,
  periodEnd: day,
  trigger: z.enum(reportDeliveryTriggers),
  status: z.enum(reportDeliveryStatuses),
  attempts: z.int().check(z.nonnegative()),
  /** Why the last try failed; null when it did not. */
  lastError: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  /** When it was sent; null until it is. */
  sentAt: z.nullable(z.iso.datetime()),
  /** When it will be tried again; null once sent or given up. */
  nextAttemptAt: z.nullable(z.iso.datetime()),
})
export type ReportDelivery = z.infer<typeof reportDeliverySchema>

/** The most recent deliveries first. */
export const reportDeliveryListSchema = z.object({ items: z.array(reportDeliverySchema) })
export type ReportDeliveryList = z.infer<typeof reportDeliveryListSchema>
