import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { attachPostgresCluster, type PostgresCluster } from './postgres-cluster.ts'

/** The run's private PostgreSQL cluster, started by the global setup (support/global-setup.ts). */
export function testCluster(): PostgresCluster {
  return attachPostgresCluster(inject('postgresCluster'))
}

/**
 * A new empty database on the run's cluster, named after `purpose` (letters and underscores); drop it with
 * `cluster.dropDatabase(name)`. If the cluster is stopped when a test ends, start it first.
 */
export async function createTestDatabase(cluster: PostgresCluster, purpose: string) {
  const name = `${purpose}_${randomBytes(4).toString('hex')}`
  const url = await cluster.createDatabase(name)
  return { name, url }
}

/** One SQL connection to `url`, for a test's checks; end it with `client.end()`. */
export async function sqlClient(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}
