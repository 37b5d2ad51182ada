import type { ListResponse, VenueSyncState, VenueSyncStateQuery } from '@wifi/contract'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { visibleVenues } from '../authorization/policy.ts'
import type { Database } from '../db/client.ts'
import { contains } from '../db/list-query.ts'
import { readPage } from '../db/paged-list.ts'
import { syncRuns, syncScopeLocks, venues, type UserRow } from '../db/schema.ts'
import { venueList } from '../modules/venues/venue-service.ts'
import { failStoppedRuns, toSyncRunView } from './sync-runs.ts'

/**
 * One page of the venues `user` may sync (admins all, customers their own), by name, each with its last run and
 * when it may be synced again: what the sync-by-venue dialog lists.
 */
export async function listVenueSyncStates(
  db: Database,
  user: UserRow,
  query: VenueSyncStateQuery,
): Promise<ListResponse<VenueSyncState>> {
  await failStoppedRuns(db)
  const { rows, total } = await readPage(db, venueList, {
    ...query,
    searching: !!query.q,
    where: and(visibleVenues(user), query.q ? contains(venues.search, query.q) : undefined),
  })
  const ids = rows.map((venue) => venue.id)
  const scopes = ids.map((id) => `venue:${id}`)
  const [lastRuns, locks] = ids.length
    ? await Promise.all([
        db
          .selectDistinctOn([syncRuns.venueId])
          .from(syncRuns)
          .where(inArray(syncRuns.venueId, ids))
          .orderBy(syncRuns.venueId, desc(syncRuns.startedAt)),
        db.select().from(syncScopeLocks).where(inArray(syncScopeLocks.scope, scopes)),
      ])
    : [[], []]
  const [fullRun] = await db
    .select({ status: syncRuns.status, startedAt: syncRuns.startedAt })
    .from(syncRuns)
    .where(eq(syncRuns.scope, 'all'))
    .orderBy(desc(syncRuns.startedAt))
    .limit(1)
  const lastFullRun = fullRun ? { status: fullRun.status, startedAt: fullRun.startedAt.toISOString() } : null
  const runByVenue = new Map(lastRuns.map((run) => [run.venueId, run]))
  const lockByScope = new Map(locks.map((lock) => [lock.scope, lock]))
  const now = Date.now()
  return {
    items: rows.map((venue) => {
      const run = runByVenue.get(venue.id)
      const lock = lockByScope.get(`venue:${venue.id}`)
      const freeAt =
        lock && Math.max(lock.cooldownUntil.getTime(), run?.status === 'running' ? lock.leaseUntil.getTime() : 0)
      return {
        venueId: venue.id,
        venueName: venue.name,
        linked: venue.openwispGroupId !== null,
        lastRun: run ? toSyncRunView(run, user) : null,
        lastFullRun,
        availableAt: freeAt && freeAt > now ? new Date(freeAt).toISOString() : null,
      }
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  }
}
