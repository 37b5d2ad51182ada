import { apiPaths, auditEntrySchema, auditPaths, type AuditEntry, type User, type Venue } from '@wifi/contract'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users, venues } from '../src/db/schema.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { auditOf, uniqueTag, userBody, userInput, venueInput, withQuery, type Query } from './support/management.ts'
import { freshAddress } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

const { api, db, userWithSession } = useTestApp()

let admin: { user: { id: string; email: string }; token: string }

/** Any change whose recorded fields contain this text fails to write its audit entry (a trigger, below). */
const refusedMarker = 'AUDIT-REFUSED'

beforeAll(async () => {
  admin = await userWithSession({ role: 'admin' })
  await db().execute(
    sql.raw(`
      create function refuse_marked_audit_entries() returns trigger language plpgsql as $$
      begin
        if new.changes::text like '%${refusedMarker}%' then
          raise exception 'the test refuses this audit entry';
        end if;
        return new;
      end $$`),
  )
  await db().execute(
    sql.raw(`
      create trigger refuse_marked_audit_entries before insert on audit_log
        for each row execute function refuse_marked_audit_entries()`),
  )
})

const hidden = '[hidden]'

const entriesOf = async (entityId: string): Promise<AuditEntry[]> =>
  (await auditOf(api, admin.token, entityId)).body.items.map((item: unknown) => auditEntrySchema.parse(item))

const auditTotal = async () => (await api.request('GET', auditPaths.audit, { token: admin.token })).body.total as number

/** The whole audit trail as text, every page of it. */
async function wholeAuditText() {
  const pages: unknown[] = []
  for (let page = 1; ; page += 1) {
    const response = await api.request('GET', withQuery(auditPaths.audit, { page, pageSize: 100 }), {
      token: admin.token,
    })
    pages.push(response.body)
    if (response.body.items.length < 100) return JSON.stringify(pages)
  }
}

async function createVenue(input: ReturnType<typeof venueInput>, ip = freshAddress()): Promise<Venue> {
  const response = await api.request('POST', apiPaths.venues, { token: admin.token, body: input, ip })
  if (response.status !== 201) throw new Error(`venue create answered ${response.status}`)
  return response.body
}

async function createUserViaApi(input: ReturnType<typeof userInput>): Promise<User> {
  const response = await api.request('POST', apiPaths.users, { token: admin.token, body: input })
  if (response.status !== 201) throw new Error(`user create answered ${response.status}`)
  return response.body
}

const detailsOf = (venue: Venue) => ({
  name: venue.name,
  email: venue.email,
  phone: venue.phone,
  address: venue.address,
  website: venue.website ?? '',
  ssid: venue.ssid ?? '',
  wifiPassword: venue.wifiPassword ?? '',
})

async function passwordHashOf(id: string) {
  const [row] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, id))
  return row!.hash
}

