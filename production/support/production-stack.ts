import type { Simulator, SimulatorOptions } from '@wifi/openwisp-sim'
import type pg from 'pg'
import type { Browser } from 'playwright-core'
import { chromiumArgs, fullChromium } from '../../scripts/chromium.mjs'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { GuestLoad } from './guest-load.ts'
import type { MailReceiver } from './mail-receiver.ts'
import { startNginx, type Nginx } from './nginx.ts'
import { freePort, type PostgresCluster } from './postgres-cluster.ts'
import { spawnServer, untilReady, type ServerProcess } from './server-process.ts'
import { createTestDatabase, sqlClient, testCluster } from './test-cluster.ts'

/** A database of the run's cluster that a test file made. */
export interface TestDatabase {
  name: string
  url: string
}

/** Environment variables of a server process; undefined leaves one unset. */
type ServerEnv = Record<string, string | undefined>

export interface ProductionStackOptions {
  /** The file's database, named after this purpose (letters and underscores): made before the tests. */
  database?: string
  /** Server processes on the file's database, started before the tests (none by default). */
  servers?: number
  /**
   * How they start: `one by one` (the default: the first migrates the empty database, then the next starts) or
   * `together`, as a service manager starts every instance at once.
   */
  start?: 'one by one' | 'together'
  /**
   * Debian's nginx with the deploy site in front of the two servers (servers: 2), on the ports of `upstreamPorts`; the
   * servers then trust its address (TRUST_PROXY) and know the site's address (PUBLIC_URL).
   */
  nginx?: boolean
  /** The OpenWISP simulator (true, or its options); the servers then use it and take the guest load's RADIUS token. */
  openwisp?: boolean | SimulatorOptions
  /** A real SMTP receiver the servers send to (SMTP_URL). */
  mail?: boolean
  /** A headless Chromium. */
  browser?: boolean
  /** Settings of every server over the stack's own: a record, or made from the stack once the rest has started. */
  env?: ServerEnv | ((stack: ProductionStack) => ServerEnv)
}

/** The parts of a stack a file asks for, and the option that asks for each. */
interface Parts {
  database: TestDatabase
  openwisp: Simulator
  nginx: Nginx
  upstreamPorts: [number, number]
  mail: MailReceiver
  browser: Browser
}
const askedBy: Record<keyof Parts, keyof ProductionStackOptions> = {
  database: 'database',
  openwisp: 'openwisp',
  nginx: 'nginx',
  upstreamPorts: 'nginx',
  mail: 'mail',
  browser: 'browser',
}

/** Where a server the test starts itself goes: which database, which port, and settings over the stack's. */
interface ServerPlace {
  database?: TestDatabase
  port?: number
  env?: ServerEnv
}

/**
 * What a production test file runs against, started before its tests and torn down after them. Each part is there
 * from the first test (or a beforeAll registered after useProductionStack) on; reading one the file did not ask for
 * throws.
 */
export interface ProductionStack {
  /** The run's private PostgreSQL cluster (support/global-setup.ts): a test may stop and start it. */
  readonly cluster: PostgresCluster
  readonly database: TestDatabase
  readonly openwisp: Simulator
  readonly nginx: Nginx
  /** The ports nginx's upstream sends to: servers[i] listens on upstreamPorts[i]. */
  readonly upstreamPorts: [number, number]
  readonly mail: MailReceiver
  readonly browser: Browser
  /** The servers the stack started, in order; a test may put a server it started in one's place. */
  readonly servers: ServerProcess[]
  /** What a server of this stack is started with. */
  serverEnv(place?: ServerPlace): ServerEnv
  /** A new empty database on the cluster, dropped after the tests. */
  createDatabase(purpose: string): Promise<TestDatabase>
  /** Starts a server process with the stack's settings and waits until it is ready; stopped after the tests. */
  startServer(place?: ServerPlace): Promise<ServerProcess>
  /** The same, without waiting for readiness. */
  spawnServer(place?: ServerPlace): Promise<ServerProcess>
  /** One SQL connection for a test's checks (to the file's database by default), ended after the tests. */
  sqlClient(database?: TestDatabase): Promise<pg.Client>
  /**
   * The guest load (support/guest-load.ts) on the stack's OpenWISP simulator: the admin signs in on `signInOn` (the
   * first server by default), the places are made through `setUpOn` (the same by default). Stopped after the tests,
   * if a test did not.
   */
  prepareGuestLoad(options?: { signInOn?: ServerProcess; setUpOn?: ServerProcess }): Promise<GuestLoad>
}

/**
 * Registers a test file's lifecycle: what `options` asks for is started in a beforeAll, and everything the file
 * started through the stack (servers, databases, SQL connections, guest loads) is torn down in an afterAll, whatever
 * failed. After each test the cluster is started again if a test left it stopped, since the next test and the other
 * files need it.
 */
