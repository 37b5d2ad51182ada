import { defineConfig } from 'vitest/config'

/**
 * The production tests start real processes (PostgreSQL, nginx, several servers) and break them on purpose, so the
 * files run one after another and wait long.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
