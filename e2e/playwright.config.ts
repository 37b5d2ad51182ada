import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './support/chromium.ts'
import { mailHttpUrl } from './support/servers.ts'

// The tests drive the built product; without a build they would fail one by one with puzzling timeouts.
for (const built of ['../apps/api/dist/server.js', '../apps/web/dist/index.html']) {
  if (!existsSync(new URL(built, import.meta.url))) {
    throw new Error(`${built} is missing: run \`npm run build\` at the repository root first`)
  }
}

/** Specs that run on the one-at-a-time project (see `projects`). */
const oneAtATime = [
  /guest-policy-console\.spec\.ts/,
  /guest-privacy-console\.spec\.ts/,
  /guest-consent-rig\.spec\.ts/,
  /captive-opennds\.spec\.ts/,
  /opennds-binauth-rig\.spec\.ts/,
  /captive-chilli-rig\.spec\.ts/,
]

export default defineConfig({
  testDir: './tests',
  // Each worker runs its own server on its own PostgreSQL database (support/worker-servers.ts), so the files spread
  // over the workers. Two on CI's two cores: a third gained nothing there (each worker's browser and server keep a
  // core busy) and stretched the image uploads and long flows past their timeouts.
  workers: process.env.E2E_WORKERS
    ? Number(process.env.E2E_WORKERS)
    : process.env.CI
      ? 2
      : Math.max(2, Math.min(4, availableParallelism())),
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Two workers share CI's two cores with their servers and browsers, so a step takes about twice as long as alone:
  // the long flows (thirty-odd steps) and the waits for a toast after a save get twice the time they had with one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    // A fixed browser language, so what "the browser's language" is does not depend on the machine.
    locale: 'en-US',
    launchOptions: chromiumLaunchOptions,
    // A failed test's trace keeps the page's DOM at each step, not a screencast: recording screenshots of every
    // test (kept only for failures) cost about a quarter of the browser tests' CPU on CI's two cores. CI keeps only
    // the run's output, not its files, so there every test's recording (a tenth of the CPU) would be for nothing.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // What changes every screen of a server (the service-wide guest policy and texts, which every visit and venue
      // shows) and the gateway rigs (network namespaces with fixed names, one per machine): one at a time, on a
      // worker of their own, beside the others.
      name: 'one-at-a-time',
      testMatch: oneAtATime,
      workers: 1,
    },
    { name: 'parallel', testIgnore: oneAtATime },
  ],
  webServer: [
    {
      name: 'mail',
      command: 'node --import tsx support/mail-server.ts',
      url: `${mailHttpUrl}/health`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
      timeout: 20_000,
    },
  ],
})
