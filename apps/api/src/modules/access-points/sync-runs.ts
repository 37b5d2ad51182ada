import type { ListResponse, SyncRun } from '@wifi/contract'
import { and, count, desc, eq } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { syncRunListQuerySchema } from '@wifi/contract'
import { visibleSyncRuns } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { pageWindow } from '../../db/list-query.ts'
import { syncRuns, type SyncRunRow, type UserRow, type VenueRow } from '../../db/schema.ts'
import type { SyncCounts } from './apply-observations.ts'

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
  return toSyncRunView(row)
}

/** The runs `user` may see, newest first. */
export async function listRuns(
  db: Database,
  user: UserRow,
  query: z.output<typeof syncRunListQuerySchema>,
): Promise<ListResponse<SyncRun>> {
  const where = and(visibleSyncRuns(user), query.venueId ? eq(syncRuns.venueId, query.venueId) : undefined)
  const window = pageWindow(query.page, query.pageSize)
  const order = query.order === 'asc' ? syncRuns.startedAt : desc(syncRuns.startedAt)
  const [rows, [total]] = await Promise.all([
    db.select().from(syncRuns).where(where).orderBy(order).limit(window.limit).offset(window.offset),
    db.select({ value: count() }).from(syncRuns).where(where),
  ])
  return { items: rows.map(toSyncRunView), total: total?.value ?? 0, page: query.page, pageSize: query.pageSize }
}

function toSyncRunView(row: SyncRunRow): SyncRun {
  return {
    id: row.id,
    scope: row.scope,
    venueId: row.venueId,
    venueName: row.venueName,
    startedBy: row.startedBy,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    removed: row.removed,
    error: row.error,
  }
}
