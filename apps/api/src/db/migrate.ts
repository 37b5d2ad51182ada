import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DatabaseHandle } from './client.ts'

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

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate(migrationsFolder())
}
