import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { TokenService } from './auth.ts'
import type { BetweenPagesEvent } from './between-pages.ts'
import { CommandRunner } from './command-runner.ts'
import type { RequestLogEntry } from './control.ts'
import { FaultInjector, type Faults } from './faults.ts'
import { resolveOptions, type SimulatorOptions } from './options.ts'
import { generateSeed } from './seed.ts'
import { createRequestListener } from './server.ts'
import { SimulatorStore } from './store.ts'

export { DEFAULT_FAULTS } from './faults.ts'
export { SimulatorOptionsError } from './options.ts'
export type { SimulatorOptions } from './options.ts'
export type { NewDevice } from './store.ts'
export type { RequestLogEntry } from './control.ts'
export * from './types.ts'

export interface Simulator {
  /** e.g. http://127.0.0.1:41234, without a trailing slash. */
  url: string
  credentials: { username: string; password: string }
  store: SimulatorStore
  setFaults(partial: Partial<Faults>): void
  resetFaults(): void
  /** The current token becomes "Invalid token."; the next successful token request issues a new one. */
  revokeToken(): void
  /** Every request served, control routes included: path with query, without origin. */
  requests: RequestLogEntry[]
  /** What between-pages faults did, in order. */
  betweenPagesEvents: BetweenPagesEvent[]
  close(): Promise<void>
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const settings = resolveOptions(options)
  const store = new SimulatorStore(generateSeed(settings))
  const credentials = { username: settings.username, password: settings.password }
  const tokens = new TokenService(credentials, settings.tokenLimitPerDay)
  const faults = new FaultInjector(settings.seed)
  const requests: RequestLogEntry[] = []
  const betweenPagesEvents: BetweenPagesEvent[] = []
  const commands = new CommandRunner(store, settings.commandDelayMs, settings.commandShell)
  const server = createServer(
    createRequestListener({ store, tokens, faults, seed: settings.seed, requests, betweenPagesEvents, commands }),
  )
  // Longer than its clients keep an idle connection (Node's default is 5 s): a request sent on a connection the server
  // is closing that instant fails with ECONNRESET, as a test's DELETE /__simulator/faults once did on CI.
  server.keepAliveTimeout = 65_000
  const port = await listen(server, settings.port, settings.host)
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host
  return {
    url: `http://${host}:${port}`,
    credentials,
    store,
    setFaults: (partial) => void faults.set(partial),
    resetFaults: () => void faults.reset(),
    revokeToken: () => tokens.revoke(),
    requests,
    betweenPagesEvents,
    close: () => {
      commands.stop()
      return close(server)
    },
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()))
    // Keep-alive connections would hold close() open until they time out.
    server.closeAllConnections()
  })
}
