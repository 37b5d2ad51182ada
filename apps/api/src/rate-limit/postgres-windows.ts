import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { WindowCount, WindowStore } from './shared-windows.ts'

/**
 * Counts in PostgreSQL's `limit_windows`, an UNLOGGED table (migration 0009): counters need no crash safety, and a
 * transaction that writes only unlogged rows does not wait for the WAL to reach the disk. One statement per batch:
 * an ended window starts over with the batch's hits.
 */
export function postgresWindowStore(db: Database): WindowStore {
  return async (increments) => {
    const column = <T>(pick: (increment: (typeof increments)[number]) => T) => sql.param(increments.map(pick))
    const result = await db.execute(sql`
      insert into limit_windows (key, hits, window_ends_at)
      select key, hits, now() + make_interval(secs => seconds)
      from unnest(${column((entry) => entry.key)}::text[], ${column((entry) => entry.count)}::int[],
        ${column((entry) => entry.windowSeconds)}::int[]) as batch (key, hits, seconds)
      on conflict (key) do update set
        hits = case when limit_windows.window_ends_at <= now() then excluded.hits
          else limit_windows.hits + excluded.hits end,
        window_ends_at = case when limit_windows.window_ends_at <= now() then excluded.window_ends_at
          else limit_windows.window_ends_at end
      returning key, hits, greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as retry_after`)
    const { rows } = result as unknown as { rows: { key: string; hits: number; retry_after: number }[] }
    return rows.map((row): WindowCount => ({ key: row.key, hits: row.hits, retryAfterSeconds: row.retry_after }))
  }
}
