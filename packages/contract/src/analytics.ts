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
const analyticsMaxSpanDays = 366

const analyticsFilters = {
  /** Vietnamese calendar days (UTC+7), inclusive. */
  from: day,
  to: day,
  venueId: z.optional(z.uuid()),
  accessPointId: z.optional(z.uuid()),
  adId: z.optional(z.uuid()),
}

const periodCheck = z.refine<{ from: string; to: string }>(
  ({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / dayMs
    return days >= 0 && days <= analyticsMaxSpanDays
  },
  { message: msg.funnelRangeInvalid, path: ['to'] },
)

export const analyticsQuerySchema = z.object(analyticsFilters).check(periodCheck)
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>

/**
 * The figures of a period (or a day). The guests' devices — distinct, returning (came back: visited a venue they had
 * visited on an earlier day, docs/decisions/058), new (the others), and those with a randomised MAC — counted only for
 * guests who agreed to the measurement, estimated within about 2%.
 *
 * The funnel (docs/decisions/051) counts visits, each step only those that reached the step before, so no step
 * outnumbers the one before it: pages shown (the guest page displayed); impressions (an ad shown on it); the ad's wait
 * over — countdowns completed, or ads closed early (where allowed) before their countdown ended; tasks passed (or
 * no task, at Connect); connections after an ad. `connections` adds the pages shown no ad whose guest the gateway
 * let online (no ad to show, or welcomed back within the venue's policy); `uncountedConnections` are the gateway's
 * confirmations of visits whose page or steps were not recorded, counted nowhere else. `measuredImpressions` and
 * `measuredVisits` are the impressions and the pages shown of guests who agreed to the measurement: with the devices,
 * an ad's frequency. `returnVisits` are the measured visits that were a return (with the returning devices, the visits
 * per returning device). Then the call-to-action clicks (after
 * an impression), and what the connected guests used: minutes online, bytes each way, and the median length of the
 * sessions that ended (null without any).
 */
const analyticsFiguresSchema = z.object({
  uniqueDevices: count,
  newDevices: count,
  returningDevices: count,
  randomisedDevices: count,
  pagesShown: count,
  impressions: count,
  measuredImpressions: count,
  measuredVisits: count,
  returnVisits: count,
  countdownsCompleted: count,
  adsClosed: count,
  tasksPassed: count,
  adConnections: count,
  connections: count,
  uncountedConnections: count,
  ctaClicks: count,
  onlineMinutes: count,
  bytesDown: count,
  bytesUp: count,
  medianSessionSeconds: z.nullable(count),
})
export type AnalyticsFigures = z.infer<typeof analyticsFiguresSchema>

/**
 * The reports' rates, each a share of the visits it is measured against, as [part, whole] (docs/decisions/051): the
 * connections of the pages shown (with or without an ad), and the call-to-action clicks of the impressions. Both parts
 * count the same visits, the part only those the whole counts, so a rate never passes 100%.
 */
export const analyticsRates = {
  connectionRate: (figures: Pick<AnalyticsFigures, 'connections' | 'pagesShown'>) =>
    [figures.connections, figures.pagesShown] as const,
  clickThroughRate: (figures: Pick<AnalyticsFigures, 'ctaClicks' | 'impressions'>) =>
    [figures.ctaClicks, figures.impressions] as const,
}

export const analyticsSchema = z.object({
  totals: analyticsFiguresSchema,
  /**
   * What the period is compared with: the period of the same length just before it — or, while the period has not
   * ended, the same elapsed part of that one (today until the coming hour against yesterday until the same hour).
   * Its devices are whole days: while the period runs they are not compared (`comparedWith.partial`).
   */
  previous: analyticsFiguresSchema,
  comparedWith: z.object({ start: z.iso.datetime(), end: z.iso.datetime(), partial: z.boolean() }),
  /** Every day of the period, in order, empty days included. */
  days: z.array(z.extend(analyticsFiguresSchema, { day })),
  /**
   * Connections (and impressions) by weekday (0 Sunday … 6 Saturday) and hour, Vietnam time: when the venue is busy,
   * and a single day's figures by hour.
   */
  hours: z.array(z.object({ weekday: z.int(), hour: z.int(), connections: count, impressions: count })),
  /** When the figures were last brought up to date; null before the first time. */
  dataAsOf: z.nullable(z.iso.datetime()),
})
export type Analytics = z.infer<typeof analyticsSchema>

/** What a report's table lists a row for. */
export const analyticsBreakdownKinds = ['venue', 'accessPoint', 'ad'] as const
export type AnalyticsBreakdownKind = (typeof analyticsBreakdownKinds)[number]

export const analyticsBreakdownQuerySchema = z
  .object({ ...analyticsFilters, by: z.enum(analyticsBreakdownKinds) })
  .check(periodCheck)
export type AnalyticsBreakdownQuery = z.infer<typeof analyticsBreakdownQuerySchema>

/**
 * One venue's, access point's or ad's figures over the period. `devices` are its measured guests' devices (for an ad:
 * its reach, the devices that saw it; new and returning are counted for the whole report only). `id` is null on the
 * ad table's row of the visits shown no ad; `name` is null for an ad since deleted; `venueName` is the access point's
 * venue.
 */
const analyticsBreakdownRowSchema = z.object({
  id: z.nullable(z.uuid()),
  name: z.nullable(z.string()),
  venueName: z.nullable(z.string()),
  ...z.omit(analyticsFiguresSchema, {
    uniqueDevices: true,
    newDevices: true,
    returningDevices: true,
    randomisedDevices: true,
  }).shape,
  devices: count,
})
export type AnalyticsBreakdownRow = z.infer<typeof analyticsBreakdownRowSchema>

export const analyticsBreakdownSchema = z.object({ rows: z.array(analyticsBreakdownRowSchema) })
export type AnalyticsBreakdown = z.infer<typeof analyticsBreakdownSchema>

/**
 * The advertiser's proof of delivery (`GET /api/advertisements/:id/delivery-report.pdf`): a period of Vietnamese
 * calendar days, inclusive, under the same rules as a report's (the end not before the start, at most 366 days
 * after it).
 */
export const deliveryReportQuerySchema = z.object({ from: day, to: day }).check(periodCheck)
export type DeliveryReportQuery = z.infer<typeof deliveryReportQuerySchema>
