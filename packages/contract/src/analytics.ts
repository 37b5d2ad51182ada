import * as z from 'zod/mini'
import { msg } from './messages.ts'

/**
 * What the Wi-Fi and the ads delivered over a period (docs/decisions/035): figures kept as hourly aggregates, so a
 * report never reads the guests' raw visits.
 */

const count = z.int().check(z.nonnegative())
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))
const dayMs = 86_400_000

/** The longest period a report covers, in days between its first and last day. */
export const analyticsMaxSpanDays = 366

export const analyticsQuerySchema = z
  .object({
    /** Vietnamese calendar days (UTC+7), inclusive. */
    from: day,
    to: day,
    venueId: z.optional(z.uuid()),
    accessPointId: z.optional(z.uuid()),
    adId: z.optional(z.uuid()),
  })
  .check(
    z.refine(
      ({ from, to }) => {
        const days = (Date.parse(to) - Date.parse(from)) / dayMs
        return days >= 0 && days <= analyticsMaxSpanDays
      },
      { message: msg.funnelRangeInvalid, path: ['to'] },
    ),
  )
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>

/**
 * The figures of a period (or a day). The guests' devices — distinct, new (not seen in the 90 days before the period,
 * nor, for a day, earlier in it), returning, and those with a randomised MAC — counted only for guests who agreed to
 * the measurement, estimated within about 2%. The ad's funnel: impressions (an ad shown), countdowns completed, ads
 * closed early (where allowed), tasks passed, the gateway's confirmed connections and the call-to-action clicks. What
 * the connected guests used: minutes online, bytes each way, and the median length of the sessions that ended (null
 * without any).
 */
export const analyticsFiguresSchema = z.object({
  uniqueDevices: count,
  newDevices: count,
  returningDevices: count,
  randomisedDevices: count,
  impressions: count,
  countdownsCompleted: count,
  adsClosed: count,
  tasksPassed: count,
  connections: count,
  ctaClicks: count,
  onlineMinutes: count,
  bytesDown: count,
  bytesUp: count,
  medianSessionSeconds: z.nullable(count),
})
export type AnalyticsFigures = z.infer<typeof analyticsFiguresSchema>

export const analyticsSchema = z.object({
  totals: analyticsFiguresSchema,
  /** The period of the same length just before, for the change. */
  previous: analyticsFiguresSchema,
  /** Every day of the period, in order, empty days included. */
  days: z.array(z.extend(analyticsFiguresSchema, { day })),
  /** Connections by weekday (0 Sunday … 6 Saturday) and hour, Vietnam time: when the venue is busy. */
  hours: z.array(z.object({ weekday: z.int(), hour: z.int(), connections: count })),
  /** When the figures were last brought up to date; null before the first time. */
  dataAsOf: z.nullable(z.iso.datetime()),
})
export type Analytics = z.infer<typeof analyticsSchema>
