import { randomInt } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import pg from 'pg'

/**
 * Each server process holds a session advisory lock (two keys: this space and the process's own key) for as long as
 * it lives. PostgreSQL lets go of a session's locks the moment its connection ends, which a killed process's does at
 * once, so other processes can tell from pg_locks that work it held (a sync run) is over: no lease to wait out.
 */
export const presenceLockSpace = 25_112_800

/** A key for a starting process: positive, so it reads the same as pg_locks' objid. */
export const newProcessKey = () => randomInt(1, 2 ** 31 - 1)

/** SQL: whether the process whose key `key` is (a column or a value) is alive, on this database. */
export const processAlive = (key: unknown): SQL => sql`exists (
  select 1 from pg_locks
  where locktype = 'advisory' and granted and classid = ${presenceLockSpace} and objid = ${key} and objsubid = 2
    and database = (select oid from pg_database where datname = current_database())
)`

/**
 * Where processes tell each other that something the captive page keeps for a few seconds has changed (PostgreSQL's
 * LISTEN/NOTIFY; PGlite has it too within its one process): plugins/change-notices.ts.
 */
export const changeChannel = 'wifi_console_changes'

export const takePresenceSql = (key: number) => `select pg_advisory_lock(${presenceLockSpace}, ${key})`

/**
 * On PostgreSQL the process keeps a connection of its own, apart from the pool (whose connections come and go): it
 * holds the presence lock and listens for the change notices (plugins/change-notices.ts). If it breaks (a database
 * restart), it is opened again, the lock taken and the listening resumed until `release`; the listeners are then told
 * that notices may have been missed meanwhile (null).
 */
export function openProcessConnection(url: string, key: number, onError: (error: Error) => void) {
  const listeners = new Set<(what: string | null) => void>()
  let client: pg.Client | undefined
  let released = false
  let connectedBefore = false
  let retry: NodeJS.Timeout | undefined

  const reconnectSoon = () => {
    clearTimeout(retry)
    if (!released) retry = setTimeout(() => void connect(), 1_000).unref()
  }
  const connect = async () => {
    if (released) return
    const next = new pg.Client({ connectionString: url })
    next.on('error', (error) => onError(error))
    next.on('end', () => client === next && reconnectSoon())
    next.on('notification', ({ channel, payload }) => {
      if (channel === changeChannel) for (const listener of listeners) listener(payload ?? null)
    })
    client = next
    try {
      await next.connect()
      await next.query(takePresenceSql(key))
      await next.query(`LISTEN ${changeChannel}`)
      if (connectedBefore) for (const listener of listeners) listener(null)
      connectedBefore = true
    } catch (error) {
      onError(error as Error)
      await next.end().catch(() => undefined)
      reconnectSoon()
    }
  }

  return {
    held: connect(),
    /** Calls `listener` with each change notice; answers how to stop. */
    onChange(listener: (what: string | null) => void) {
      listeners.add(listener)
      return async () => void listeners.delete(listener)
    },
    async release() {
      released = true
      clearTimeout(retry)
      await client?.end().catch(() => undefined)
    },
  }
}
