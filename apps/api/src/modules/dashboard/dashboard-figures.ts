import { healthStatuses, statuses, type Dashboard } from '@wifi/contract'
import { and, count, isNull, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { can, visibleAccessPoints, visibleSyncRuns, visibleVenues } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { accessPoints, users, venues, type UserRow } from '../../db/schema.ts'
import { latestRun } from '../../sync/sync-runs.ts'

/**
 * The dashboard's figures for `user`: one grouped count per table, so the database adds up its rows however many
 * there are (10,000 access points are counted, not loaded), each limited by the policy's visibility condition.
 */
export async function dashboardFigures(db: Database, user: UserRow): Promise<Dashboard> {
  const [venueCounts, accessPointCounts, userCounts, lastSync] = await Promise.all([
    countBy(db, venues.status, statuses, visibleVenues(user)),
    // An access point removed from OpenWISP is kept as a record but no longer exists on the network.
    countBy(
      db,
      accessPoints.healthStatus,
      healthStatuses,
      and(isNull(accessPoints.removedAt), visibleAccessPoints(user)),
    ),
    can(user, 'dashboard.readUserFigures') ? countBy(db, users.status, statuses) : undefined,
    latestRun(db, user, visibleSyncRuns(user)),
  ])
  return {
    venues: venueCounts,
    accessPoints: accessPointCounts,
    ...(userCounts && { users: userCounts }),
    // The runs list's newest run for the same reader (visibleSyncRuns, toSyncRunView): one answer in both places.
    lastSync: lastSync ?? null,
  }
}

/** `select column, count(*) … group by column`, with every value of `values` present (0 when no row has it). */
async function countBy<const Values extends readonly string[]>(
  db: Database,
  column: AnyPgColumn,
  values: Values,
  where?: SQL,
): Promise<Record<Values[number], number>> {
  const rows = await db.select({ value: column, total: count() }).from(column.table).where(where).groupBy(column)
  const counts = Object.fromEntries(values.map((value) => [value, 0])) as Record<Values[number], number>
  for (const row of rows) counts[row.value as Values[number]] = row.total
  return counts
}
