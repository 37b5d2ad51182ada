import { guestPaths } from '@wifi/contract'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { presenceLockSpace } from '../src/db/process-presence.ts'
import { sleep } from './support/simulator-requests.ts'
import type { TestApp } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * Two server processes on one database: what the captive page keeps for a few seconds (10 s) is forgotten in both as
 * soon as it changes in one (plugins/change-notices.ts). On PGlite the "second process" shares the one connection,
 * which is where its notices arrive too.
 */
const { api, database, startApp, userWithSession } = useTestApp()

/**
 * Polls `read` until its answer passes `done`, for at most half the time a kept value lives on without notices; answers
 * the last answer read.
 */
async function seen<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000
  let value = await read()
  while (!done(value) && Date.now() < deadline) {
    await sleep(20)
    value = await read()
  }
  return value
}

const secondProcess = async (): Promise<TestApp> => startApp({ database: await database.connectAgain() })

const termsInput = {
  bodyVi: '## Điều khoản mới\n\nNội dung mới.',
  bodyEn: '## New terms\n\nNew content.',
}

describe('a change made through one process', () => {
  it('reaches the other process’s guests at once: a new version of the terms', async () => {
    const other = await secondProcess()
    const keptBefore = (await other.app.guestTexts.current()).terms.id
    const { token } = await userWithSession({ role: 'admin' })
    const published = await api.request('POST', guestPaths.guestText('terms'), { token, body: termsInput })
    expect(published.status).toBe(201)
    expect(published.body.id).not.toBe(keptBefore)
    const newest = () => other.app.guestTexts.current().then((texts) => texts.terms.id)
    expect(await seen(newest, (id) => id === published.body.id)).toBe(published.body.id)
  })

  it('reaches it at once for a venue’s guest policy too, and in the process that made it', async () => {
    const other = await secondProcess()
    const { token } = await userWithSession({ role: 'admin' })
    const venue = await api.request('POST', '/api/venues', {
      token,
      body: { name: 'Quán Nhắn Tin', email: 'nhan-tin@example.test', phone: '+84901234567', address: '1 Lê Lợi' },
    })
    expect(venue.status).toBe(201)
    const venueId = venue.body.id as string
    const sessionMinutes = async (app: TestApp) => (await app.app.captiveLookups.venuePolicy(venueId)).sessionMinutes
    const before = await sessionMinutes(other)
    expect(await sessionMinutes(api)).toBe(before)
    const wanted = (before ?? 60) + 7
    const policy = { ...(await other.app.captiveLookups.venuePolicy(venueId)), sessionMinutes: wanted }
    const saved = await api.request('PUT', guestPaths.venueGuestPolicy(venueId), { token, body: policy })
    expect(saved.status).toBe(200)
    expect(await sessionMinutes(api)).toBe(wanted)
    expect(
      await seen(
        () => sessionMinutes(other),
        (value) => value === wanted,
      ),
    ).toBe(wanted)
  })
})

describe.runIf(process.env.DATABASE_URL)('a process whose own connection was lost', () => {
  it('forgets everything it kept once it is back, since notices may have been missed meanwhile', async () => {
    const other = await secondProcess()
    const keptBefore = await other.app.guestTexts.current()
    // A new version written behind every process's back: no notice is sent.
    const db = database.handle.db
    await db.execute(sql`
      insert into guest_texts (kind, version, body_vi, body_en, operator_name, operator_contact, content_hash)
      select kind, version + 1, body_vi, body_en, operator_name, operator_contact, content_hash || '-b'
      from guest_texts where id = ${keptBefore.terms.id}
    `)
    expect((await other.app.guestTexts.current()).terms.id).toBe(keptBefore.terms.id)

    // Its own connection (the one holding its presence lock) is cut, as a database restart would cut it.
    const cut = (await db.execute(sql`
      select pg_terminate_backend(pid) from pg_locks
      where locktype = 'advisory' and classid = ${presenceLockSpace} and objid = ${other.app.processKey} and objsubid = 2
    `)) as unknown as { rows: unknown[] }
    expect(cut.rows).toHaveLength(1)
    const newest = () => other.app.guestTexts.current().then((texts) => texts.terms.id)
    expect(await seen(newest, (id) => id !== keptBefore.terms.id)).not.toBe(keptBefore.terms.id)
  })
})
