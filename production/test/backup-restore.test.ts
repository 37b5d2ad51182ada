import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { apiPaths } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { expectStatus, request, signIn } from '../support/console-client.ts'
import { useProductionStack, type TestDatabase } from '../support/production-stack.ts'
import { describeExit, repoRoot, type ServerProcess } from '../support/server-process.ts'

/**
 * Backups as docs/production.md's runbook has an operator take them (issue 25, Faults): `pg_dump` in the custom
 * format, `pg_restore` into a new empty database, and a server started on the copy serves the same data, a signed-in
 * session included. Migrations only go forward: a database a newer version migrated stops the start, saying so.
 */

const run = promisify(execFile)
const stack = useProductionStack()
const pgBin = (program: string) => join(stack.cluster.description.binDir, program)
const start = (database: TestDatabase) => stack.startServer({ database })

/** What the console shows an admin, read through the API: the answers a restored copy must give alike. */
const consoleReads = [
  apiPaths.me,
  `${apiPaths.venues}?pageSize=100`,
  `${apiPaths.users}?pageSize=100`,
  `${apiPaths.advertisements}?pageSize=100`,
  '/api/audit?pageSize=100',
]

async function readConsole(server: ServerProcess, token: string) {
  const answers: Record<string, unknown> = {}
  for (const path of consoleReads)
    answers[path] = expectStatus(await request(server.url, 'GET', path, { token }), 200, path)
  return answers
}

describe('backup and restore', () => {
  it('a database restored from pg_dump serves the same data, and the same signed-in session, to a new server', async () => {
    const original = await stack.createDatabase('backup_original')
    const first = await start(original)
    const token = await signIn(first)

    // Some of everything an operator would not want to lose: venues, a user, an ad with its uploaded image.
    for (const name of ['Cà phê Sáng', 'Quán Chiều']) {
      expectStatus(
        await request(first.url, 'POST', apiPaths.venues, {
          token,
          body: { name, email: 'quan@example.test', phone: '+84901234567', address: '1 Lê Lợi' },
        }),
        201,
        `Creating ${name}`,
      )
    }
    expectStatus(
      await request(first.url, 'POST', apiPaths.users, {
        token,
        body: {
          firstname: 'Mai',
          lastname: 'Trần',
          username: 'mai_tran',
          email: 'mai@example.test',
          phone: '+84907654321',
          role: 'customer',
          password: 'Mai-password-2026',
          confirmPassword: 'Mai-password-2026',
        },
      }),
      201,
      'Creating a user',
    )
    const image = await readFile(join(repoRoot, 'apps/api/demo/media/ca-phe-sua-da.jpg'))
    const upload = await fetch(`${first.url}${apiPaths.media}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
      body: image,
    })
    expect(upload.status, await upload.clone().text()).toBe(201)
    const media = (await upload.json()) as { id: string; src: string; variants: { src: string }[] }
    const today = new Date().toISOString().slice(0, 10)
    expectStatus(
      await request(first.url, 'POST', apiPaths.advertisements, {
        token,
        body: {
          title: 'Cà phê sữa đá',
          description: 'Một ly cà phê sữa đá buổi sáng',
          componentType: 'single_image',
          type: 'promotion',
          startDate: today,
          endDate: today.replace(/^\d{4}/, (year) => String(Number(year) + 1)),
          images: [{ mediaId: media.id, altText: 'Ly cà phê sữa đá' }],
        },
      }),
      201,
      'Creating an ad',
    )
    const before = await readConsole(first, token)

    // The documented procedure, while the server runs: pg_dump takes a consistent snapshot.
    const backup = join(stack.cluster.description.root, `${original.name}.dump`)
    await run(pgBin('pg_dump'), ['--format=custom', '--no-owner', `--file=${backup}`, original.url])
    const restored = await stack.createDatabase('backup_restored')
    await run(pgBin('pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${restored.url}`, backup])

    const second = await start(restored)
    expect(await readConsole(second, token)).toEqual(before)
    for (const src of [media.src, ...media.variants.map((variant) => variant.src)]) {
      const copy = await fetch(`${second.url}${src}`)
      expect(copy.status, src).toBe(200)
      const served = Buffer.from(await copy.arrayBuffer())
      expect(served.equals(Buffer.from(await (await fetch(`${first.url}${src}`)).arrayBuffer())), src).toBe(true)
    }
  })

  it('refuses to start on a database a newer version migrated, naming the problem', async () => {
    const newer = await stack.createDatabase('newer_database')
    const migrating = await start(newer)
    await migrating.stop()
    // What a newer version's migration leaves in drizzle's own table: a migration made after this code's newest.
    const client = await stack.sqlClient(newer)
    await client.query(
      `insert into drizzle.__drizzle_migrations (hash, created_at)
       select 'a-migration-of-a-newer-version', max(created_at) + 86400000 from drizzle.__drizzle_migrations`,
    )

    const refused = await stack.spawnServer({ database: newer })
    const exit = await Promise.race([
      refused.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 60_000)),
    ])
    expect(exit, refused.output()).not.toBe('still running')
    expect(exit !== 'still running' && exit.code !== 0, exit === 'still running' ? exit : describeExit(exit)).toBe(true)
    expect(refused.output()).toMatch(/newer/i)
  })
})
