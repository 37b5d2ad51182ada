import type { ListResponse, SyncRun } from '@wifi/contract'
import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { syncRunListQuerySchema } from '@wifi/contract'
import { seesSyncDetails, visibleSyncRuns } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { readPage, type ListSource } from '../../db/paged-list.ts'
import { syncRuns, syncScopeLocks, type SyncRunRow, type UserRow, type VenueRow } from '../../db/schema.ts'
import type { SyncCounts } from './apply-observations.ts'
import type { ScopeKey } from './sync-locks.ts'

export async function startRun(db: Database, id: string, startedBy: UserRow, venue: VenueRow | undefined) {
  await db.insert(syncRuns).values({
    id,
    scope: venue ? 'venue' : 'all',
    venueId: venue?.id ?? null,
    venueName: venue?.name ?? null,
    startedById: startedBy.id,
    startedBy: startedBy.email,
    status: 'running',
  })
}

/**
 * A run whose process died keeps its scope's lease until the lease runs out; the next claim then records that run
 * as failed, so the history never shows a run going on forever.
 */
export async function failAbandonedRun(db: Database, scope: ScopeKey): Promise<void> {
  const abandoned = db
    .select({ runId: syncScopeLocks.runId })
    .from(syncScopeLocks)
    .where(and(eq(syncScopeLocks.scope, scope), lte(syncScopeLocks.leaseUntil, sql`now()`)))
  await db
    .update(syncRuns)
    .set({ status: 'failed', finishedAt: new Date(), error: 'The server stopped during this run.' })
    .where(and(eq(syncRuns.status, 'running'), inArray(syncRuns.id, abandoned)))
}

export async function finishRun(db: Database, id: string, outcome: SyncCounts | { error: string }): Promise<SyncRun> {
  const [row] = await db
    .update(syncRuns)
    .set({
      finishedAt: new Date(),
      ...('error' in outcome ? { status: 'failed', error: outcome.error } : { status: 'succeeded', ...outcome }),
    })
    .where(eq(syncRuns.id, id))
    .returning()
  if (!row) throw new Error(`sync run ${id} vanished`)
  return toSyncRunView(row, undefined)
}

const syncRunList: ListSource<typeof syncRuns, 'startedAt'> = {
  table: syncRuns,
  id: syncRuns.id,
  sortColumns: { startedAt: syncRuns.startedAt },
}

/** The runs `user` may see, newest first. */
export async function listRuns(
  db: Database,
  user: UserRow,
  query: z.output<typeof syncRunListQuerySchema>,
): Promise<ListResponse<SyncRun>> {
  const { rows, total } = await readPage(db, syncRunList, {
    ...query,
    searching: false,
    where: and(visibleSyncRuns(user), query.venueId ? eq(syncRuns.venueId, query.venueId) : undefined),
  })
  return {
    items: rows.map((row) => toSyncRunView(row, user)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** The newest run of those `where` picks, whatever its result, as `reader` may see it; undefined when none. */
export async function latestRun(db: Database, reader: UserRow, where: SQL | undefined): Promise<SyncRun | undefined> {
  const [row] = await db.select().from(syncRuns).where(where).orderBy(desc(syncRuns.startedAt)).limit(1)
  return row && toSyncRunView(row, reader)
}

/**
 * A run as `reader` may see it: customers see who started it only when it was themselves, and that a run failed
 * but not the controller's paths and addresses. Without a reader, the run is answered to the one who started it.
 */
function toSyncRunView(row: SyncRunRow, reader: UserRow | undefined): SyncRun {
  const full = reader === undefined || seesSyncDetails(reader)
  return {
    id: row.id,
    scope: row.scope,
    venueId: row.venueId,
    venueName: row.venueName,
    startedBy: full || row.startedById === reader?.id ? row.startedBy : null,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    removed: row.removed,
    error: full || row.error === null ? row.error : 'The sync failed. An administrator can see why.',
  }
}
