import type { AnalyticsQuery } from '@wifi/contract'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { findVisibleAd, findVisibleVenue, visibleAccessPoints } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { accessPoints, type UserRow } from '../../db/schema.ts'
import { notFound } from '../../errors/api-error.ts'
import { customerReach, type Reach } from './reach.ts'

export interface ReportSource {
  /** The aggregate rows the report reads, as a FROM item named `scoped`. */
  rows: SQL
  /** Whether the ad filtered on is the reader's own. */
  ownsAd: boolean
  /** A customer's venues and ads; undefined for an admin. */
  reach: Reach | undefined
}

/**
 * Which aggregate rows a report reads — hourly (`hour` column) or daily per venue (`day`) — as a FROM item. Hourly:
 * the service-wide table for an admin without filters, the per-ad table for an ad across venues (an admin's filter,
 * or a customer's own ad). Otherwise the venues' rows narrowed by the filters — for a customer without filters, their
 * venues' rows and, at the other venues, their own ads' (two index scans put together: an `or` of the two would read
 * every row). A venue, access point or ad the reader may not see is not found, like one that does not exist.
 */
export async function reportSource(
  db: Database,
  user: UserRow,
  query: AnalyticsQuery,
  grain: 'hour' | 'day',
): Promise<ReportSource> {
  if (query.venueId) await findVisibleVenue(db, user, query.venueId)
  const ownsAd = query.adId ? (await findVisibleAd(db, user, query.adId)).authorId === user.id : false
  if (query.accessPointId) {
    const [found] = await db
      .select({ id: accessPoints.id })
      .from(accessPoints)
      .where(and(eq(accessPoints.id, query.accessPointId), visibleAccessPoints(user)))
    if (!found) throw notFound('The access point')
  }
  const isAdmin = user.role === 'admin'
  const byPlace = query.venueId !== undefined || query.accessPointId !== undefined
  const reach = isAdmin ? undefined : await customerReach(db, user)
  if (grain === 'hour' && !byPlace && !query.adId && isAdmin) {
    return { rows: sql`guest_stats_hourly_all`, ownsAd, reach }
  }
  if (grain === 'hour' && !byPlace && query.adId && (isAdmin || ownsAd)) {
    return { rows: sql`(select * from guest_stats_hourly_ad where ad_key = ${query.adId}) scoped`, ownsAd, reach }
  }
  const table = grain === 'hour' ? sql`guest_stats_hourly` : sql`guest_stats_daily`
  const memberVenues = sql`${sql.param(reach?.venueIds ?? [])}::uuid[]`
  const conditions = [
    sql`true`,
    query.venueId ? sql`venue_id = ${query.venueId}` : undefined,
    query.accessPointId ? sql`access_point_id = ${query.accessPointId}` : undefined,
    query.adId ? sql`ad_key = ${query.adId}` : undefined,
    isAdmin || byPlace ? undefined : sql`venue_id = any(${memberVenues})`,
  ].filter((condition): condition is SQL => condition !== undefined)
  const places = sql`select * from ${table} where ${sql.join(conditions, sql` and `)}`
  if (isAdmin || byPlace || query.adId) return { rows: sql`(${places}) scoped`, ownsAd, reach }
  const ownAdsElsewhere = sql`select * from ${table}
    where ad_key = any(${sql.param(reach?.adIds ?? [])}::uuid[]) and not venue_id = any(${memberVenues})`
  return { rows: sql`(${places} union all ${ownAdsElsewhere}) scoped`, ownsAd, reach }
}
