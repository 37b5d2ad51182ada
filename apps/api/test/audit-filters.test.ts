import { apiPaths, auditPaths, msg, type AuditEntry } from '@wifi/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../src/db/schema.ts'
import { uniqueTag, venueInput, withQuery, type Query } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

/** The audit screen's filters (actor, kind of item, action, period) and its secrets, in the list and the CSV. */

const { api, db, userWithSession } = useTestApp()
let admin: Awaited<ReturnType<typeof userWithSession>>

beforeAll(async () => {
  admin = await userWithSession({ role: 'admin' })
})

async function listed(query: Query): Promise<AuditEntry[]> {
  const response = await api.request('GET', withQuery(auditPaths.audit, { pageSize: 100, ...query }), {
    token: admin.token,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.items
}

async function exported(query: Query) {
  const response = await fetch(`${api.url}${withQuery(auditPaths.auditExport, query)}`, {
    headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' },
  })
  expect(response.status).toBe(200)
  // Without the byte-order mark and the first line, which says what the file holds (csv-headings.test.ts); the rows
  // of these tests hold no line breaks.
  const [comment, ...lines] = (await response.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1)
  expect(comment).toMatch(/^# Audit trail · /)
  return lines
}

/** Writes entries as they stand in the trail, at chosen moments, by an actor no other test uses. */
async function entriesBy(actorEmail: string, entries: Partial<typeof auditLog.$inferInsert>[]) {
  await db()
    .insert(auditLog)
    .values(
      entries.map((entry) => ({
        actorEmail,
        action: 'update' as const,
        entity: 'venue' as const,
        entityId: crypto.randomUUID(),
        changes: {},
        ...entry,
      })),
    )
}

describe('filters', () => {
  it('finds the actor by any part of their email, whatever its case', async () => {
    const tag = uniqueTag()
    const other = await userWithSession({ role: 'admin' })
    const mine = await api.request('POST', apiPaths.venues, { token: admin.token, body: venueInput(tag) })
    const theirs = await api.request('POST', apiPaths.venues, { token: other.token, body: venueInput(uniqueTag()) })
    expect([mine.status, theirs.status]).toEqual([201, 201])

    const byOther = await listed({ q: other.user.email.toUpperCase().slice(0, -3) })
    expect(byOther.map((entry) => [entry.actorEmail, entry.entityId])).toEqual([[other.user.email, theirs.body.id]])
    expect((await listed({ q: admin.user.email })).map((entry) => entry.entityId)).toContain(mine.body.id)
    expect(await listed({ q: `nobody-${tag}` })).toEqual([])
    // LIKE's wildcards are text: "%" finds no one's email.
    expect(await listed({ q: '%' })).toEqual([])
  })

  it('filters by the kind of item and the action, each and together', async () => {
    const actor = `kinds-${uniqueTag()}@example.test`
    await entriesBy(actor, [
      { entity: 'venue', action: 'create' },
      { entity: 'venue', action: 'delete' },
      { entity: 'user', action: 'update' },
      { entity: 'advertisement', action: 'delete' },
    ])
    const kinds = async (query: Query) =>
      (await listed({ q: actor, ...query })).map((entry) => `${entry.entity}:${entry.action}`).sort()

    expect(await kinds({})).toHaveLength(4)
    expect(await kinds({ entity: 'venue' })).toEqual(['venue:create', 'venue:delete'])
    expect(await kinds({ action: 'delete' })).toEqual(['advertisement:delete', 'venue:delete'])
    expect(await kinds({ entity: 'venue', action: 'delete' })).toEqual(['venue:delete'])
    expect(await kinds({ entity: 'access_point' })).toEqual([])
  })

  it('takes a period in Vietnamese days, both ends included', async () => {
    const actor = `period-${uniqueTag()}@example.test`
    // 23:59:59 on 1 March in Hanoi, then midnight opening 2 March, then the last second of 3 March.
    const moments = ['2026-03-01T16:59:59Z', '2026-03-01T17:00:00Z', '2026-03-03T16:59:59Z', '2026-03-03T17:00:00Z']
    await entriesBy(
      actor,
      moments.map((at) => ({ at: new Date(at) })),
    )
    const at = async (query: Query) =>
      (await listed({ q: actor, order: 'asc', ...query })).map((entry) => entry.at.replace('.000', ''))

    expect(await at({ from: '2026-03-02', to: '2026-03-03' })).toEqual([moments[1], moments[2]])
    expect(await at({ from: '2026-03-02' })).toEqual(moments.slice(1))
    expect(await at({ to: '2026-03-01' })).toEqual([moments[0]])
    expect(await at({ from: '2026-03-04', to: '2026-03-04' })).toEqual([moments[3]])
  })

  it('exports what the filters show, in their order', async () => {
    const actor = `export-${uniqueTag()}@example.test`
    await entriesBy(actor, [
      { action: 'create', at: new Date('2026-04-10T03:00:00Z') },
      { action: 'delete', at: new Date('2026-04-11T03:00:00Z') },
      { action: 'delete', at: new Date('2026-04-12T03:00:00Z') },
      { action: 'delete', entity: 'user', at: new Date('2026-04-12T04:00:00Z') },
    ])
    const [header, ...rows] = await exported({ q: actor, entity: 'venue', action: 'delete', from: '2026-04-11' })
    expect(header).toBe('When,By,IP address,Action,What,Id,Changes')
    // Times in Vietnam time, as the first line says; the action and the kind of item as the screen words them.
    expect(rows.map((row) => row.split(',').slice(0, 5).join(','))).toEqual([
      `2026-04-12T10:00:00+07:00,${actor},,Deleted,Venue`,
      `2026-04-11T10:00:00+07:00,${actor},,Deleted,Venue`,
    ])
  })

  it('refuses filters it does not know, naming the field', async () => {
    const refusals: [Query, Record<string, string>][] = [
      [{ from: '01/03/2026' }, { from: msg.dateInvalid }],
      [{ to: '2026-3-1' }, { to: msg.dateInvalid }],
    ]
    for (const [query, fields] of refusals) {
      const response = await api.request('GET', withQuery(auditPaths.audit, query), { token: admin.token })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', fields })
    }
    for (const query of [{ action: 'rename' }, { entity: 'ad' }]) {
      const response = await api.request('GET', withQuery(auditPaths.audit, query), { token: admin.token })
      expect(response.status, JSON.stringify(query)).toBe(400)
      expect(response.body.code).toBe('VALIDATION_FAILED')
    }
    const customer = await userWithSession()
    const refused = await api.request('GET', withQuery(auditPaths.audit, { action: 'update' }), {
      token: customer.token,
    })
    expect(refused.status).toBe(403)
  })
})

describe('secrets', () => {
  it('are hidden when read, in the list and the CSV, even when an entry was written with their values', async () => {
    const actor = `secrets-${uniqueTag()}@example.test`
    const values = ['JBSWY3DPEHPK3PXP', '$argon2id$v=19$m=65536$abc', 'tok-0123456789', 'key-9876543210', 'rc-1']
    await entriesBy(actor, [
      {
        entity: 'user',
        changes: {
          totpSecret: [null, values[0]],
          passwordHash: [values[1], null],
          reset_token: [values[2], values[2] + 'x'],
          apiKey: [null, values[3]],
          recoveryCodes: [[values[4]], []],
          firstname: ['Lan', 'Thảo'],
          contentHash: ['sha256-a', 'sha256-b'],
        },
      },
    ])

    const [entry] = await listed({ q: actor })
    expect(entry!.changes).toEqual({
      totpSecret: [null, '[hidden]'],
      passwordHash: ['[hidden]', null],
      reset_token: ['[hidden]', '[hidden]'],
      apiKey: [null, '[hidden]'],
      recoveryCodes: ['[hidden]', '[hidden]'],
      firstname: ['Lan', 'Thảo'],
      contentHash: ['sha256-a', 'sha256-b'],
    })
    const csv = (await exported({ q: actor })).join('\n')
    expect(csv).toContain('Thảo')
    expect(csv).toContain('[hidden]')
    for (const value of values) expect(csv).not.toContain(value)
    expect(JSON.stringify(entry)).not.toMatch(/JBSWY3|argon2|tok-|key-98|rc-1/)
  })
})
