import { randomUUID } from 'node:crypto'
import { apiPaths, msg, venueSchema, venueSortable, type Venue, type VenueInput } from '@wifi/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../src/modules/users/user-factory.ts'
import {
  expectListed,
  ids,
  idsSortedBy,
  sortCases,
  uniqueTag,
  venueInput,
  withQuery,
  type Query,
} from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

const { api, db, userWithSession } = useTestApp()

let adminToken: string

beforeAll(async () => {
  adminToken = (await userWithSession({ role: 'admin' })).token
})

const create = (body: unknown, token = adminToken) => api.request('POST', apiPaths.venues, { token, body })
const read = (id: string, token = adminToken) => api.request('GET', apiPaths.venue(id), { token })
const replace = (id: string, body: unknown, token = adminToken) =>
  api.request('PUT', apiPaths.venue(id), { token, body })
const patch = (id: string, body: unknown, token = adminToken) =>
  api.request('PATCH', apiPaths.venue(id), { token, body })
const remove = (id: string, token = adminToken) => api.request('DELETE', apiPaths.venue(id), { token })
const list = (query: Query, token = adminToken) => api.request('GET', withQuery(apiPaths.venues, query), { token })

async function createdVenue(input: VenueInput) {
  const response = await create(input)
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${JSON.stringify(response.body)}`)
  return venueSchema.parse(response.body)
}

async function customer(firstname = 'Minh') {
  return (await createUser(db(), { firstname, lastname: uniqueTag() })).user
}

/** The details a PATCH takes, from a full venue body. */
function detailsOf(input: VenueInput) {
  const { owner: _owner, status: _status, memberEmails: _members, ...details } = input
  return details
}

describe('an admin manages venues', () => {
  it('creates a venue with its members, normalising the input, and reads it back', async () => {
    const tag = uniqueTag()
    const first = await customer('Bích')
    const second = await customer('An')
    const input = venueInput(tag, {
      name: `  Quán ${tag}  `,
      email: ` Venue-${tag}@Example.TEST `,
      phone: '+84 (90) 123-4567',
      memberEmails: [second.email.toUpperCase(), first.email, second.email],
    })
    const response = await create(input)
    expect(response.status).toBe(201)
    const venue = venueSchema.parse(response.body)
    expect(venue).toMatchObject({
      name: `Quán ${tag}`,
      owner: input.owner,
      email: `venue-${tag}@example.test`,
      phone: '+84901234567',
      address: input.address,
      website: input.website,
      status: 'active',
      ssid: input.ssid,
      wifiPassword: input.wifiPassword,
    })
    const expectedMembers = [first, second]
      .map((user) => ({ id: user.id, email: user.email, fullName: `${user.firstname} ${user.lastname}` }))
      .sort((a, b) => (a.email < b.email ? -1 : 1))
    expect(venue.members).toEqual(expectedMembers)

    const reread = await read(venue.id)
    expect(reread.status).toBe(200)
    expect(reread.body).toEqual(response.body)
  })

  it('leaves out or empties the optional fields, which become null', async () => {
    const tag = uniqueTag()
    const required = { name: `Bare ${tag}`, email: `bare-${tag}@example.test`, phone: '0901234567', address: 'Huế' }
    const bare = await create(required)
    expect(bare.status).toBe(201)
    expect(bare.body).toMatchObject({
      ...required,
      owner: null,
      website: null,
      ssid: null,
      wifiPassword: null,
      status: 'active',
      members: [],
    })

    const emptied = await create({ ...required, owner: '', website: '  ', ssid: '', wifiPassword: '' })
    expect(emptied.status).toBe(201)
    expect(emptied.body).toMatchObject({ owner: null, website: null, ssid: null, wifiPassword: null })
  })

  it('PUT replaces every field, members included', async () => {
    const tag = uniqueTag()
    const before = await customer()
    const after = await customer()
    const venue = await createdVenue(venueInput(tag, { memberEmails: [before.email] }))
    const replacement = venueInput(uniqueTag(), {
      owner: '',
      website: '',
      status: 'inactive',
      ssid: '',
      wifiPassword: '',
      memberEmails: [after.email],
    })
    const response = await replace(venue.id, replacement)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: venue.id,
      name: replacement.name,
      email: replacement.email,
      address: replacement.address,
      owner: null,
      website: null,
      status: 'inactive',
      ssid: null,
      wifiPassword: null,
      members: [{ id: after.id, email: after.email }],
      createdAt: venue.createdAt,
    })
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.parse(venue.updatedAt))
    expect((await read(venue.id)).body).toEqual(response.body)

    const withoutMembers = await replace(venue.id, { ...replacement, memberEmails: [] })
    expect(withoutMembers.body.members).toEqual([])
  })

  it('PATCH changes the details and keeps the owner, the status and the members', async () => {
    const member = await customer()
    const venue = await createdVenue(venueInput(uniqueTag(), { status: 'inactive', memberEmails: [member.email] }))
    const details = detailsOf(venueInput(uniqueTag(), { website: '', wifiPassword: 'Another-pass9' }))
    const response = await patch(venue.id, details)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      ...venue,
      ...details,
      website: null,
      updatedAt: response.body.updatedAt,
    })
    expect((await read(venue.id)).body).toEqual(response.body)
  })

  it('PATCH changes only the fields it is sent: an omitted SSID, Wi-Fi password or website stays', async () => {
    const venue = await createdVenue(venueInput(uniqueTag()))
    const renamed = await patch(venue.id, { name: `Renamed ${uniqueTag()}` })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toEqual({ ...venue, name: renamed.body.name, updatedAt: renamed.body.updatedAt })
    expect(renamed.body).toMatchObject({ ssid: venue.ssid, wifiPassword: venue.wifiPassword, website: venue.website })

    // Sent empty, they are cleared on purpose.
    const cleared = await patch(venue.id, { website: '', wifiPassword: '' })
    expect(cleared.body).toMatchObject({ website: null, wifiPassword: null, ssid: venue.ssid })
  })

  it('PATCH refuses the owner, the status and the members, changing nothing', async () => {
    const venue = await createdVenue(venueInput(uniqueTag()))
    const details = detailsOf(venueInput(uniqueTag()))
    for (const extra of [{ owner: 'Someone else' }, { status: 'inactive' }, { memberEmails: [] }]) {
      const response = await patch(venue.id, { ...details, ...extra })
      expect(response.status).toBe(400)
      expect(response.body.code).toBe('VALIDATION_FAILED')
      expect(response.body.message).toContain(Object.keys(extra)[0])
    }
    expect((await read(venue.id)).body).toEqual(venue)
  })

  it('deletes a venue; afterwards every route answers 404', async () => {
    const input = venueInput(uniqueTag())
    const venue = await createdVenue(input)
    const response = await remove(venue.id)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ ok: true })
    for (const again of [
      read(venue.id),
      remove(venue.id),
      replace(venue.id, input),
      patch(venue.id, detailsOf(input)),
    ]) {
      const gone = await again
      expect(gone.status).toBe(404)
      expect(gone.body.code).toBe('NOT_FOUND')
    }
    expect((await list({ q: venue.name })).body).toMatchObject({ items: [], total: 0 })
  })

  it('answers 404 for an id that does not exist and 400 for one that is not a uuid', async () => {
    const missing = await read(randomUUID())
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('NOT_FOUND')
    for (const malformed of [read('42'), remove('not-a-uuid'), patch('42', {})]) {
      const response = await malformed
      expect(response.status).toBe(400)
      expect(response.body.code).toBe('VALIDATION_FAILED')
    }
  })

  it('keeps an inactive venue visible to admins', async () => {
    const venue = await createdVenue(venueInput(uniqueTag(), { status: 'inactive' }))
    expect((await read(venue.id)).body.status).toBe('inactive')
    expect((await list({ q: venue.name })).body.items.map((item: { id: string }) => item.id)).toEqual([venue.id])
  })

  it('needs a session for every venue route', async () => {
    const venue = await createdVenue(venueInput(uniqueTag()))
    for (const [method, path] of [
      ['GET', apiPaths.venues],
      ['POST', apiPaths.venues],
      ['GET', apiPaths.venue(venue.id)],
      ['PUT', apiPaths.venue(venue.id)],
      ['PATCH', apiPaths.venue(venue.id)],
      ['DELETE', apiPaths.venue(venue.id)],
    ] as const) {
      const response = await api.request(method, path, { body: method === 'GET' ? undefined : {} })
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(response.body.code).toBe('UNAUTHENTICATED')
    }
    expect((await read(venue.id)).body).toEqual(venue)
  })
})

describe('venue validation', () => {
  const tooLong = (length: number) => 'x'.repeat(length)

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'no fields at all',
      { name: undefined, email: undefined, phone: undefined, address: undefined },
      {
        name: msg.venueNameRequired,
        email: msg.emailRequired,
        phone: msg.phoneRequired,
        address: msg.addressRequired,
      },
    ],
    [
      'blank required fields',
      { name: '   ', email: ' ', phone: '', address: '  ' },
      {
        name: msg.venueNameRequired,
        email: msg.emailRequired,
        phone: msg.phoneRequired,
        address: msg.addressRequired,
      },
    ],
    ['a malformed email', { email: 'not-an-email' }, { email: msg.emailInvalid }],
    ['an email without a domain', { email: 'someone@' }, { email: msg.emailInvalid }],
    ['a website that is not a URL', { website: 'not a url' }, { website: msg.websiteInvalid }],
    ['a website without http(s)', { website: 'ftp://files.example.test' }, { website: msg.websiteInvalid }],
    ['a javascript: website', { website: 'javascript:alert(1)' }, { website: msg.websiteInvalid }],
    ['a phone with letters', { phone: '09012abc45' }, { phone: msg.phoneInvalid }],
    ['a phone too short', { phone: '12345' }, { phone: msg.phoneInvalid }],
    [
      'a member email that is not an email',
      { memberEmails: ['not-an-email'] },
      { 'memberEmails.0': msg.memberEmailInvalid },
    ],
    ['a Wi-Fi password under 8', { wifiPassword: 'short' }, { wifiPassword: msg.wifiPasswordLength }],
    ['a Wi-Fi password over 63', { wifiPassword: tooLong(64) }, { wifiPassword: msg.wifiPasswordLength }],
    ['a name over 120', { name: tooLong(121) }, { name: msg.venueNameMax }],
    ['an address over 300', { address: tooLong(301) }, { address: msg.addressMax }],
    ['an owner over 120', { owner: tooLong(121) }, { owner: msg.ownerMax }],
    ['an SSID over 32', { ssid: tooLong(33) }, { ssid: msg.ssidMax }],
    ['an unknown status', { status: 'closed' }, { status: msg.statusRequired }],
  ])('refuses %s with the exact keys, creating nothing', async (_case, change, fields) => {
    const tag = uniqueTag()
    const response = await create({ ...venueInput(tag, { name: `Refused ${tag}` }), ...change })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(response.body.fields).toEqual(fields)
    expect((await list({ q: tag })).body.total).toBe(0)
  })

  it('refuses a body that is not a JSON object', async () => {
    for (const body of [[], 'venue', null]) {
      const response = await create(body)
      expect(response.status).toBe(400)
      expect(response.body.code).toBe('VALIDATION_FAILED')
    }
  })

  it('a NUL character in a field or in the search is refused, not a server error', async () => {
    const tag = uniqueTag()
    const created = await create(venueInput(tag, { name: `Nul \u0000 ${tag}` }))
    expect(created.status).toBe(400)
    expect(created.body.code).toBe('VALIDATION_FAILED')
    const searched = await list({ q: `${tag}\u0000` })
    expect(searched.status).toBeLessThan(500)
    expect((await list({ q: tag })).body.total).toBe(0)
  })

  it('PUT and PATCH apply the same rules and change nothing when refused', async () => {
    const input = venueInput(uniqueTag())
    const venue = await createdVenue(input)
    const bad = { email: 'nope', website: 'nope', phone: '', name: '' }
    const expected = {
      email: msg.emailInvalid,
      website: msg.websiteInvalid,
      phone: msg.phoneRequired,
      name: msg.venueNameRequired,
    }
    for (const refused of [replace(venue.id, { ...input, ...bad }), patch(venue.id, { ...detailsOf(input), ...bad })]) {
      const response = await refused
      expect(response.status).toBe(400)
      expect(response.body.fields).toEqual(expected)
    }
    expect((await read(venue.id)).body).toEqual(venue)
  })

  it('takes only customer accounts as members: 400 MEMBER_NOT_FOUND on the field otherwise', async () => {
    const tag = uniqueTag()
    const member = await customer()
    const { user: otherAdmin } = await createUser(db(), { role: 'admin' })
    const venue = await createdVenue(venueInput(tag, { memberEmails: [member.email] }))
    const refusedEmails = [
      [`nobody-${tag}@example.test`],
      [otherAdmin.email],
      [member.email, `ghost-${tag}@example.test`],
    ]

    for (const memberEmails of refusedEmails) {
      const created = await create(venueInput(uniqueTag(), { name: `Refused ${tag}`, memberEmails }))
      const replaced = await replace(venue.id, venueInput(tag, { name: `Changed ${tag}`, memberEmails }))
      for (const response of [created, replaced]) {
        expect(response.status).toBe(400)
        expect(response.body).toMatchObject({
          code: 'MEMBER_NOT_FOUND',
          fields: { memberEmails: 'errors:MEMBER_NOT_FOUND' },
        })
      }
    }
    expect((await list({ q: `Refused ${tag}` })).body.total).toBe(0)
    expect((await read(venue.id)).body).toEqual(venue)
  })
})

describe('members are shown to admins only', () => {
  it('a member customer reads their venue, in the list too, without its members or device group', async () => {
    const member = await userWithSession()
    const venue = await createdVenue(venueInput(uniqueTag(), { memberEmails: [member.user.email] }))
    expect(venue.members).toHaveLength(1)

    const asMember = await read(venue.id, member.token)
    expect(asMember.status).toBe(200)
    expect(asMember.body).not.toHaveProperty('members')
    const { members: _members, openwispGroupId: _group, ...adminOnlyRemoved } = venue
    expect(asMember.body).toEqual(adminOnlyRemoved)

    const listed = await list({}, member.token)
    expect(listed.body.items).toHaveLength(1)
    expect(listed.body.items[0]).not.toHaveProperty('members')

    const patched = await patch(venue.id, detailsOf(venueInput(uniqueTag())), member.token)
    expect(patched.status).toBe(200)
    expect(patched.body).not.toHaveProperty('members')
    expect((await read(venue.id)).body.members).toEqual(venue.members)
  })
})

describe('the venue list', () => {
  /** Every value ASCII in one letter case, so the order is the same under any collation. */
  const sortRows = [
    { letter: 'c', owner: 'owner c', email: 'd', phone: '+84900000002', address: 'e street', status: 'active' },
    { letter: 'a', owner: 'owner e', email: 'a', phone: '+84900000005', address: 'c street', status: 'inactive' },
    { letter: 'e', owner: 'owner a', email: 'e', phone: '+84900000001', address: 'b street', status: 'active' },
    { letter: 'b', owner: 'owner d', email: 'b', phone: '+84900000004', address: 'a street', status: 'inactive' },
    { letter: 'd', owner: 'owner b', email: 'c', phone: '+84900000003', address: 'd street', status: 'active' },
  ] as const
  const sortTag = uniqueTag()
  let sorted: Venue[] = []

  beforeAll(async () => {
    sorted = []
    for (const row of sortRows) {
      const venue = await createdVenue(
        venueInput(sortTag, {
          name: `${sortTag} venue ${row.letter}`,
          owner: row.owner,
          email: `${row.email}-${sortTag}@example.test`,
          phone: row.phone,
          address: row.address,
          status: row.status,
        }),
      )
      sorted.push(venue)
    }
  })

  it.each(sortCases(venueSortable))('sorts by %s %s', async (column, order) => {
    expect(sorted).toHaveLength(sortRows.length)
    const expected = idsSortedBy(sorted, (venue) => venue[column] ?? '', order)
    expectListed(await list({ q: sortTag, sort: column, order, pageSize: 100 }), expected)
  })

  it('sorts newest first when no sort is given', async () => {
    expect(ids(await list({ q: sortTag }))).toEqual(sorted.map((venue) => venue.id).reverse())
  })

  it('filters by status, several separated by commas', async () => {
    const statusOf = (id: string) => sorted.find((venue) => venue.id === id)!.status
    const inactive = await list({ q: sortTag, status: 'inactive' })
    expect(inactive.body.total).toBe(2)
    expect(ids(inactive).map(statusOf)).toEqual(['inactive', 'inactive'])
    const active = await list({ q: sortTag, status: 'active' })
    expect(active.body.total).toBe(3)
    expect(ids(active).map(statusOf)).toEqual(['active', 'active', 'active'])
    for (const both of ['active,inactive', 'inactive,active', 'active,inactive,']) {
      expect((await list({ q: sortTag, status: both })).body.total).toBe(sortRows.length)
    }
    const unknown = await list({ q: sortTag, status: 'active,closed' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.code).toBe('VALIDATION_FAILED')
  })

  it('pages with the total; a page past the end is empty, not an error', async () => {
    const tag = uniqueTag()
    const created: string[] = []
    for (let index = 0; index < 12; index += 1) {
      created.push((await createdVenue(venueInput(tag, { name: `${tag} page ${index}` }))).id)
    }
    const page = (number: number) => list({ q: tag, page: number, pageSize: 10, sort: 'createdAt', order: 'asc' })

    const first = await page(1)
    expect(first.body).toMatchObject({ total: 12, page: 1, pageSize: 10 })
    expect(ids(first)).toEqual(created.slice(0, 10))
    const second = await page(2)
    expect(second.body).toMatchObject({ total: 12, page: 2, pageSize: 10 })
    expect(ids(second)).toEqual(created.slice(10))
    for (const pastTheEnd of [3, 1000]) {
      const response = await page(pastTheEnd)
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ items: [], total: 12, page: pastTheEnd, pageSize: 10 })
    }
  })

  it('takes page sizes 10, 20, 50 and 100 and refuses any other', async () => {
    for (const pageSize of [10, 20, 50, 100]) {
      const response = await list({ q: sortTag, pageSize })
      expect(response.status).toBe(200)
      expect(response.body.pageSize).toBe(pageSize)
    }
    for (const pageSize of ['0', '5', '15', '25', '1000', '-10', 'ten', '10.5']) {
      const response = await list({ q: sortTag, pageSize })
      expect(response.status, `pageSize=${pageSize}`).toBe(400)
      expect(response.body.code).toBe('VALIDATION_FAILED')
    }
  })

  it('refuses bad pages, sort columns, directions and over-long searches', async () => {
    for (const query of [
      { page: 0 },
      { page: -1 },
      { page: 1.5 },
      { page: 'first' },
      { sort: 'website' },
      { sort: 'search' },
      { sort: 'id; drop table venues' },
      { order: 'up' },
      { q: 'x'.repeat(101) },
    ]) {
      const response = await list(query)
      expect(response.status, JSON.stringify(query)).toBe(400)
      expect(response.body.code).toBe('VALIDATION_FAILED')
    }
    expect((await list({ q: sortTag })).body.total).toBe(sortRows.length)
  })

  it('searches name, owner, email, phone and address, ignoring letter case, in Vietnamese', async () => {
    const tag = uniqueTag()
    const cafe = await createdVenue(
      venueInput(tag, {
        name: `Quán Cà Phê Đà Nẵng ${tag}`,
        owner: `Chủ Quán Lê Thị Ánh ${tag}`,
        email: `caphe-${tag}@example.test`,
        phone: '+84236111222',
        address: `12 Đường Bạch Đằng, Hải Châu ${tag}`,
      }),
    )
    const other = await createdVenue(venueInput(tag, { name: `Nhà Hàng Huế ${tag}`, phone: '+84234999888' }))
    const found = async (q: string) => ids(await list({ q, pageSize: 100 }))

    expect(await found(`đà nẵng ${tag}`)).toEqual([cafe.id])
    expect(await found(`QUÁN CÀ PHÊ ĐÀ NẴNG ${tag.toUpperCase()}`)).toEqual([cafe.id])
    expect(await found(`chủ quán lê thị ánh ${tag}`)).toEqual([cafe.id])
    expect(await found(`ĐƯỜNG BẠCH ĐẰNG, HẢI CHÂU ${tag}`)).toEqual([cafe.id])
    expect(await found(`CAPHE-${tag.toUpperCase()}@EXAMPLE`)).toEqual([cafe.id])
    expect(await found('+84236111222')).toEqual([cafe.id])
    expect(await found(`  nhà hàng huế ${tag}  `)).toEqual([other.id])
    expect((await found(tag)).sort()).toEqual([cafe.id, other.id].sort())
    expect(await found(`Đà Lạt ${tag}`)).toEqual([])
  })

  it('treats LIKE wildcards and backslashes in the search as plain characters', async () => {
    const tag = uniqueTag()
    const names = [`${tag} 50% off`, `${tag} 500 off`, `${tag} a_b`, `${tag} axb`, `${tag} c\\d`]
    const byName = new Map<string, string>()
    for (const name of names) byName.set(name, (await createdVenue(venueInput(tag, { name }))).id)
    const found = async (q: string) => ids(await list({ q, pageSize: 100 }))

    expect(await found(`${tag} 50%`)).toEqual([byName.get(`${tag} 50% off`)])
    expect(await found(`${tag} a_b`)).toEqual([byName.get(`${tag} a_b`)])
    expect(await found(`${tag} c\\d`)).toEqual([byName.get(`${tag} c\\d`)])
    expect(await found(`${tag} %`)).toEqual([])
    expect(await found(`${tag} _`)).toEqual([])
    expect(await found(`${tag}%off`)).toEqual([])
    expect(await found(`${tag} \\`)).toEqual([])
  })
})
