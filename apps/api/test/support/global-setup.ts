import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/db/client.ts'
import { migrateDatabase, migrationsFolder } from '../../src/db/migrate.ts'
import { databaseUrl, withServer } from './postgres-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: a migrated data directory (a `dumpDataDir()` tarball) each test database starts from. */
    pgliteDump?: string
    /** PostgreSQL runs (DATABASE_URL): the migrated database each test database is created from. */
    templateDatabase?: string
  }
}

const pglitePrefix = 'wifi-api-test-pglite-'
const templatePrefix = 'api_test_template_'
const staleAfterMs = 24 * 60 * 60 * 1000

/**
 * Migrates one database per run instead of one per test file, and keeps it while the migrations stay the same:
 * on PGlite a dump in the temp folder, on PostgreSQL a template database. Each test file then starts from a
 * copy (see createTestDatabase). A migration added or edited changes the hash, so the next run rebuilds.
 */
export default async function setup(project: TestProject) {
  const hash = await migrationsHash()
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) project.provide('templateDatabase', await prepareTemplate(serverUrl, hash))
  else project.provide('pgliteDump', await preparePgliteDump(hash))
}

/** The migrations (journal and SQL), and for PGlite its version, whose data directory format the dump holds. */
async function migrationsHash(): Promise<string> {
  const folder = migrationsFolder()
  const sha = createHash('sha256')
  const files = ['meta/_journal.json', ...(await readdir(folder)).filter((name) => name.endsWith('.sql')).sort()]
  for (const file of files) {
    sha.update(`${file}\0`)
    sha.update(await readFile(join(folder, file)))
  }
  const pglitePackage = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '../package.json')
  sha.update(JSON.parse(await readFile(pglitePackage, 'utf8')).version)
  return sha.digest('hex').slice(0, 16)
}

async function preparePgliteDump(hash: string): Promise<string> {
  const path = join(tmpdir(), `${pglitePrefix}${hash}.tar.gz`)
  // Dumps of other migrations are stale — once a day old: another checkout's run may be reading one right now.
  for (const name of await readdir(tmpdir())) {
    const other = join(tmpdir(), name)
    if (name.startsWith(pglitePrefix) && name.endsWith('.tar.gz') && other !== path) {
      const { mtimeMs } = await stat(other)
      if (Date.now() - mtimeMs > staleAfterMs) await rm(other, { force: true })
    }
  }
  if (existsSync(path)) return path

  const handle = await openDatabase({ kind: 'pglite' })
  try {
    await migrateDatabase(handle)
    const client = (handle.db as unknown as { $client: PGlite }).$client
    const dump = await client.dumpDataDir('gzip')
    // Written beside and renamed, so a run started at the same time never reads half a file.
    const partial = `${path}.${randomBytes(4).toString('hex')}.partial`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, path)
  } finally {
    await handle.close()
  }
  return path
}

async function prepareTemplate(serverUrl: string, hash: string): Promise<string> {
  const name = `${templatePrefix}${hash}`
  await withServer(serverUrl, async (client) => {
    // Runs started at the same time against one server take turns here; the later ones find the template built.
    await client.query(`SELECT pg_advisory_lock(hashtext('${templatePrefix}'))`)
    try {
      const { rows } = await client.query<{ datname: string; datistemplate: boolean }>(
        'SELECT datname, datistemplate FROM pg_database WHERE starts_with(datname, $1)',
        [templatePrefix],
      )
      for (const row of rows) {
        // A template of other migrations is stale; one not marked as a template yet is a build that stopped.
        if (row.datname === name && row.datistemplate) continue
        await client.query(`ALTER DATABASE ${row.datname} WITH IS_TEMPLATE false`)
        await client.query(`DROP DATABASE ${row.datname} WITH (FORCE)`)
      }
      if (rows.some((row) => row.datname === name && row.datistemplate)) return

      await client.query(`CREATE DATABASE ${name}`)
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) })
      try {
        await migrateDatabase(handle)
      } finally {
        await handle.close()
      }
      // CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template, so nobody may connect.
      await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`)
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('${templatePrefix}'))`)
    }
  })
  return name
}
