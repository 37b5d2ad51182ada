import { defineConfig } from 'vitest/config'

/** Files that replace a module with `vi.mock`: they need modules of their own, imported afresh. */
const mockingModules = ['test/fetch-remote.test.ts', 'test/pdf-concurrency.test.ts']

export default defineConfig({
  test: {
    // Migrates one database per run (kept while the migrations stay the same); each file starts from a copy.
    globalSetup: ['test/support/global-setup.ts'],
    // Each file starts its own database. On PostgreSQL two files run at once: while one waits on the server (a query,
    // a password hash, a simulator), the other runs. PGlite runs in the test's own process, so there one at a time.
    fileParallelism: Boolean(process.env.DATABASE_URL),
    maxWorkers: process.env.DATABASE_URL ? 2 : 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // A worker keeps the modules it imported for its next file: importing the whole server afresh for each of
        // 80 files took more time than their tests (the suite's import time fell from 209 s to 23 s).
        test: { name: 'shared-modules', include: ['test/**/*.test.ts'], exclude: mockingModules, isolate: false },
      },
      { extends: true, test: { name: 'own-modules', include: mockingModules } },
    ],
  },
})
