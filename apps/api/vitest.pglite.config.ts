import { defineConfig } from 'vitest/config'
import base from './vitest.config.ts'

/**
 * The API suite runs in full on PostgreSQL (vitest.config.ts with DATABASE_URL). These files run a second time on
 * embedded PGlite, the database of `npm run demo` and of a server without DATABASE_URL, because they exercise what
 * differs between the two (README, "Tests on both databases"):
 */
export const embeddedDatabaseTests = [
  // start-up on an empty database: the first administrator, the demo's seed, the log lines naming the database
  'test/first-start-and-logs.test.ts',
  // migrations that go only forward and readiness while the database is away: PGlite's own data directory
  'test/readiness.test.ts',
  // the 503 answers and the guest's try-again page when the database fails
  'test/health-and-docs.test.ts',
  // the key file written into DATA_DIR beside PGlite's data when SECRETS_KEY is unset
  'test/secrets-at-rest.test.ts',
  // LISTEN/NOTIFY on PGlite's single connection, which every "process" shares
  'test/change-notices.test.ts',
  // a process's presence lock and sync runs' leases: advisory locks on the one connection
  'test/access-point-sync.test.ts',
  // the pool metrics PGlite has none of
  'test/metrics.test.ts',
  // the guest session writer's group commit, whose timestamps PGlite returns as Date objects
  'test/captive-chilli.test.ts',
  // unique violations, whose error shape (code, constraint) comes from each driver
  'test/venues.test.ts',
  'test/users-admin.test.ts',
  // the demo's weeks of visits, written in batches the embedded database must take
  'test/demo-visits.test.ts',
]

// None of these mocks a module, so one project whose workers keep their modules from file to file.
export default defineConfig({
  ...base,
  test: { ...base.test, projects: undefined, include: embeddedDatabaseTests, isolate: false },
})
