import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './postgres-cluster.ts'

/** The repository's root, where `node apps/api/dist/server.js` runs as an operator's service would. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
/** The built server; WIFI_SERVER_SCRIPT points at another build (one made elsewhere while trying a change). */
const serverScript = process.env.WIFI_SERVER_SCRIPT ?? join(repoRoot, 'apps/api/dist/server.js')

/** One key for every process of a test: what one process sealed (gateway secrets), another must open. */
const sharedSecretsKey = '3f9d0c6a1b7e4f2a8c5d9e0b1a2f3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d'

export const testAdmin = { email: 'admin@production.test', password: 'Production-admin1' }

export interface ServerExit {
  code: number | null
  signal: NodeJS.Signals | null
}

/** One built server process (`node apps/api/dist/server.js`), as systemd would run it. */
export interface ServerProcess {
  pid: number
  port: number
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string
  /** The `application_name` its PostgreSQL connections carry (PGAPPNAME), to find them in pg_stat_activity. */
  applicationName: string
  /** Everything it printed so far, stdout and stderr interleaved as they arrived. */
  output(): string
  /** Its JSON log lines so far (lines that are not JSON are left out). */
  logs(): Record<string, unknown>[]
  /** The first log line `match` accepts, waiting for it to be printed (until `timeoutMs`). */
  waitForLog(match: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>
  /** Resolves once `GET /api/health/ready` answers 200; rejects with the output if the process exits first. */
  ready(timeoutMs?: number): Promise<void>
  kill(signal?: NodeJS.Signals): void
  /** Resolves when the process has exited. */
  exited: Promise<ServerExit>
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; then removes its data folder. Safe to call twice. */
  stop(graceMs?: number): Promise<ServerExit>
}

export interface ServerOptions {
  /** The server's settings (DATABASE_URL at least); PORT, HOST, SECRETS_KEY, ADMIN_* and LOG_LEVEL have defaults. */
  env: Record<string, string | undefined>
}

/**
 * Starts the built server with `env` over a minimal environment (PATH only: nothing of the test runner's own
 * environment leaks in), on a free port of 127.0.0.1, with a data folder of its own. Does not wait for readiness:
 * call `ready()`, or use startServer.
 */
export async function spawnServer({ env }: ServerOptions): Promise<ServerProcess> {
  if (!existsSync(serverScript)) {
    throw new Error(`${serverScript} is missing: build first (npm run build)`)
  }
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const dataDir = await mkdtemp(join(tmpdir(), 'wifi-production-server-'))
  const applicationName = `wifi-production-${port}`
  const child = spawn(process.execPath, [serverScript], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECRETS_KEY: sharedSecretsKey,
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      PGAPPNAME: applicationName,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const pid = child.pid
  if (pid === undefined) throw new Error('The server process did not start')

  let output = ''
  const logLines: Record<string, unknown>[] = []
  const watchers = new Set<() => void>()
  let partial = ''
  const take = (chunk: Buffer) => {
    const text = chunk.toString()
    output += text
    partial += text
    const lines = partial.split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      try {
        const parsed: unknown = JSON.parse(line)
        if (parsed && typeof parsed === 'object') logLines.push(parsed as Record<string, unknown>)
      } catch {
        // Not a log line (a start failure printed with console.error): it stays in output() only.
      }
    }
    for (const watch of watchers) watch()
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)

  let exit: ServerExit | undefined
  const exited = new Promise<ServerExit>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal }
      for (const watch of watchers) watch()
      resolve(exit)
    })
  })
  running.add(child)
  void exited.then(() => running.delete(child))

  const url = `http://127.0.0.1:${port}`

  const server: ServerProcess = {
    pid,
    port,
    url,
    applicationName,
    output: () => output,
    logs: () => [...logLines],
    waitForLog(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = logLines.find(match)
          if (found || exit) {
            watchers.delete(check)
            clearTimeout(timer)
            if (found) resolve(found)
            else reject(new Error(`The server exited (${describeExit(exit!)}) before the log line came:\n${output}`))
          }
        }
        const timer = setTimeout(() => {
          watchers.delete(check)
          reject(new Error(`The log line did not come within ${timeoutMs} ms:\n${output}`))
        }, timeoutMs)
        watchers.add(check)
        check()
      })
    },
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs
      let last = 'no answer'
      while (Date.now() < deadline) {
        if (exit) throw new Error(`The server exited (${describeExit(exit)}) before it was ready:\n${output}`)
        try {
          const response = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(5_000) })
          if (response.status === 200) return
          last = `${response.status} ${await response.text()}`
        } catch (error) {
          last = String(error)
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`The server was not ready within ${timeoutMs} ms (last: ${last}):\n${output}`)
    },
    kill(signal = 'SIGTERM') {
      if (!exit) child.kill(signal)
    },
    exited,
    async stop(graceMs = 15_000) {
      server.kill('SIGTERM')
      const timer = setTimeout(() => server.kill('SIGKILL'), graceMs)
      const result = await exited
      clearTimeout(timer)
      await rm(dataDir, { recursive: true, force: true })
      return result
    },
  }
  return server
}

/** Spawns the server and waits until it is ready; a server that does not get ready is stopped, its output thrown. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  return untilReady(await spawnServer(options))
}

/** Answers `server` once it is ready; one that does not get ready is stopped, and its output thrown. */
export async function untilReady(server: ServerProcess): Promise<ServerProcess> {
  try {
    await server.ready()
  } catch (error) {
    await server.stop(2_000)
    throw error
  }
  return server
}

export const describeExit = (exit: ServerExit) =>
  exit.signal ? `signal ${exit.signal}` : `exit code ${String(exit.code)}`

/** Every server process still running, killed if the test process exits without stopping them (a crash, a timeout). */
const running = new Set<ReturnType<typeof spawn>>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})
