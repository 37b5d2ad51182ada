import { randomBytes } from 'node:crypto'
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
