import type { ListResponse, SyncRun } from '@wifi/contract'
import { and, desc, eq, inArray, isNotNull, lte, not, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { syncRunListQuerySchema } from '@wifi/contract'
import { can, seesSyncCounts, visibleSyncRuns } from '../authorization/policy.ts'
import type { Database } from '../db/client.ts'
import { processAlive } from '../db/process-presence.ts'
import { contains } from '../db/list-query.ts'
import { readPage, type ListSource } from '../db/paged-list.ts'
import { syncRuns, type SyncRunRow, type UserRow, type VenueRow } from '../db/schema.ts'
import { notFound } from '../errors/api-error.ts'
import type { SyncCounts, SyncProgress } from './sync-figures.ts'
import { leaseEnd } from './sync-locks.ts'

/** Records the run `id` as running in the process whose presence key is `holder`. */
export async function startRun(
  db: Database,
  { id, holder }: { id: string; holder: number },
  startedBy: UserRow,
  venue: VenueRow | undefined,
) {
  const [row] = await db
    .insert(syncRuns)
    .values({
      id,
      scope: venue ? 'venue' : 'all',
      venueId: venue?.id ?? null,
      venueName: venue?.name ?? null,
      startedById: startedBy.id,
      startedBy: startedBy.email,
      status: 'running',
      aliveUntil: leaseEnd(),
      holder,
    })
    .returning()
  return toSyncRunView(row!, undefined)
}

/** Records a running run's progress, and that its process is alive. */
export async function reportProgress(db: Database, id: string, progress: SyncProgress) {
  await db
    .update(syncRuns)
    .set({ ...progress, aliveUntil: leaseEnd() })
    .where(and(eq(syncRuns.id, id), eq(syncRuns.status, 'running')))
}

export const serverStopped = 'The server stopped during this run.'

/**
 * Runs whose process stopped without ending them (killed, crashed) are recorded as failed before anyone reads the
 * runs or claims a scope, so the history never shows a run going on forever and its scope is free at once: the
 * process's presence lock is gone the moment it dies. A run whose process lives but stopped renewing it (hung) is
 * failed once its time is past. The data is as before such a run: its changes are written in one transaction at
 * its end.
 */
export async function failStoppedRuns(db: Database): Promise<void> {
  await db
    .update(syncRuns)
    .set({ status: 'failed', finishedAt: sql`least(now(), ${syncRuns.aliveUntil})`, error: serverStopped })
    .where(
      and(
        eq(syncRuns.status, 'running'),
        or(lte(syncRuns.aliveUntil, sql`now()`), and(isNotNull(syncRuns.holder), not(processAlive(syncRuns.holder)))),
      ),
    )
}

export async function finishRun(
  db: Database,
  id: string,
  outcome: (SyncCounts & SyncProgress) | { error: string },
): Promise<SyncRun> {
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

/** The run `id` as `reader` may see it: admins any, customers their venues' (404 otherwise, like a missing one). */
export async function findRun(db: Database, reader: UserRow, id: string): Promise<SyncRun> {
  await failStoppedRuns(db)
  const [row] = await db
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.id, id), visibleSyncRuns(reader)))
  if (!row) throw notFound('The sync run')
  return toSyncRunView(row, reader)
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
  await failStoppedRuns(db)
  const { rows, total } = await readPage(db, syncRunList, {
    ...query,
    searching: !!query.q,
    where: and(
      visibleSyncRuns(user),
      // By venue only: who started a run and why it failed are not for every reader (toSyncRunView).
      query.q ? contains(sql`lower(${syncRuns.venueName})`, query.q) : undefined,
      query.venueId ? eq(syncRuns.venueId, query.venueId) : undefined,
      query.status?.length ? inArray(syncRuns.status, query.status) : undefined,
      query.scope ? eq(syncRuns.scope, query.scope) : undefined,
    ),
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
  await failStoppedRuns(db)
  const [row] = await db.select().from(syncRuns).where(where).orderBy(desc(syncRuns.startedAt)).limit(1)
  return row && toSyncRunView(row, reader)
}

/**
 * A run as `reader` may see it: customers see who started it only when it was themselves, that a run failed but
 * not the controller's paths and addresses, and no counts of a run over everything (those are the whole
 * network's). Without a reader, the run is answered to the one who started it.
 */
export function toSyncRunView(row: SyncRunRow, reader: UserRow | undefined): SyncRun {
  const full = reader === undefined || can(reader, 'sync.readDetails')
  const counted = reader === undefined || seesSyncCounts(reader, row)
  const run = {
    id: row.id,
    scope: row.scope,
    venueId: row.venueId,
    venueName: row.venueName,
    startedBy: full || row.startedById === reader?.id ? row.startedBy : null,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    pagesRead: row.pagesRead,
    devicesTotal: row.devicesTotal,
    devicesProcessed: row.devicesProcessed,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    removed: row.removed,
    error: full || row.error === null ? row.error : 'The sync failed. An administrator can see why.',
  }
  return counted ? run : { ...run, ...withoutCounts }
}

const withoutCounts = {
  pagesRead: null,
  devicesTotal: null,
  devicesProcessed: null,
  created: null,
  updated: null,
  unchanged: null,
  removed: null,
}
