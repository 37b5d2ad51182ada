import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts'
import { migrateDatabase } from '../../src/db/migrate.ts'

export interface TestDatabase {
  handle: DatabaseHandle
  /**
   * Another connection to the same database, as a second server process would have (a new pool on PostgreSQL;
   * PGlite allows one connection, so there it is the same handle).
   */
  connectAgain(): Promise<DatabaseHandle>
  dispose(): Promise<void>
}

/**
 * One migrated database per test file: in-memory PGlite by default, or, when DATABASE_URL is set, a fresh
 * database created on that PostgreSQL server and dropped at the end.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite' })
    await migrateDatabase(handle)
    return { handle, connectAgain: async () => handle, dispose: () => handle.close() }
  }

  const name = `api_test_${randomBytes(6).toString('hex')}`
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handles: DatabaseHandle[] = []
  const connect = async () => {
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() })
    handles.push(handle)
    return handle
  }
  const handle = await connect()
  await migrateDatabase(handle)
  return {
    handle,
    connectAgain: connect,
    async dispose() {
      await Promise.all(handles.map((each) => each.close()))
      await withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

async function withServer(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}
