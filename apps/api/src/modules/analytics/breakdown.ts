import type { AnalyticsBreakdown, AnalyticsBreakdownQuery } from '@wifi/contract'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import { breakdownDevices } from './breakdown-devices.ts'
import { allKey } from './device-rollup.ts'
import { reportSource } from './report-source.ts'
import { summed, summedFigures, type SummedRow } from './summed-figures.ts'

/** For each kind of table: the aggregate column it groups by, and the names joined to it. */
const groupings = {
  venue: { key: sql`venue_id`, names: sql`left join venues v on v.id = g.id`, name: sql`v.name`, venue: sql`null` },
  accessPoint: {
    key: sql`access_point_id`,
    names: sql`left join access_points a on a.id = g.id left join venues v on v.id = a.venue_id`,
    name: sql`a.name`,
    venue: sql`v.name`,
  },
  ad: { key: sql`ad_key`, names: sql`left join advertisements a on a.id = g.id`, name: sql`a.title`, venue: sql`null` },
} as const

/**
 * The report's figures per venue, access point or ad over the period, most connections first (docs/decisions/035):
 * the same rows the report reads, a day at a time (per venue alone for the table by venue), with each row's devices. An ad a customer's venue
 * showed is named even when someone else made it: its guests saw it there.
 */
export async function analyticsBreakdown(
  db: Database,
  user: UserRow,
  query: AnalyticsBreakdownQuery,
): Promise<AnalyticsBreakdown> {
  const source = await reportSource(db, user, query)
  const rows = source.daily(query.by === 'venue' ? 'venue' : 'placeAndAd')
  const grouping = groupings[query.by]
  const [result, devices] = await Promise.all([
    db.execute(sql`
    select g.*, ${grouping.name} as name, ${grouping.venue} as venue_name
    from (select ${grouping.key} as id, ${summed} from ${rows}
      where day >= ${query.from}::date and day <= ${query.to}::date group by 1) g
    ${grouping.names}
    order by g.connections desc, g.impressions desc, name`),
    breakdownDevices(db, query, source.ownsAd, source.reach),
  ])
  return {
    rows: (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => {
      const noAd = row.id === allKey
      return {
        id: noAd ? null : (row.id as string),
        name: noAd ? null : (row.name as string | null),
        venueName: row.venue_name as string | null,
        ...summedFigures(row as SummedRow),
        devices: devices.get(row.id as string) ?? 0,
      }
    }),
  }
}
