import { startSimulator, type Simulator, type SimulatorOptions } from '@wifi/openwisp-sim'
import { startMailReceiver, type MailReceiver } from '@wifi/test-mail'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import type { UserRow } from '../../src/db/schema.ts'
import type { NewUser } from '../../src/modules/users/user-factory.ts'
import { userWithSession } from './sessions.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts'

export interface UseTestAppOptions extends Omit<TestAppOptions, 'database' | 'smtpUrl' | 'env'> {
  /** Start the app in beforeAll (default); false for files that start theirs with `startApp` (other settings). */
  app?: boolean
  /** Start an SMTP receiver (@wifi/test-mail) and send the app's mail to it: only for tests that read the mail (codes, links). */
  mail?: boolean
  /** Start an OpenWISP simulator with these options (port 0 and a generous token limit unless given) and point the app at it. */
  openwisp?: SimulatorOptions
  /** Extra settings; a function is called once the simulator (if any) has started. */
  env?: Record<string, string> | ((parts: { openwisp?: Simulator }) => Record<string, string>)
}

export interface TestAppFixture {
  /** The running app over HTTP. */
  api: TestApp
  /** The file's own database, a copy of the migrated one (PGlite, or PostgreSQL with DATABASE_URL). */
  database: TestDatabase
  db: () => Database
  /** The SMTP receiver (@wifi/test-mail) (`mail: true`). */
  mail: MailReceiver
  /** The OpenWISP simulator (`openwisp: {…}`). */
  openwisp: Simulator
  /**
   * Another app on the file's database (and mail receiver), stopped in afterAll: a second server process, or one
   * with other settings (`env`). Give `database` to use another connection (`database.connectAgain()`).
   */
  startApp(options?: Omit<Partial<TestAppOptions>, 'smtpUrl'>): Promise<TestApp>
  /** A user made in the database with a session made directly (no emailed code): its bearer token. */
  userWithSession(fields?: Partial<NewUser>): Promise<{ user: UserRow; password: string; token: string }>
}

/**
 * The lifecycle every API test file shares, registered once at the top of the file: beforeAll starts the
 * simulator, the database, the mail receiver and the app (what `options` asks for); afterAll stops them in the
 * reverse order. The parts are usable from the file's own beforeAll hooks (declared after this call) and tests.
 */
export function useTestApp(options: UseTestAppOptions = {}): TestAppFixture {
  const { app: withApp = true, mail: withMail, openwisp: simulatorOptions, env, ...appOptions } = options
  const parts: { database?: TestDatabase; mail?: MailReceiver; openwisp?: Simulator; api?: TestApp } = {}
  const others: TestApp[] = []

  beforeAll(async () => {
    if (simulatorOptions) {
      parts.openwisp = await startSimulator({ port: 0, tokenLimitPerDay: 1000, ...simulatorOptions })
    }
    parts.database = await createTestDatabase()
    if (withMail) parts.mail = await startMailReceiver()
    if (!withApp) return
    parts.api = await startTestApp({
      ...appOptions,
      database: parts.database.handle,
      smtpUrl: parts.mail?.smtpUrl,
      env: {
        ...(parts.openwisp ? openwispEnv(parts.openwisp) : {}),
        ...(typeof env === 'function' ? env({ openwisp: parts.openwisp }) : env),
      },
    })
  })

  afterAll(async () => {
    await Promise.all(others.map((other) => other.close()))
    await parts.api?.close()
    await parts.mail?.close()
    await parts.database?.dispose()
    await parts.openwisp?.close()
  })

  const db = () => started('database', parts.database).handle.db
  return {
    api: late('api', () => parts.api),
    database: late('database', () => parts.database),
    db,
    mail: late('mail (useTestApp({ mail: true }))', () => parts.mail),
    openwisp: late('openwisp (useTestApp({ openwisp: {…} }))', () => parts.openwisp),
    async startApp(options = {}) {
      const other = await startTestApp({
        ...options,
        database: options.database ?? started('database', parts.database).handle,
        smtpUrl: parts.mail?.smtpUrl,
      })
      others.push(other)
      return other
    },
    userWithSession: (fields = {}) => userWithSession(db(), fields),
  }
}

/**
 * The options of an app that syncs from an OpenWISP simulator of its own (`simulator`), with no cooldown between two
 * runs unless `cooldownSeconds` says otherwise.
 */
export const syncingFrom = (simulator: SimulatorOptions, cooldownSeconds = 0): UseTestAppOptions => ({
  openwisp: simulator,
  env: { SYNC_COOLDOWN_SECONDS: String(cooldownSeconds) },
})

/** The settings that point the app at the simulator, as an operator sets them. */
export function openwispEnv(simulator: Simulator): Record<string, string> {
  return {
    OPENWISP_URL: simulator.url,
    OPENWISP_USERNAME: simulator.credentials.username,
    OPENWISP_PASSWORD: simulator.credentials.password,
  }
}

function started<T>(what: string, value: T | undefined): T {
  if (value === undefined) throw new Error(`${what} starts in useTestApp's beforeAll: use it in a hook or a test`)
  return value
}

/**
 * A stand-in for a part started later, in beforeAll: each property read is forwarded to the started part, so a
 * file keeps writing `api.request(…)` and `mail.next(…)` as if it held the part itself.
 */
export function late<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const part = started(what, current())
      const value: unknown = Reflect.get(part, key, part)
      return typeof value === 'function' ? value.bind(part) : value
    },
  })
}
