import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from './client.ts'

/** One migration of drizzle/meta/_journal.json: its file's tag and the moment drizzle-kit made it. */
interface JournalEntry {
  tag: string
  when: number
}

/** The code's newest migration, from the journal drizzle-kit keeps beside the SQL files. */
function newestKnownMigration(migrationsFolder: string): JournalEntry {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[]
  }
  const newest = journal.entries.at(-1)
  if (!newest) throw new Error(`${migrationsFolder} holds no migrations`)
  return newest
}

/**
 * When the database's newest applied migration was made (drizzle records each by its journal's `when`), or null
 * before any has run. Drizzle applies only migrations made after that moment.
 */
async function newestAppliedMigration(db: Database): Promise<number | null> {
  // Both drivers answer `{ rows }`. The table is made by the first migration run, so it may not be there yet.
  const table = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  )
  if (!table[0]?.found) return null
  const newest = await rowsOf<{ newest: string | null }>(
    db,
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  )
  return newest[0]?.newest ? Number(newest[0].newest) : null
}

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
}

export class NewerDatabaseError extends Error {
  override name = 'NewerDatabaseError'
}

/**
 * Migrations only go forward: a database migrated by a newer version of the console has tables and columns this code
 * does not know, and migrating would silently do nothing. Starting on it is refused with what to do instead.
 */
export async function refuseNewerDatabase(db: Database, migrationsFolder: string): Promise<void> {
  const applied = await newestAppliedMigration(db)
  const known = newestKnownMigration(migrationsFolder)
  if (applied === null || applied <= known.when) return
  throw new NewerDatabaseError(
    `The database is newer than this version of the console: it holds a migration made ${new Date(applied).toISOString()}, ` +
      `and this version's newest is ${known.tag} (${new Date(known.when).toISOString()}). Migrations only go forward: ` +
      'start the newer version again, or restore the backup taken before the upgrade.',
  )
}

/** Whether every migration this code knows has run on the database (readiness). */
export async function migrationsCurrent(db: Database, migrationsFolder: string): Promise<boolean> {
  const applied = await newestAppliedMigration(db)
  return applied !== null && applied >= newestKnownMigration(migrationsFolder).when
}
