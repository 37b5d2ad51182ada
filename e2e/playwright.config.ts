import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import {
  admin,
  appPort,
  appUrl,
  mailHttpUrl,
  mailSmtpPort,
  openwispPort,
  openwispUrl,
  syncCooldownSeconds,
  openwispUser,
  radiusApiToken,
  radiusCoaPort,
  radiusCoaSecret,
} from './support/servers.ts'

// The tests drive the built product; without a build they would fail one by one with puzzling timeouts.
for (const built of ['../apps/api/dist/server.js', '../apps/web/dist/index.html']) {
  if (!existsSync(new URL(built, import.meta.url))) {
    throw new Error(`${built} is missing: run \`npm run build\` at the repository root first`)
  }
}

/**
 * A fresh database for every run. Playwright loads this file in the runner and again in each worker; the
 * workers inherit the runner's environment, so only the runner creates the folder (and removes it at exit).
 */
function runDataDir(): string {
  const inherited = process.env.E2E_DATA_DIR
  if (inherited) return inherited
  const created = mkdtempSync(join(tmpdir(), 'wifi-console-e2e-'))
  process.env.E2E_DATA_DIR = created
  process.on('exit', () => rmSync(created, { recursive: true, force: true }))
  return created
}
const dataDir = runDataDir()

export default defineConfig({
  testDir: './tests',
  // One server on embedded PGlite, which only one process can open: the tests share it, one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: appUrl,
    browserName: 'chromium',
    headless: true,
    // A fixed browser language, so what "the browser's language" is does not depend on the machine.
    locale: 'en-US',
    launchOptions: {
      // Debian's Chromium (apt-get install chromium): nothing is downloaded.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      name: 'mail',
      command: 'node --import tsx support/mail-server.ts',
      url: `${mailHttpUrl}/health`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
      timeout: 20_000,
    },
    {
      name: 'openwisp',
      // A token limit no run reaches: each server start and connection check asks for a token, and the run's many
      // specs together passed the default 20 a day (the limit itself is tested in apps/openwisp-sim).
      // The command shell: OpenWISP runs a device command on the access point over SSH, and the openNDS rig's
      // gateway namespace is the access point here, so ending an openNDS guest runs `ndsctl deauth` on the real
      // openNDS (opennds-binauth-rig.spec.ts). Test only: the simulator runs whatever it is sent (root on CI).
      command:
        `node --import tsx ../apps/openwisp-sim/src/cli.ts --port ${openwispPort} --devices 40 --token-limit 1000` +
        ' --command-shell "ip netns exec gwt-gw sh -c"',
      url: `${openwispUrl}/__simulator/state`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
      timeout: 20_000,
    },
    {
      name: 'app',
      // Built by `npm run build` beforehand (the root `npm test` builds first).
      command: 'node ../apps/api/dist/server.js',
      url: `${appUrl}/api/health/ready`,
      reuseExistingServer: false,
      // SIGTERM lets the server close PGlite cleanly before its folder is removed.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 60_000,
      // Its log (warnings and errors only) shows up beside the failures it may explain.
      stdout: 'pipe',
      env: {
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: appUrl,
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: 'warn',
        // The API fixtures send X-Forwarded-For, so each made-up account comes from its own address.
        TRUST_PROXY: 'loopback',
        NODE_ENV: 'production',
        OPENWISP_URL: openwispUrl,
        OPENWISP_USERNAME: openwispUser.username,
        OPENWISP_PASSWORD: openwispUser.password,
        // Short, so the sync tests see every toast of a scope (failed, too soon, succeeded) without long waits.
        SYNC_COOLDOWN_SECONDS: String(syncCooldownSeconds),
        // The "intranet image server" the ad form's fetch-by-address test starts; 127.0.0.1 stays refused.
        MEDIA_FETCH_ALLOW: '127.0.0.2',
        // No internet here: the map draws its markers on a plain background.
        MAP_TILE_URL: 'none',
        // The token FreeRADIUS would send: tests report guests' time online as CoovaChilli's accounting does.
        RADIUS_API_TOKEN: radiusApiToken,
        // Where the Chilli simulator of guest-sessions-console.spec.ts takes Disconnect-Requests, and their secret.
        RADIUS_COA_PORT: String(radiusCoaPort),
        RADIUS_COA_SECRET: radiusCoaSecret,
        // The analytics figures a test's guests make show within seconds rather than the default half minute.
        ANALYTICS_ROLLUP_SECONDS: '2',
      },
    },
  ],
})
