import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from './support/use-test-app.ts'

const { db } = useTestApp({ app: false })

const backendPid = async () =>
  ((await db().execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!.pid

// PGlite has a single connection and nothing to drop; this is about node-postgres's pool.
describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL connection pool', () => {
  it('keeps a connection after a query the server refused (a constraint, a bad value)', async () => {
    const before = await backendPid()
    await expect(db().execute(sql`select 'not a number'::int`)).rejects.toThrow()
    // The pool hands out the connection used last: the same server process, not a new connection.
    expect(await backendPid()).toBe(before)
  })
})
