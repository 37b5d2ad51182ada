import { sql } from 'drizzle-orm'
import type { Database } from './client.ts'

/**
 * Where processes tell each other that something the captive page keeps for a few seconds has changed (PostgreSQL's
 * LISTEN/NOTIFY; PGlite has it too within its one process), so every process forgets it at once rather than when it
 * expires.
 */
export const changeChannel = 'wifi_console_changes'

/** Sent after the change's transaction committed: every listening process, this one included, gets it. */
export async function notifyChange(db: Database, what: string): Promise<void> {
  await db.execute(sql`select pg_notify(${changeChannel}, ${what})`)
}
