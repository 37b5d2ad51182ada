import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)

/**
 * A private PostgreSQL cluster for the production tests: its own data directory and port, so a test can stop, kill
 * or restart it without disturbing the shared server on 5432 that other tests use. Trust authentication on
 * 127.0.0.1 only; fsync stays on, since the tests check that what was answered 2xx survived.
 */
export interface PostgresCluster {
  /** What another process (a test file, when a global setup started the cluster) needs to attach to it. */
  readonly description: PostgresClusterDescription
  readonly port: number
  /** postgres://postgres@127.0.0.1:<port>/<database> (the `postgres` database by default). */
  url(database?: string): string
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>
  /** Drops a database, whoever is connected to it. */
  dropDatabase(name: string): Promise<void>
  /**
   * Stops the server: `fast` (the default) ends every connection and shuts down cleanly; `immediate` is a crash
   * (no checkpoint, the next start recovers from the write-ahead log).
   */
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>
  restart(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>
  /** Whether the server is running now. */
  running(): Promise<boolean>
  /** Stops it at once and deletes its files. */
  destroy(): Promise<void>
}

/** Plain data (it crosses from a vitest global setup to the test files with `provide`/`inject`). */
export interface PostgresClusterDescription {
  port: number
  /** The temporary folder holding the data directory, the unix socket and the server's log. */
  root: string
  binDir: string
  /** The OS user the server runs as: `postgres` when the tests run as root (PostgreSQL refuses root), else none. */
  runAs: string | null
}

const host = '127.0.0.1'

/** The newest PostgreSQL installed the Debian way (/usr/lib/postgresql/<version>/bin), or PG_BIN_DIR. */
function postgresBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(base, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions[0]) throw new Error(`No PostgreSQL found in ${base}/<version>/bin (apt-get install postgresql)`)
  return join(base, versions[0], 'bin')
}

/** A port nobody listens on now, as the OS picks one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** initdb into a new temporary folder, then starts the server on a free port. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const root = await mkdtemp(join(tmpdir(), 'wifi-production-pg-'))
  const runAs = process.getuid?.() === 0 ? 'postgres' : null
  const description: PostgresClusterDescription = { port: await freePort(), root, binDir: postgresBinDir(), runAs }
  const cluster = attachPostgresCluster(description)
  try {
    await mkdir(join(root, 'sockets'))
    if (runAs) {
      const { stdout } = await run('id', ['-u', runAs])
      const { stdout: group } = await run('id', ['-g', runAs])
      for (const path of [root, join(root, 'sockets')]) await chown(path, Number(stdout), Number(group))
    }
    await pgCommand(description, 'initdb', [
      '--pgdata',
      dataDir(description),
      '--username=postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-instructions',
    ])
    await writeAsOwner(
      description,
      join(dataDir(description), 'pg_hba.conf'),
      ['local all all trust', `host all all ${host}/32 trust`, ''].join('\n'),
    )
    await writeAsOwner(
      description,
      join(dataDir(description), 'postgresql.auto.conf'),
      [
        `port = ${description.port}`,
        `listen_addresses = '${host}'`,
        `unix_socket_directories = '${join(root, 'sockets')}'`,
        'fsync = on',
        'synchronous_commit = on',
        'max_connections = 100',
        'shared_buffers = 32MB',
        '',
      ].join('\n'),
    )
    await cluster.start()
    return cluster
  } catch (error) {
    await cluster.destroy()
    throw error
  }
}

/** A handle on a cluster started elsewhere (by the global setup): the same operations, from this process. */
export function attachPostgresCluster(description: PostgresClusterDescription): PostgresCluster {
  const url = (database = 'postgres') => `postgres://postgres@${host}:${description.port}/${database}`
  const pgCtl = (args: string[]) =>
    pgCommand(description, 'pg_ctl', ['--pgdata', dataDir(description), '--silent', ...args])

  const cluster: PostgresCluster = {
    description,
    port: description.port,
    url,
    async createDatabase(name) {
      await adminQuery(url(), `CREATE DATABASE ${quoteName(name)}`)
      return url(name)
    },
    async dropDatabase(name) {
      await adminQuery(url(), `DROP DATABASE IF EXISTS ${quoteName(name)} WITH (FORCE)`)
    },
    async stop(mode = 'fast') {
      await pgCtl(['stop', '--wait', '--mode', mode])
    },
    async start() {
      // The log lives beside the data, so a failed start's reason can be read there.
      await pgCtl(['start', '--wait', '--timeout=60', '--log', join(description.root, 'server.log')])
    },
    async restart(mode = 'fast') {
      await cluster.stop(mode)
      await cluster.start()
    },
    async running() {
      // pg_ctl status exits with 3 when no server runs in the data directory.
      return pgCtl(['status']).then(
        () => true,
        () => false,
      )
    },
    async destroy() {
      if (existsSync(join(dataDir(description), 'postmaster.pid'))) await cluster.stop('immediate').catch(() => {})
      await rm(description.root, { recursive: true, force: true })
    },
  }
  return cluster
}

const dataDir = (description: PostgresClusterDescription) => join(description.root, 'data')

/** Runs one of PostgreSQL's programs, as the cluster's OS user; a failure's error carries its output. */
async function pgCommand(description: PostgresClusterDescription, program: string, args: string[]) {
  const path = join(description.binDir, program)
  const [command, commandArgs] = description.runAs
    ? ['runuser', ['-u', description.runAs, '--', path, ...args]]
    : [path, args]
  try {
    return await run(command, commandArgs, { cwd: description.root })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${program} ${args.join(' ')} failed: ${stderr.trim() || stdout.trim() || String(error)}`, {
      cause: error,
    })
  }
}

/** Writes a file in the data directory that the server's OS user must own. */
async function writeAsOwner(description: PostgresClusterDescription, path: string, text: string) {
  await writeFile(path, text)
  if (description.runAs) await run('chown', [`${description.runAs}:`, path])
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A database name as an SQL identifier. */
const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`