export function useProductionStack(options: ProductionStackOptions = {}): ProductionStack {
  const serverCount = options.servers ?? 0
  if (options.nginx && serverCount !== 2) throw new Error('nginx sends to two server processes: ask for servers: 2')
  if (serverCount > 0 && !options.database) throw new Error('The servers need the file’s database: name its purpose')

  const cluster = testCluster()
  const parts: Partial<Parts> = {}
  /** The servers' settings for the OpenWISP simulator and the guest load's RADIUS token. */
  let openwispEnv: ServerEnv = {}
  const servers: ServerProcess[] = []
  // Everything to tear down, in the order it was made.
  const started: ServerProcess[] = []
  const databases: string[] = []
  const clients: pg.Client[] = []
  const loads: GuestLoad[] = []

  const part = <K extends keyof Parts>(key: K): Parts[K] => {
    if (!options[askedBy[key]]) throw new Error(`This file did not ask useProductionStack for ${askedBy[key]}`)
    const value = parts[key]
    if (value === undefined) throw new Error(`The stack's ${key} is there once its beforeAll has run`)
    return value
  }

  const partGetters = Object.fromEntries(
    Object.keys(askedBy).map((key) => [key, { get: () => part(key as keyof Parts), enumerable: true }]),
  )
  const withoutParts: Omit<ProductionStack, keyof Parts> = {
    cluster,
    servers,
    serverEnv({ database: on = stack.database, port, env } = {}) {
      return {
        DATABASE_URL: on.url,
        ...(port !== undefined && { PORT: String(port) }),
        ...openwispEnv,
        ...(options.mail && { SMTP_URL: stack.mail.smtpUrl }),
        ...(options.nginx && { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: stack.nginx.httpsUrl }),
        ...(typeof options.env === 'function' ? options.env(stack) : options.env),
        ...env,
      }
    },
    async createDatabase(purpose) {
      const created = await createTestDatabase(cluster, purpose)
      databases.push(created.name)
      return created
    },
    async spawnServer(place) {
      const server = await spawnServer({ env: stack.serverEnv(place) })
      started.push(server)
      return server
    },
    async startServer(place) {
      return untilReady(await stack.spawnServer(place))
    },
    async sqlClient(on = stack.database) {
      const client = await sqlClient(on.url)
      // A test that stops the cluster ends this connection while it is idle: its next query fails, not the run.
      client.on('error', () => undefined)
      clients.push(client)
      return client
    },
    async prepareGuestLoad({ signInOn = servers[0], setUpOn } = {}) {
      if (!signInOn) throw new Error('The guest load needs a server to sign in on')
      const { prepareGuestLoad } = await import('./guest-load.ts')
      const load = await prepareGuestLoad({ simulator: stack.openwisp, signInOn, setUpOn })
      loads.push(load)
      return load
    },
  }
  const stack = Object.defineProperties(withoutParts, partGetters) as ProductionStack

  beforeAll(async () => {
    if (options.database) parts.database = await stack.createDatabase(options.database)
    // What a file may not need is loaded only when it asks for it: importing these takes seconds on a busy machine.
    if (options.mail) parts.mail = await (await import('./mail-receiver.ts')).startMailReceiver()
    if (options.openwisp) {
      const [{ startSimulator }, { guestLoadEnv }] = await Promise.all([
        import('@wifi/openwisp-sim'),
        import('./guest-traffic.ts'),
      ])
      parts.openwisp = await startSimulator(options.openwisp === true ? {} : options.openwisp)
      openwispEnv = guestLoadEnv(parts.openwisp)
    }
    if (options.nginx) {
      parts.upstreamPorts = [await freePort(), await freePort()]
      parts.nginx = await startNginx({ upstreamPorts: parts.upstreamPorts })
    }
    const start = (index: number) => stack.startServer({ port: parts.upstreamPorts?.[index] })
    if (options.start === 'together') {
      servers.push(...(await Promise.all(Array.from({ length: serverCount }, (_, index) => start(index)))))
    } else {
      for (let index = 0; index < serverCount; index += 1) servers.push(await start(index))
    }
    if (options.browser) {
      const { chromium } = await import('playwright-core')
      parts.browser = await chromium.launch({ executablePath: fullChromium, headless: true, args: chromiumArgs })
    }
  })

  afterEach(async () => {
    if (!(await cluster.running())) await cluster.start()
  })

  afterAll(async () => {
    // Every step runs, whichever failed before it: what one leaves running would hold the next file up.
    const failures: unknown[] = []
    const step = (work: () => Promise<unknown> | undefined) =>
      Promise.resolve()
        .then(work)
        .catch((error: unknown) => failures.push(error))
    // A load a failed test left running: its workers finish their rounds, answered or refused once the servers stop.
    const loadsStopped = step(() => Promise.all(loads.map((load) => load.stop())))
    await step(() => parts.browser?.close())
    await step(() => Promise.all(started.map((server) => server.stop())))
    await loadsStopped
    await step(() => parts.nginx?.stop())
    await step(() => parts.mail?.close())
    await step(() => parts.openwisp?.close())
    // A connection the cluster's restart ended has nothing left to end.
    for (const client of clients) await client.end().catch(() => undefined)
    for (const name of databases) await step(() => cluster.dropDatabase(name))
    if (failures.length > 0) throw new AggregateError(failures, 'Tearing the production stack down failed')
  })

  return stack
}
