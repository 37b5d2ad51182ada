import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DatabaseHandle } from './client.ts'
import { refuseNewerDatabase } from './migration-state.ts'

/**
 * The drizzle/ folder sits beside src/ and dist/ in apps/api. This file runs from src/db/ (tests, tsx) or is
 * bundled into dist/server.js, so both relative locations are tried.
 */
const candidates = ['../../drizzle', '../drizzle'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)))

export function migrationsFolder(): string {
  const found = candidates.find((folder) => existsSync(join(folder, 'meta', '_journal.json')))
  if (!found) throw new Error(`No migrations found; looked in ${candidates.join(' and ')}`)
  return found
}

/**
 * Brings the database up to this code's migrations, after refusing one that a newer version already migrated.
 * Processes starting together take turns (DatabaseHandle.migrate), so each finds the work done or does it whole.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder()
  await handle.migrate(folder, () => refuseNewerDatabase(handle.db, folder))
}