describe('venue changes', () => {
  it('a create records the actor, the address and every field set, the Wi-Fi password hidden', async () => {
    const tag = uniqueTag()
    const member = (await createUser(db())).user
    const input = venueInput(tag, { wifiPassword: `Wifi-secret-${tag}`, memberEmails: [member.email] })
    const venue = await createVenue(input, '203.0.113.10')

    const entries = await entriesOf(venue.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      ip: '203.0.113.10',
      action: 'create',
      entity: 'venue',
      entityId: venue.id,
    })
    expect(Date.now() - Date.parse(entries[0]!.at)).toBeLessThan(60_000)
    expect(entries[0]!.changes).toEqual({
      name: [null, input.name],
      owner: [null, input.owner],
      email: [null, input.email],
      phone: [null, input.phone],
      address: [null, input.address],
      website: [null, input.website],
      status: [null, 'active'],
      ssid: [null, input.ssid],
      wifiPassword: [null, hidden],
      members: [null, [member.email]],
    })
    expect(await wholeAuditText()).not.toContain(`Wifi-secret-${tag}`)
  })

  it('an update records only the changed fields, before and after, and who made it', async () => {
    const tag = uniqueTag()
    const member = await userWithSession()
    const venue = await createVenue(
      venueInput(tag, { wifiPassword: `Wifi-first-${tag}`, memberEmails: [member.user.email] }),
    )

    const patched = await api.request('PATCH', apiPaths.venue(venue.id), {
      token: member.token,
      ip: '198.51.100.7',
      body: { ...detailsOf(venue), name: `Renamed ${tag}`, wifiPassword: `Wifi-second-${tag}` },
    })
    expect(patched.status).toBe(200)
    const replaced = await api.request('PUT', apiPaths.venue(venue.id), {
      token: admin.token,
      body: {
        ...detailsOf(patched.body),
        owner: patched.body.owner,
        status: 'inactive',
        wifiPassword: '',
        memberEmails: [],
      },
    })
    expect(replaced.status).toBe(200)

    const [fromAdmin, fromMember, created] = await entriesOf(venue.id)
    expect(created!.action).toBe('create')
    expect(fromMember).toMatchObject({
      actorId: member.user.id,
      actorEmail: member.user.email,
      ip: '198.51.100.7',
      action: 'update',
      changes: { name: [venue.name, `Renamed ${tag}`], wifiPassword: [hidden, hidden] },
    })
    expect(Object.keys(fromMember!.changes).sort()).toEqual(['name', 'wifiPassword'])
    expect(fromAdmin).toMatchObject({ actorId: admin.user.id, action: 'update' })
    expect(fromAdmin!.changes).toEqual({
      status: ['active', 'inactive'],
      wifiPassword: [hidden, null],
      members: [[member.user.email], []],
    })
    const text = await wholeAuditText()
    for (const secret of [`Wifi-first-${tag}`, `Wifi-second-${tag}`]) expect(text).not.toContain(secret)
  })

  it('a delete records what the venue was', async () => {
    const tag = uniqueTag()
    const input = venueInput(tag, { wifiPassword: `Wifi-gone-${tag}`, website: '' })
    const venue = await createVenue(input)
    const response = await api.request('DELETE', apiPaths.venue(venue.id), { token: admin.token, ip: '192.0.2.44' })
    expect(response.status).toBe(200)

    const [deleted] = await entriesOf(venue.id)
    expect(deleted).toMatchObject({ action: 'delete', entity: 'venue', entityId: venue.id, ip: '192.0.2.44' })
    expect(deleted!.changes).toEqual({
      name: [input.name, null],
      owner: [input.owner, null],
      email: [input.email, null],
      phone: [input.phone, null],
      address: [input.address, null],
      status: ['active', null],
      ssid: [input.ssid, null],
      wifiPassword: [hidden, null],
      members: [[], null],
    })
    expect(await wholeAuditText()).not.toContain(`Wifi-gone-${tag}`)
  })

  it('an update that changes nothing records nothing', async () => {
    const input = venueInput(uniqueTag())
    const venue = await createVenue(input)
    expect((await api.request('PUT', apiPaths.venue(venue.id), { token: admin.token, body: input })).status).toBe(200)
    const patch = await api.request('PATCH', apiPaths.venue(venue.id), { token: admin.token, body: detailsOf(venue) })
    expect(patch.status).toBe(200)
    expect((await entriesOf(venue.id)).map((entry) => entry.action)).toEqual(['create'])
  })
})

