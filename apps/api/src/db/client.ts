import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { isDatabaseUnavailable } from './database-unavailable.ts'
import { changeChannel, newProcessKey, openProcessConnection, takePresenceSql } from './process-presence.ts'
import * as schema from './schema.ts'

/** The one database type the app codes against: the same Drizzle API over PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** This process's presence key, held as an advisory lock while the handle is open (db/process-presence.ts). */
  processKey: number
  /**
   * Calls `listener` with each change notice any process sends (plugins/change-notices.ts), or null when some may have been
   * missed (the database connection was lost meanwhile); answers how to stop listening.
   */
  onChange(listener: (what: string | null) => void): Promise<() => Promise<void>>
  /** PostgreSQL's connection pool as it stands (for /metrics); PGlite has one connection and no pool. */
  poolUse(): { total: number; idle: number; waiting: number } | undefined
  /**
   * Applies the versioned SQL migrations found in `migrationsFolder`, after `check` (which may refuse). On PostgreSQL
   * the processes of one database take turns: two starting at once would both create the same tables.
   */
  migrate(migrationsFolder: string, check?: () => Promise<void>): Promise<void>
  close(): Promise<void>
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; onPoolError?: (error: Error) => void }
  /** Without `dataDir` the database lives in memory (tests); `loadDataDir` starts it from a `dumpDataDir()` tarball. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.onPoolError)
    : openPglite(target.dataDir, target.loadDataDir)
}

/** PGlite keeps its files in a subfolder, so DATA_DIR can hold other data (uploads) beside it later. */
const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite')

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let folder: string | undefined
  if (dataDir) {
    folder = pgliteFolder(dataDir)
    await mkdir(folder, { recursive: true })
  }
  // pg_trgm backs the lists' text search (the migration creates the extension).
  const client = await PGlite.create(folder, { extensions: { pg_trgm }, loadDataDir })
  const db = drizzlePglite({ client, schema })
  // One connection, the process's own: it holds the presence lock until the database closes.
  const processKey = newProcessKey()
  await client.query(takePresenceSql(processKey))
  return {
    db,
    kind: 'pglite',
    processKey,
    onChange: async (listener) => {
      const stop = await client.listen(changeChannel, (what) => listener(what))
      // The database may be closed first (its owner closes it, or it is a test's and closed on purpose).
      return async () => {
        if (!client.closed) await stop()
      }
    },
    poolUse: () => undefined,
    migrate: async (migrationsFolder, check) => {
      await check?.()
      await migratePglite(db, { migrationsFolder })
    },
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

/**
 * node-postgres's `pool.query` drops its connection after any failed query, even one the server merely refused
 * (a unique email, a bad value) after which the connection is fine. The next request then waits for a new
 * connection (about 20 ms), which also tells a watcher that the previous request failed. Here an error the server
 * reported keeps the connection; anything else (a broken socket, a server shutting down) still drops it.
 */
class ConnectionKeepingPool extends pg.Pool {
  // @ts-expect-error pg's overloads also take callbacks; Drizzle, the only caller, uses this promise form.
  override async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const client = await this.connect()
    try {
      const result = await client.query(config, values)
      client.release()
      return result
    } catch (error) {
      client.release(error instanceof pg.DatabaseError && !isDatabaseUnavailable(error) ? undefined : (error as Error))
      throw error
    }
  }
}

async function openPostgres(url: string, onPoolError?: (error: Error) => void): Promise<DatabaseHandle> {
  // The default random_page_cost (4) dates from spinning disks: with it the planner prefers a sequential scan of a
  // 100k-row table over the trigram index for a search matching a tenth of the rows, which takes twice as long.
  // 1.1 is the usual figure for SSD and for data that sits in memory.
  // A request waits at most connectionTimeoutMillis for a connection: past that (a database unreachable, or the pool
  // saturated) it fails, and is answered 503 with Retry-After instead of hanging (db/database-unavailable.ts).
  const pool = new ConnectionKeepingPool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    options: '-c random_page_cost=1.1',
  })
  // A connection the database ends (a restart) must not crash the process, idle or not: the pool listens on its idle
  // connections only, and a connection held between two queries of a transaction would otherwise have no listener.
  // The query in flight fails (answered 503, db/database-unavailable.ts); the next ones connect again.
  pool.on('error', (error) => onPoolError?.(error))
  pool.on('connect', (connection) => connection.on('error', (error) => onPoolError?.(error)))
  // A pg.Pool in every way Drizzle relies on; only the overloads of `query` differ in their types.
  const db = drizzlePostgres({ client: pool as pg.Pool, schema })
  const processKey = newProcessKey()
  const own = openProcessConnection(url, processKey, (error) => onPoolError?.(error))
  await own.held
  let closed = false
  return {
    db,
    kind: 'postgres',
    processKey,
    onChange: async (listener) => own.onChange(listener),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: async (migrationsFolder, check) => {
      // A session lock on a connection of its own: held until released, or until that connection dies with its
      // process; the migrations themselves run on the pool's other connections.
      const lock = await pool.connect()
      try {
        await lock.query(`select pg_advisory_lock(hashtext('migrations'))`)
        await check?.()
        await migratePostgres(db, { migrationsFolder })
      } finally {
        await lock.query(`select pg_advisory_unlock(hashtext('migrations'))`).catch(() => undefined)
        lock.release()
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      await own.release()
      await pool.end()
    },
  }
}
