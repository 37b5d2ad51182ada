import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates one database per run (kept while the migrations stay the same); each file starts from a copy.
    globalSetup: ['test/support/global-setup.ts'],
    // Each file starts its own database. On PostgreSQL two files run at once: while one waits on the server (a query,
    // a password hash, a simulator), the other runs. PGlite runs in the test's own process, so there one at a time.
    fileParallelism: Boolean(process.env.DATABASE_URL),
    maxWorkers: process.env.DATABASE_URL ? 2 : 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