describe('user changes', () => {
  it('create, update and delete are recorded; the password only as hidden, never its value or hash', async () => {
    const tag = uniqueTag()
    const input = userInput(tag, { password: `First-secret-${tag}1`, confirmPassword: `First-secret-${tag}1` })
    const user = await createUserViaApi(input)
    const firstHash = await passwordHashOf(user.id)

    const updated = await api.request('PUT', apiPaths.user(user.id), {
      token: admin.token,
      ip: '203.0.113.99',
      body: {
        ...userBody(user),
        firstname: 'Thảo',
        password: `Second-secret-${tag}1`,
        confirmPassword: `Second-secret-${tag}1`,
      },
    })
    expect(updated.status).toBe(200)
    const secondHash = await passwordHashOf(user.id)
    expect((await api.request('DELETE', apiPaths.user(user.id), { token: admin.token })).status).toBe(200)

    const [deleted, update, created] = await entriesOf(user.id)
    expect(created).toMatchObject({ action: 'create', entity: 'user', entityId: user.id, actorId: admin.user.id })
    expect(created!.changes).toEqual({
      firstname: [null, input.firstname],
      lastname: [null, input.lastname],
      username: [null, input.username],
      email: [null, input.email],
      phone: [null, input.phone],
      role: [null, 'customer'],
      status: [null, 'active'],
      password: [null, hidden],
    })
    expect(update).toMatchObject({ action: 'update', ip: '203.0.113.99', actorEmail: admin.user.email })
    expect(update!.changes).toEqual({ firstname: [input.firstname, 'Thảo'], password: [hidden, hidden] })
    expect(deleted).toMatchObject({ action: 'delete', entityId: user.id })
    expect(deleted!.changes).toMatchObject({ email: [input.email, null], password: [hidden, null] })

    const text = await wholeAuditText()
    for (const secret of [input.password, `Second-secret-${tag}1`, firstHash, secondHash]) {
      expect(text).not.toContain(secret)
    }
    expect(text).not.toMatch(/\$argon2/)
    expect(JSON.stringify(api.logs)).not.toContain(input.password)
  })

  it('an update that changes nothing records nothing, and an empty password is no change', async () => {
    const user = await createUserViaApi(userInput(uniqueTag()))
    for (const body of [
      { ...userBody(user), password: '', confirmPassword: '' },
      { ...userBody(user), email: user.email.toUpperCase(), phone: ` ${user.phone} ` },
    ]) {
      const response = await api.request('PUT', apiPaths.user(user.id), { token: admin.token, body })
      expect(response.status).toBe(200)
    }
    expect((await entriesOf(user.id)).map((entry) => entry.action)).toEqual(['create'])
  })

  it('keeps naming the actor after their account is deleted', async () => {
    const otherAdmin = await userWithSession({ role: 'admin' })
    const response = await api.request('POST', apiPaths.venues, {
      token: otherAdmin.token,
      body: venueInput(uniqueTag()),
    })
    expect(response.status).toBe(201)
    expect((await api.request('DELETE', apiPaths.user(otherAdmin.user.id), { token: admin.token })).status).toBe(200)

    const [created] = await entriesOf(response.body.id)
    expect(created).toMatchObject({ actorId: null, actorEmail: otherAdmin.user.email, action: 'create' })
  })
})

describe('reading the trail', () => {
  it('lists entries newest first, filtered by entity and by entity id', async () => {
    const venue = await createVenue(venueInput(uniqueTag()))
    await api.request('PATCH', apiPaths.venue(venue.id), {
      token: admin.token,
      body: { ...detailsOf(venue), name: `${venue.name} 2` },
    })
    const user = await createUserViaApi(userInput(uniqueTag()))
    await api.request('DELETE', apiPaths.venue(venue.id), { token: admin.token })

    expect((await entriesOf(venue.id)).map((entry) => entry.action)).toEqual(['delete', 'update', 'create'])
    expect((await entriesOf(user.id)).map((entry) => entry.action)).toEqual(['create'])

    const everything = await api.request('GET', withQuery(auditPaths.audit, { pageSize: 100 }), { token: admin.token })
    const items: AuditEntry[] = everything.body.items
    expect(items.slice(0, 4).map((entry) => [entry.entityId, entry.action])).toEqual([
      [venue.id, 'delete'],
      [user.id, 'create'],
      [venue.id, 'update'],
      [venue.id, 'create'],
    ])
    const moments = items.map((entry) => Date.parse(entry.at))
    expect(moments).toEqual([...moments].sort((a, b) => b - a))

    const oldestFirst = await api.request('GET', withQuery(auditPaths.audit, { entityId: venue.id, order: 'asc' }), {
      token: admin.token,
    })
    expect(oldestFirst.body.items.map((entry: AuditEntry) => entry.action)).toEqual(['create', 'update', 'delete'])

    for (const entity of ['venue', 'user'] as const) {
      const filtered = await api.request('GET', withQuery(auditPaths.audit, { entity, pageSize: 100 }), {
        token: admin.token,
      })
      expect(filtered.status).toBe(200)
      expect(filtered.body.total).toBeGreaterThan(0)
      expect(new Set(filtered.body.items.map((entry: AuditEntry) => entry.entity))).toEqual(new Set([entity]))
    }
    const wrongEntity = await api.request('GET', withQuery(auditPaths.audit, { entity: 'user', entityId: venue.id }), {
      token: admin.token,
    })
    expect(wrongEntity.body).toMatchObject({ items: [], total: 0 })
  })

  it('pages the trail with the total, and refuses bad filters', async () => {
    const total = await auditTotal()
    const lastPage = Math.ceil(total / 10)
    const page = await api.request('GET', withQuery(auditPaths.audit, { page: lastPage + 1 }), { token: admin.token })
    expect(page.body).toEqual({ items: [], total, page: lastPage + 1, pageSize: 10 })
    const badQueries: Query[] = [{ entity: 'ad' }, { entityId: 'not-a-uuid' }, { pageSize: 7 }, { sort: 'actorEmail' }]
    for (const query of badQueries) {
      const response = await api.request('GET', withQuery(auditPaths.audit, query), { token: admin.token })
      expect(response.status, JSON.stringify(query)).toBe(400)
    }
  })
})

