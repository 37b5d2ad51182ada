import { afterAll, describe, expect, it } from 'vitest'
import { startServer, type ServerProcess } from '../support/server-process.ts'
import { createTestDatabase, sqlClient, testCluster } from '../support/test-cluster.ts'

/**
 * A service manager starts every process of a deployment at once (issue 25): on an empty database they all migrate
 * it at the same moment, and each must still start, with the migrations applied once.
 */

const cluster = testCluster()
const servers: ServerProcess[] = []
let databaseName: string | undefined

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  if (databaseName) await cluster.dropDatabase(databaseName)
})

describe('processes started together', () => {
  it('all become ready on one empty database, which is migrated once', async () => {
    const database = await createTestDatabase(cluster, 'start_together')
    databaseName = database.name
    const starting = [1, 2, 3].map(() => startServer({ env: { DATABASE_URL: database.url } }))
    const results = await Promise.allSettled(starting)
    for (const result of results) if (result.status === 'fulfilled') servers.push(result.value)
    expect(results.filter((result) => result.status === 'rejected').map((result) => String(result.reason))).toEqual([])

    const client = await sqlClient(database.url)
    try {
      const { rows } = await client.query<{ hash: string; copies: string }>(
        'select hash, count(*) as copies from drizzle.__drizzle_migrations group by hash having count(*) > 1',
      )
      expect(rows).toEqual([])
      const admins = await client.query("select 1 from users where role = 'admin'")
      expect(admins.rowCount).toBe(1)
    } finally {
      await client.end()
    }
  })
})
