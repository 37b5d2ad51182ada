import { accessPointMapSchema, accessPointSchema, apiPaths, listResponseSchema, type AccessPoint } from '@wifi/contract'
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { accessPoints, venues, type AccessPointRow } from '../src/db/schema.ts'
import { createAccessPoint } from '../src/factories/access-point-factory.ts'
import { addVenueMembers, createVenue } from '../src/factories/venue-factory.ts'
import { csvLines, uniqueTag, withQuery } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

const { api, db, userWithSession } = useTestApp()

/**
 * GET /api/access-points and its CSV export: what each caller sees, the search (name, code, MAC in any usual form,
 * IP, SSID), the filters (venue, health, configuration), sorting and paging, and devices removed from OpenWISP.
 */

const tokens = { admin: '', member: '' }
const venueIds = { cafe: '', hotel: '' }
/** A tag in every name of this file's access points, so searches ignore other files' rows. */
const tag = uniqueTag()

const insertVenue = async (name: string) => (await createVenue(db(), { name, address: 'Hội An' })).id

/** An access point of the café unless `fields` says otherwise, with a real-looking model and firmware. */
const insertAccessPoint = (fields: Partial<AccessPointRow> & Pick<AccessPointRow, 'name' | 'macAddress'>) =>
  createAccessPoint(db(), {
    venueId: venueIds.cafe,
    model: 'TL-WR841N',
    firmware: 'OpenWrt 23.05',
    system: 'Linux',
    ...fields,
  })

beforeAll(async () => {
  tokens.admin = (await userWithSession({ role: 'admin' })).token
  const member = await userWithSession({ role: 'customer' })
  tokens.member = member.token
  venueIds.cafe = await insertVenue(`Cà phê ${tag}`)
  venueIds.hotel = await insertVenue(`Khách sạn ${tag}`)
  await addVenueMembers(db(), venueIds.cafe, [member.user.id])

  await insertAccessPoint({
    name: `Bar ${tag}`,
    macAddress: 'AA:BB:CC:00:11:22',
    ipAddress: '10.20.0.5',
    ssid: 'Cafe Free',
  })
  await insertAccessPoint({
    name: `Garden ${tag}`,
    macAddress: 'AA:BB:CC:00:11:33',
    healthStatus: 'offline',
    monitoringStatus: 'unknown',
    configStatus: 'not_available',
  })
  await insertAccessPoint({
    name: `Lobby ${tag}`,
    macAddress: 'DE:AD:BE:EF:00:01',
    venueId: venueIds.hotel,
    healthStatus: 'error',
    configStatus: 'error',
    ssid: 'Hotel Guest',
  })
  await insertAccessPoint({ name: `Removed ${tag}`, macAddress: 'AA:BB:CC:99:99:99', removedAt: new Date() })
})

async function list(token: string, query: Record<string, string | number> = {}) {
  const response = await api.request('GET', withQuery(apiPaths.accessPoints, { q: tag, ...query }), { token })
  expect(response.status).toBe(200)
  return listResponseSchema(accessPointSchema).parse(response.body)
}
const names = (page: { items: AccessPoint[] }) => page.items.map((item) => item.name.replace(` ${tag}`, ''))

