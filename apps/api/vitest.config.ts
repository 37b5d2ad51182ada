import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates one database per run (kept while the migrations stay the same); each file starts from a copy.
    globalSetup: ['test/support/global-setup.ts'],
    // Each file starts its own PGlite (or PostgreSQL database); on two cores they are faster one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
