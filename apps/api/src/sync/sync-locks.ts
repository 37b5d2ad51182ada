import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { syncRuns, syncScopeLocks } from '../db/schema.ts'
import { ApiError } from '../errors/api-error.ts'

/**
 * A run renews its scope's lease as it reports progress (every second or so); one not renewed for this long died
 * with its process, and its scope frees itself.
 */
const leaseSeconds = 30

/** "all", or "venue:<id>": the unit that runs one at a time and cools down between runs. */
export type ScopeKey = 'all' | `venue:${string}`

const syncTooSoon = (retryAfter: number) =>
  new ApiError(429, 'SYNC_TOO_SOON', 'Please wait before syncing again', { retryAfter })

/**
 * Takes `scope` for the run `runId`, or answers 429 with the seconds left while another run holds it or its
 * cooldown lasts. One statement on a database row, with the database's clock, so it holds across processes:
 * of two concurrent claims, the second waits on the row and then sees the first one's lease.
 */
export async function claimScope(db: Database, scope: ScopeKey, runId: string): Promise<void> {
  const claimed = await db
    .insert(syncScopeLocks)
    .values({ scope, runId, leaseUntil: leaseEnd(), cooldownUntil: sql`now()` })
    .onConflictDoUpdate({
      target: syncScopeLocks.scope,
      set: { runId, leaseUntil: leaseEnd() },
      // Free: its lease ran out, or its run is recorded as over (failStoppedRuns: its process died). A claim whose
      // run is not inserted yet is guarded by its lease alone.
      setWhere: sql`(${syncScopeLocks.leaseUntil} <= now() or exists (
        select 1 from ${syncRuns} where ${syncRuns.id} = ${syncScopeLocks.runId} and ${syncRuns.status} <> 'running'
      )) and ${syncScopeLocks.cooldownUntil} <= now()`,
    })
    .returning({ scope: syncScopeLocks.scope })
  if (claimed.length > 0) return
  const [lock] = await db
    .select({
      secondsLeft: sql<number>`ceil(extract(epoch from greatest(${syncScopeLocks.leaseUntil}, ${syncScopeLocks.cooldownUntil}) - now()))::int`,
    })
    .from(syncScopeLocks)
    .where(eq(syncScopeLocks.scope, scope))
  throw syncTooSoon(Math.max(1, lock?.secondsLeft ?? 1))
}

/** Frees `scope` after the run `runId`, starting its cooldown (after a failure too: a failing controller needs rest). */
export async function releaseScope(db: Database, scope: ScopeKey, runId: string, cooldownSeconds: number) {
  await db
    .update(syncScopeLocks)
    .set({
      runId: null,
      leaseUntil: sql`now()`,
      cooldownUntil: sql`now() + make_interval(secs => ${cooldownSeconds})`,
    })
    .where(and(eq(syncScopeLocks.scope, scope), eq(syncScopeLocks.runId, runId)))
}

/** The run `runId` still holds `scope`: its lease runs on. */
export async function renewLease(db: Database, scope: ScopeKey, runId: string) {
  await db
    .update(syncScopeLocks)
    .set({ leaseUntil: leaseEnd() })
    .where(and(eq(syncScopeLocks.scope, scope), eq(syncScopeLocks.runId, runId)))
}

export const leaseEnd = () => sql`now() + make_interval(secs => ${leaseSeconds})`