describe('the entry and the change are one transaction', () => {
  it('a refused change records nothing', async () => {
    const tag = uniqueTag()
    const customer = await userWithSession()
    const venue = await createVenue(venueInput(tag))
    const user = await createUserViaApi(userInput(tag))
    const taken = await createUserViaApi(userInput(uniqueTag()))
    const before = await auditTotal()

    const refused = [
      await api.request('POST', apiPaths.venues, {
        token: admin.token,
        body: venueInput(uniqueTag(), { memberEmails: [`nobody-${tag}@example.test`] }),
      }),
      await api.request('PUT', apiPaths.venue(venue.id), {
        token: admin.token,
        body: venueInput(tag, { name: 'Changed', memberEmails: [admin.user.email] }),
      }),
      await api.request('PUT', apiPaths.venue(venue.id), { token: customer.token, body: venueInput(tag) }),
      await api.request('DELETE', apiPaths.venue(venue.id), { token: customer.token }),
      await api.request('PUT', apiPaths.user(user.id), {
        token: admin.token,
        body: { ...userBody(user), firstname: 'Changed', email: taken.email },
      }),
      await api.request('DELETE', apiPaths.user(admin.user.id), { token: admin.token }),
    ]
    expect(refused.map((response) => response.status)).toEqual([400, 400, 403, 403, 409, 409])
    expect(await auditTotal()).toBe(before)
  })

  it('when the entry cannot be written, the change is rolled back', async () => {
    const tag = uniqueTag()
    const venue = await createVenue(venueInput(tag))
    const victim = await userWithSession({
      firstname: 'Victim',
      lastname: tag,
      username: `victim_${tag}`,
      phone: '+84901234567',
    })
    const victimBefore = (await api.request('GET', apiPaths.user(victim.user.id), { token: admin.token })).body
    const hashBefore = await passwordHashOf(victim.user.id)
    const before = await auditTotal()

    const createdVenue = await api.request('POST', apiPaths.venues, {
      token: admin.token,
      body: venueInput(tag, { name: `${refusedMarker} ${tag}` }),
    })
    const patchedVenue = await api.request('PATCH', apiPaths.venue(venue.id), {
      token: admin.token,
      body: { ...detailsOf(venue), name: `${refusedMarker} ${tag}` },
    })
    const updatedUser = await api.request('PUT', apiPaths.user(victim.user.id), {
      token: admin.token,
      body: {
        ...userBody(victimBefore),
        firstname: refusedMarker,
        status: 'inactive',
        password: 'Replaced-pass1',
        confirmPassword: 'Replaced-pass1',
      },
    })
    const [marked] = await db()
      .insert(venues)
      .values({ name: `${refusedMarker} ${tag}`, email: 'x@example.test', phone: '0901234567', address: 'Huế' })
      .returning()
    const deletedVenue = await api.request('DELETE', apiPaths.venue(marked!.id), { token: admin.token })

    for (const response of [createdVenue, patchedVenue, updatedUser, deletedVenue]) {
      expect(response.status).toBe(500)
      expect(response.body.code).toBe('INTERNAL')
    }
    const listed = await api.request('GET', withQuery(apiPaths.venues, { q: `${refusedMarker} ${tag}` }), {
      token: admin.token,
    })
    expect(listed.body.items.map((item: Venue) => item.id)).toEqual([marked!.id])
    expect((await api.request('GET', apiPaths.venue(venue.id), { token: admin.token })).body).toEqual(venue)
    expect((await api.request('GET', apiPaths.user(victim.user.id), { token: admin.token })).body).toEqual(victimBefore)
    expect(await passwordHashOf(victim.user.id)).toBe(hashBefore)
    expect((await api.request('GET', apiPaths.me, { token: victim.token })).status).toBe(200)
    expect(await auditTotal()).toBe(before)
  })
})
