import type { TestProject } from 'vitest/node'
import { startPostgresCluster, type PostgresClusterDescription } from './postgres-cluster.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The private PostgreSQL cluster of this run (support/postgres-cluster.ts); each test file makes its databases. */
    postgresCluster: PostgresClusterDescription
  }
}

/** One private PostgreSQL cluster for the whole run (starting one takes seconds), removed at the end. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster()
  project.provide('postgresCluster', cluster.description)
  return async () => {
    await cluster.destroy()
  }
}
