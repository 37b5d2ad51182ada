import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts'
import { migrateDatabase } from '../../src/db/migrate.ts'
import { databaseUrl, withServer } from './postgres-server.ts'

export interface TestDatabase {
  handle: DatabaseHandle
  /**
   * Another connection to the same database, as a second server process would have (a new pool on PostgreSQL;
   * PGlite allows one connection, so there it is the same handle).
   */
  connectAgain(): Promise<DatabaseHandle>
  dispose(): Promise<void>
}

let pgliteDump: Promise<Blob> | undefined

/**
 * A migrated database of its own: in-memory PGlite by default, or, when DATABASE_URL is set, a fresh database
 * created on that PostgreSQL server and dropped at dispose. Both start as a copy of the database the global setup
 * (global-setup.ts) migrated once: PGlite loads its dump, PostgreSQL copies its template. Without that setup
 * (another vitest config) the database is migrated here.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const dumpPath = inject('pgliteDump')
    if (dumpPath) pgliteDump ??= readFile(dumpPath).then((bytes) => new Blob([bytes]))
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: dumpPath ? await pgliteDump : undefined })
    if (!dumpPath) await migrateDatabase(handle)
    return { handle, connectAgain: async () => handle, dispose: () => handle.close() }
  }

  const template = inject('templateDatabase')
  const name = `api_test_${randomBytes(6).toString('hex')}`
  await withServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  )
  const handles: DatabaseHandle[] = []
  const connect = async () => {
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) })
    handles.push(handle)
    return handle
  }
  const handle = await connect()
  if (!template) await migrateDatabase(handle)
  return {
    handle,
    connectAgain: connect,
    async dispose() {
      await Promise.all(handles.map((each) => each.close()))
      await withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}