describe('the access points list', () => {
  it('shows an admin every present access point with its venue, and a customer only their venues’ ones', async () => {
    const all = await list(tokens.admin, { sort: 'name' })
    expect(all.total).toBe(3)
    expect(names(all)).toEqual(['Bar', 'Garden', 'Lobby'])
    expect(all.items.find((item) => item.name.startsWith('Lobby'))?.venueName).toBe(`Khách sạn ${tag}`)
    expect(all.items[0]).toHaveProperty('hasGatewaySecret', false)

    const own = await list(tokens.member, { sort: 'name' })
    expect(names(own)).toEqual(['Bar', 'Garden'])
    expect(own.items[0]).not.toHaveProperty('hasGatewaySecret')
  })

  it('finds a MAC address written with colons, dashes, bare or Cisco-style, and by IP address and SSID', async () => {
    for (const q of ['aa:bb:cc:00:11:22', 'AA-BB-CC-00-11-22', 'aabbcc001122', 'aabb.cc00.1122', 'cc-00-11']) {
      const response = await api.request('GET', withQuery(apiPaths.accessPoints, { q }), { token: tokens.admin })
      const page = listResponseSchema(accessPointSchema).parse(response.body)
      expect(
        page.items.map((item) => item.macAddress),
        q,
      ).toContain('AA:BB:CC:00:11:22')
    }
    const byIp = await api.request('GET', withQuery(apiPaths.accessPoints, { q: '10.20.0.5' }), { token: tokens.admin })
    expect(
      listResponseSchema(accessPointSchema)
        .parse(byIp.body)
        .items.map((item) => item.name),
    ).toEqual([`Bar ${tag}`])
    // PostgreSQL's order: descending puts the access point without an SSID first.
    expect(names(await list(tokens.admin, { sort: 'ssid', order: 'desc' }))).toEqual(['Garden', 'Lobby', 'Bar'])
  })

  it('filters by venue, health and configuration, and sorts by venue', async () => {
    expect(names(await list(tokens.admin, { venueId: venueIds.hotel }))).toEqual(['Lobby'])
    expect(names(await list(tokens.admin, { healthStatus: 'offline,error', sort: 'name' }))).toEqual([
      'Garden',
      'Lobby',
    ])
    expect(names(await list(tokens.admin, { configStatus: 'not_available' }))).toEqual(['Garden'])
    expect(names(await list(tokens.admin, { sort: 'venueName', order: 'desc' }))[0]).toBe('Lobby')
    // A customer filtering on a venue that is not theirs learns nothing.
    expect((await list(tokens.member, { venueId: venueIds.hotel })).total).toBe(0)
  })

  it('follows its venue: renamed, the list shows and sorts by the new name; deleted, no venue', async () => {
    const venueId = await insertVenue(`Quán cũ ${tag}`)
    await insertAccessPoint({ name: `Moving ${tag}`, macAddress: 'AA:BB:CC:77:77:77', venueId })
    const venueOf = async () =>
      (await list(tokens.admin, { q: 'aa:bb:cc:77:77:77' })).items.map((item) => item.venueName)
    expect(await venueOf()).toEqual([`Quán cũ ${tag}`])
    await db()
      .update(venues)
      .set({ name: `A Quán mới ${tag}` })
      .where(eq(venues.id, venueId))
    expect(await venueOf()).toEqual([`A Quán mới ${tag}`])
    expect(names(await list(tokens.admin, { sort: 'venueName' }))[0]).toBe('Moving')
    await db().delete(venues).where(eq(venues.id, venueId))
    expect(await venueOf()).toEqual([null])
    await db().delete(accessPoints).where(eq(accessPoints.macAddress, 'AA:BB:CC:77:77:77'))
  })

  it('filters the access points outside every venue (venueId=none), alone or beside a venue, and exports them so', async () => {
    await insertAccessPoint({ name: `Loose ${tag}`, macAddress: 'AA:BB:CC:66:66:66', venueId: null })
    expect(names(await list(tokens.admin, { venueId: 'none' }))).toEqual(['Loose'])
    expect(names(await list(tokens.admin, { venueId: `none,${venueIds.hotel}`, sort: 'name' }))).toEqual([
      'Lobby',
      'Loose',
    ])
    // A customer sees only their venues' access points: none of them is outside every venue.
    expect((await list(tokens.member, { venueId: 'none' })).total).toBe(0)
    for (const [language, text] of [
      ['vi', 'Chưa có địa điểm'],
      ['en', 'No venue'],
    ] as const) {
      const csv = await api.request('GET', withQuery(apiPaths.accessPointsExport, { q: tag, venueId: 'none' }), {
        token: tokens.admin,
        headers: { 'accept-language': language },
      })
      const rows = csvLines(csv)
      expect(rows).toHaveLength(2)
      expect(rows[1]).toContain(`Loose ${tag},AP-`)
      expect(rows[1]).toContain(`,${text},`)
    }
    await db().delete(accessPoints).where(eq(accessPoints.macAddress, 'AA:BB:CC:66:66:66'))
  })

  it('pages, keeping the total', async () => {
    const second = await list(tokens.admin, { sort: 'name', page: 2, pageSize: 10 })
    expect(second.total).toBe(3)
    expect(second.items).toEqual([])
  })

  it('refuses a bad filter or sort with a clear error', async () => {
    for (const query of [
      { venueId: 'not-an-id' },
      { venueId: 'nowhere' },
      { healthStatus: 'sleeping' },
      { sort: 'gatewaySecret' },
    ]) {
      const response = await api.request('GET', withQuery(apiPaths.accessPoints, query), { token: tokens.admin })
      expect(response.status, JSON.stringify(query)).toBe(400)
    }
    expect((await api.request('GET', apiPaths.accessPoints)).status).toBe(401)
  })

  it('gives the map every placed access point the filters keep, column by column, with the tiles to draw on', async () => {
    const placed = `Placed ${tag}`
    await insertAccessPoint({ name: placed, macAddress: 'AA:BB:CC:55:55:55', latitude: 16.0544, longitude: 108.2022 })
    await insertAccessPoint({
      name: `Placed offline ${tag}`,
      macAddress: 'AA:BB:CC:55:55:56',
      latitude: 21.0285,
      longitude: 105.8542,
      healthStatus: 'offline',
      venueId: venueIds.hotel,
    })
    const map = async (token: string, query: Record<string, string> = {}) => {
      const response = await api.request('GET', withQuery(apiPaths.accessPointsMap, { q: 'placed', ...query }), {
        token,
      })
      expect(response.status).toBe(200)
      return accessPointMapSchema.parse(response.body)
    }
    const all = await map(tokens.admin)
    expect(all.tiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    })
    expect(all.total).toBe(2)
    const at = all.points.name.indexOf(placed)
    expect([all.points.latitude[at], all.points.longitude[at], all.points.healthStatus[at]]).toEqual([
      16.0544,
      108.2022,
      'online',
    ])
    expect((await map(tokens.admin, { healthStatus: 'offline' })).points.name).toEqual([`Placed offline ${tag}`])
    expect((await map(tokens.member)).points.name).toEqual([placed])
    // The console's policy lets the map load its tiles, from there only.
    const page = await api.request('GET', apiPaths.health)
    expect(page.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    )
    await db()
      .delete(accessPoints)
      .where(inArray(accessPoints.macAddress, ['AA:BB:CC:55:55:55', 'AA:BB:CC:55:55:56']))
  })

  it('exports the list as CSV in the reader’s language, with the same filters and nothing secret', async () => {
    const response = await api.request('GET', withQuery(apiPaths.accessPointsExport, { q: tag, sort: 'name' }), {
      token: tokens.admin,
      headers: { 'accept-language': 'vi' },
    })
    const lines = csvLines(response)
    expect(lines[0]).toBe(
      'Tên,Mã,Địa điểm,Tình trạng,Cấu hình,Địa chỉ MAC,Địa chỉ IP,SSID,Model,Firmware,Đồng bộ lần cuối,Cập nhật',
    )
    expect(lines).toHaveLength(4)
    expect(lines[2]).toContain('Ngoại tuyến,Không có')
    expect(lines[3]).toContain(`Lobby ${tag},AP-`)
    expect(lines[3]).toContain(`Khách sạn ${tag},Lỗi,Lỗi,DE:AD:BE:EF:00:01`)

    const own = await api.request('GET', withQuery(apiPaths.accessPointsExport, { q: tag }), { token: tokens.member })
    expect(csvLines(own)).toHaveLength(3)
  })
})
