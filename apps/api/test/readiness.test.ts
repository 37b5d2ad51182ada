import { apiPaths } from '@wifi/contract'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '../src/db/database-unavailable.ts'
import { migrateDatabase } from '../src/db/migrate.ts'
import { NewerDatabaseError } from '../src/db/migration-state.ts'
import { createTestDatabase } from './support/test-database.ts'
import { closedPort } from './support/closed-port.ts'
import { useTestApp } from './support/use-test-app.ts'

const { api, db } = useTestApp()

const newestApplied = async () =>
  (
    (await db().execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { newest: string }[]
    }
  ).rows[0]!.newest

describe('liveness and readiness', () => {
  it('is not ready while the code’s newest migration has not run, and ready again once it has', async () => {
    const newest = await newestApplied()
    await db().execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`)
    try {
      const unready = await api.request('GET', apiPaths.healthReady)
      expect(unready.status).toBe(503)
      expect(unready.body).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database’s migrations have not run.',
      })
      expect(unready.headers.get('retry-after')).toBe('5')
      expect((await api.request('GET', apiPaths.health)).status).toBe(200)
    } finally {
      await db().execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${newest})`,
      )
    }
    expect((await api.request('GET', apiPaths.healthReady)).status).toBe(200)
  })
})

describe('migrations only go forward', () => {
  it('refuses to start on a database a newer version migrated, saying what to do, and changes nothing', async () => {
    const own = await createTestDatabase()
    try {
      const later = Date.now() + 86_400_000
      await own.handle.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${later})`,
      )
      const refused = migrateDatabase(own.handle)
      await expect(refused).rejects.toThrow(NewerDatabaseError)
      await expect(refused).rejects.toThrow(/The database is newer than this version of the console/)
      await expect(refused).rejects.toThrow(/restore the backup taken before the upgrade/)
      const rows = (await own.handle.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as {
        rows: { n: number }[]
      }
      await own.handle.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${later}`)
      await expect(migrateDatabase(own.handle)).resolves.toBeUndefined()
      const after = (await own.handle.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as {
        rows: { n: number }[]
      }
      expect(after.rows[0]!.n).toBe(rows.rows[0]!.n - 1)
    } finally {
      await own.dispose()
    }
  })
})

describe('what counts as the database being away', () => {
  it('a refused connection is; a query the database refused is not', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'nobody' })
    const refused = await client.connect().then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(Error)
    expect(isDatabaseUnavailable(refused)).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true)

    const wrong = await db()
      .execute(sql`select 1/0`)
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    expect(wrong).toBeInstanceOf(Error)
    expect(isDatabaseUnavailable(wrong)).toBe(false)
  })

  it.runIf(process.env.DATABASE_URL)('a connection the server ended (a restart, a failover) is', async () => {
    const victim = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await victim.connect()
    victim.on('error', () => undefined)
    const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid')
    const sleeping = victim.query('select pg_sleep(30)').then(
      () => undefined,
      (error: unknown) => error,
    )
    const killer = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await killer.connect()
    await killer.query('select pg_terminate_backend($1)', [rows[0]!.pid])
    await killer.end()
    const ended = await sleeping
    expect((ended as { code?: string }).code).toBe('57P01')
    expect(isDatabaseUnavailable(ended)).toBe(true)
    await victim.end().catch(() => undefined)
  })
})
