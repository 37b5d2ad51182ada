import type { AnalyticsQuery } from '@wifi/contract'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { can, findVisibleAd, findVisibleVenue, visibleAccessPoints } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { accessPoints, type UserRow } from '../../db/schema.ts'
import { notFound } from '../../errors/api-error.ts'
import { summedColumns } from './figure-columns.ts'
import { customerReach, type Reach } from './reach.ts'

/** How finely the daily rows are split: per venue, access point and ad, or per venue alone. */
type DayGrain = 'placeAndAd' | 'venue'

export interface ReportSource {
  /**
   * Whether the report reads the service-wide or one ad's hours (24 rows a day, however many venues): then its days
   * are summed from those hours, fewer rows than the venues' days.
   */
  wide: boolean
  /** The hourly aggregate rows the report reads (column `hour`), as a FROM item named `scoped`. */
  hourly: () => SQL
  /** The same rows a Vietnam day at a time (column `day`, and `venue_id`; at `placeAndAd`, the other two keys). */
  daily: (grain: DayGrain) => SQL
  /** Whether the ad filtered on is the reader's own. */
  ownsAd: boolean
  /** A customer's venues and ads; undefined for an admin. */
  reach: Reach | undefined
}

const figures = sql.raw(summedColumns.join(', '))

/**
 * Which aggregate rows a report reads. Hourly: the service-wide table for an admin without filters, the per-ad table
 * for an ad across venues (an admin's filter, or a customer's own ad). Otherwise — and for the daily rows always —
 * the venues' rows narrowed by the filters: a customer's own ad wherever it ran, and else their venues' rows; for a
 * customer without filters, their venues' rows and, at the other venues, their own ads' (two index scans put together:
 * an `or` of the two would read every row). The daily rows per venue alone, a row a venue-day, serve whenever neither
 * an access point nor an ad is filtered on. A venue, access point or ad the reader may not see is not found, like one
 * that does not exist.
 */
export async function reportSource(db: Database, user: UserRow, query: AnalyticsQuery): Promise<ReportSource> {
  if (query.venueId) await findVisibleVenue(db, user, query.venueId)
  const ownsAd = query.adId ? (await findVisibleAd(db, user, query.adId)).authorId === user.id : false
  if (query.accessPointId) {
    const [found] = await db
      .select({ id: accessPoints.id })
      .from(accessPoints)
      .where(and(eq(accessPoints.id, query.accessPointId), visibleAccessPoints(user)))
    if (!found) throw notFound('The access point')
  }
  const isAdmin = can(user, 'analytics.readEveryVenue')
  const byPlace = query.venueId !== undefined || query.accessPointId !== undefined
  const reach = isAdmin ? undefined : await customerReach(db, user)
  const memberVenues = sql`${sql.param(reach?.venueIds ?? [])}::uuid[]`
  const everywhere = isAdmin || byPlace || ownsAd

  /** The visible rows of `table` (keeping `columns`); a customer's own ads elsewhere are read from `adTable`. */
  const placeRows = (table: SQL, columns: SQL, adTable: SQL) => {
    const conditions = [
      sql`true`,
      query.venueId ? sql`venue_id = ${query.venueId}` : undefined,
      query.accessPointId ? sql`access_point_id = ${query.accessPointId}` : undefined,
      query.adId ? sql`ad_key = ${query.adId}` : undefined,
      everywhere ? undefined : sql`venue_id = any(${memberVenues})`,
    ].filter((condition): condition is SQL => condition !== undefined)
    const places = sql`select ${columns} from ${table} where ${sql.join(conditions, sql` and `)}`
    if (everywhere || query.adId) return sql`(${places}) scoped`
    const ownAdsElsewhere = sql`select ${columns} from ${adTable}
      where ad_key = any(${sql.param(reach?.adIds ?? [])}::uuid[]) and not venue_id = any(${memberVenues})`
    return sql`(${places} union all ${ownAdsElsewhere}) scoped`
  }

  const wide = !byPlace && (query.adId ? isAdmin || ownsAd : isAdmin)
  const hourly = () => {
    if (wide && !query.adId) return sql`guest_stats_hourly_all`
    if (wide) return sql`(select * from guest_stats_hourly_ad where ad_key = ${query.adId}) scoped`
    return placeRows(sql`guest_stats_hourly`, sql`*`, sql`guest_stats_hourly`)
  }
  const daily = (grain: DayGrain) => {
    const perVenue = grain === 'venue' && !query.accessPointId && !query.adId
    if (perVenue) return placeRows(sql`guest_stats_venue_daily`, sql`day, venue_id, ${figures}`, sql`guest_stats_daily`)
    return placeRows(
      sql`guest_stats_daily`,
      sql`day, venue_id, access_point_id, ad_key, ${figures}`,
      sql`guest_stats_daily`,
    )
  }
  return { wide, hourly, daily, ownsAd, reach }
}
