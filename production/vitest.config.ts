import { defineConfig } from 'vitest/config'

/**
 * The production tests start real processes (PostgreSQL, nginx, several servers) and break them on purpose, so the
 * files run one after another and wait long. One private PostgreSQL cluster serves the whole run
 * (support/global-setup.ts): tests may stop and restart it without touching the shared server on 5432.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
