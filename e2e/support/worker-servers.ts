import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import pg from 'pg'
import {
  admin,
  appPort,
  appUrl,
  mailSmtpPort,
  openwispPort,
  openwispUrl,
  openwispUser,
  radiusApiToken,
  radiusCoaPort,
  radiusCoaSecret,
  serverDatabaseUrl,
  syncCooldownSeconds,
  workerDatabase,
  workerSlot,
} from './servers.ts'

const repository = new URL('../..', import.meta.url).pathname

/** The worker's own database on the local PostgreSQL server: made empty now, dropped by `dropWorkerDatabase`. */
async function onServer(statements: string[]) {
  const client = new pg.Client({ connectionString: serverDatabaseUrl })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

export function workerDatabaseUrl(): string {
  const url = new URL(serverDatabaseUrl)
  url.pathname = `/${workerDatabase}`
  return url.toString()
}

/**
 * Where the worker's servers write (warnings and errors only: LOG_LEVEL=warn), beside the failed tests' traces:
 * several workers' lines in the terminal would be one unreadable stream, and most are warnings tests provoke.
 */
const logFile = new URL(`../test-results/servers/worker-${workerSlot}.log`, import.meta.url).pathname

/** Starts `args` with node, its output appended to the worker's log file. */
function startNode(args: string[], env: Record<string, string>): ChildProcess {
  mkdirSync(dirname(logFile), { recursive: true })
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, args, {
    cwd: repository,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  // A worker that exits without its fixture's teardown (a crash, a timed-out teardown) must not leave its servers
  // holding the slot's ports for the worker started in its place.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))
  return child
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  // SIGTERM lets the server drain and close its database connections before the database is dropped.
  child.kill('SIGTERM')
  await exited
}

/** Resolves once `url` answers 2xx; fails as soon as `child` exits, or after a minute. */
async function ready(url: string, child: ChildProcess, name: string) {
  const deadline = Date.now() + 60_000
  for (;;) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode} before it was ready: ${logFile}`)
    if (Date.now() > deadline) throw new Error(`${name} was not ready at ${url} within a minute`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export interface WorkerServers {
  stop(): Promise<void>
}

/**
 * This worker's OpenWISP simulator and console server, on its own empty PostgreSQL database: tests on other workers
 * never see its data. The app is the built product (`npm run build` at the root beforehand).
 */
export async function startWorkerServers(): Promise<WorkerServers> {
  await onServer([`DROP DATABASE IF EXISTS ${workerDatabase} WITH (FORCE)`, `CREATE DATABASE ${workerDatabase}`])
  const dataDir = mkdtempSync(join(tmpdir(), 'wifi-console-e2e-'))
  const started: ChildProcess[] = []
  const stop = async () => {
    await Promise.all(started.map(stopProcess))
    rmSync(dataDir, { recursive: true, force: true })
    await onServer([`DROP DATABASE IF EXISTS ${workerDatabase} WITH (FORCE)`])
  }
  try {
    // A token limit no run reaches: each server start and connection check asks for a token, and a worker's many
    // specs together passed the default 20 a day (the limit itself is tested in apps/openwisp-sim).
    // The command shell: OpenWISP runs a device command on the access point over SSH, and the openNDS rig's
    // gateway namespace is the access point here, so ending an openNDS guest runs `ndsctl deauth` on the real
    // openNDS (opennds-binauth-rig.spec.ts). Test only: the simulator runs whatever it is sent (root on CI).
    const openwisp = startNode(
      [
        '--import',
        'tsx',
        'apps/openwisp-sim/src/cli.ts',
        ...['--port', String(openwispPort), '--devices', '40', '--token-limit', '1000'],
        ...['--command-shell', 'ip netns exec gwt-gw sh -c'],
      ],
      {},
    )
    started.push(openwisp)
    const app = startNode(['apps/api/dist/server.js'], {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATABASE_URL: workerDatabaseUrl(),
      DATA_DIR: dataDir,
      SECRETS_KEY: randomBytes(32).toString('base64'),
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
      // The shortest accounting interval Chilli takes, so the real Chilli's Interim-Update comes within the test.
      RADIUS_INTERIM_SECONDS: '60',
      // The analytics figures a test's guests make show within seconds rather than the default half minute.
      ANALYTICS_ROLLUP_SECONDS: '5',
      // Each ad report emailed at once: a digest held back for 10 minutes would reach the first admin, whom tests
      // share, in the middle of another test (the digest's rule is tested in apps/api's ad-reports.test.ts).
      AD_REPORT_DIGEST_MINUTES: '0',
    })
    started.push(app)
    await Promise.all([
      ready(`${openwispUrl}/__simulator/state`, openwisp, 'The OpenWISP simulator'),
      ready(`${appUrl}/api/health/ready`, app, 'The console server'),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return { stop }
}
