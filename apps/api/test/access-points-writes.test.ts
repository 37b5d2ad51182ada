import { accessPointSchema, apiPaths, venueSchema, type AccessPoint } from '@wifi/contract'
import type { JsonValue } from '@wifi/openwisp-sim'
import { count, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { accessPoints, auditLog } from '../src/db/schema.ts'
import { uniqueTag, venueInput } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * Add, edit and delete write through to OpenWISP (the simulator, over real HTTP) before the console changes
 * anything; when OpenWISP refuses or fails, nothing here changes and the caller learns why.
 */

const { api, db, userWithSession, openwisp } = useTestApp({ openwisp: { devices: 6, orgs: 1, groups: 2, seed: 71 } })

const tokens = { admin: '', member: '', stranger: '' }
/** A venue linked to a device group, with the member customer; and one linked to nothing. */
let venueId: string
let unlinkedVenueId: string
let groupId: string

beforeAll(async () => {
  groupId = openwisp.store.groups.find((group) => openwisp.store.isManaged(group.organization))!.id
  tokens.admin = (await userWithSession({ role: 'admin' })).token
  const member = await userWithSession({ role: 'customer' })
  tokens.member = member.token
  tokens.stranger = (await userWithSession({ role: 'customer' })).token
  const venue = await api.request('POST', apiPaths.venues, {
    token: tokens.admin,
    body: venueInput(uniqueTag(), { openwispGroupId: groupId, memberEmails: [member.user.email] }),
  })
  venueId = venueSchema.parse(venue.body).id
  const unlinked = await api.request('POST', apiPaths.venues, { token: tokens.admin, body: venueInput(uniqueTag()) })
  unlinkedVenueId = venueSchema.parse(unlinked.body).id
})

afterEach(() => openwisp.resetFaults())

let macCounter = 0
const freshMac = () => `02:AC:00:00:${(++macCounter).toString(16).padStart(2, '0').toUpperCase()}:01`.slice(0, 17)

async function add(body: Record<string, unknown>, token = tokens.admin) {
  return api.request('POST', apiPaths.accessPoints, { token, body })
}

async function added(name = `ap-${uniqueTag()}`): Promise<AccessPoint> {
  const response = await add({ name, ssid: 'Cà phê Sáng Free', macAddress: freshMac(), venueId })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return accessPointSchema.parse(response.body)
}

const deviceOf = (point: AccessPoint) => openwisp.store.getDevice(point.openwispDeviceId)
const rowOf = async (id: string) => (await db().select().from(accessPoints).where(eq(accessPoints.id, id)))[0]
const auditCount = async () => (await db().select({ value: count() }).from(auditLog))[0]!.value
/** The SSIDs of a device's access-point radios as OpenWISP holds them. */
function ssidsOf(config: unknown): string[] {
  const interfaces = (config as { interfaces?: { wireless?: { mode?: string; ssid?: string } }[] }).interfaces ?? []
  return interfaces.flatMap((entry) => (entry.wireless?.mode === 'access_point' ? [entry.wireless.ssid ?? ''] : []))
}

describe('adding an access point', () => {
  it('creates the device in the venue’s group and organization with its SSID, then lists it', async () => {
    const mac = freshMac()
    const response = await add({
      name: 'quay-thu-ngan',
      ssid: 'Cà phê Sáng Free',
      macAddress: mac.toLowerCase(),
      venueId,
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const point = accessPointSchema.parse(response.body)
    expect(point).toMatchObject({ name: 'quay-thu-ngan', ssid: 'Cà phê Sáng Free', macAddress: mac, venueId })
    expect(point.configStatus).toBe('pending')

    const device = deviceOf(point)!
    const group = openwisp.store.getGroup(groupId)!
    expect(device).toMatchObject({ name: 'quay-thu-ngan', mac_address: mac, group: groupId })
    expect(device.organization).toBe(group.organization)
    expect(ssidsOf(device.config?.config)).toEqual(['Cà phê Sáng Free'])

    const list = await api.request('GET', `${apiPaths.accessPoints}?q=${mac}`, { token: tokens.admin })
    expect(list.body.items.map((item: AccessPoint) => item.id)).toEqual([point.id])
  })

  it('refuses what OpenWISP refuses (a MAC another device has), saying why, and adds nothing', async () => {
    const taken = [...openwisp.store.devices.values()].find((device) => openwisp.store.isManaged(device.organization))!
    const before = await db().select({ value: count() }).from(accessPoints)
    const response = await add({ name: 'trung-mac', ssid: 'Free', macAddress: taken.mac_address, venueId })
    expect(response.status).toBe(502)
    expect(response.body.code).toBe('OPENWISP_REFUSED')
    expect(response.body.message).toContain('mac_address, organization must make a unique set')
    expect(await db().select({ value: count() }).from(accessPoints)).toEqual(before)
  })

  it('needs a venue linked to a device group, and asks OpenWISP nothing otherwise', async () => {
    const requests = openwisp.requests.length
    const response = await add({ name: 'no-group', ssid: 'Free', macAddress: freshMac(), venueId: unlinkedVenueId })
    expect(response.status).toBe(409)
    expect(response.body.code).toBe('VENUE_NOT_LINKED')
    expect(openwisp.requests.length).toBe(requests)
  })

  it('checks every field first with the form’s messages, and takes no status', async () => {
    const empty = await add({})
    expect(empty.status).toBe(400)
    expect(empty.body.fields).toMatchObject({
      name: 'validation:accessPointNameRequired',
      ssid: 'validation:ssidRequired',
      macAddress: 'validation:macAddressInvalid',
      venueId: 'validation:accessPointVenueRequired',
    })
    const wrong = await add({ name: 'Quầy thu ngân', ssid: 'x'.repeat(33), macAddress: 'AA:BB', venueId })
    expect(wrong.body.fields).toMatchObject({
      name: 'validation:accessPointNameInvalid',
      ssid: 'validation:ssidMax',
      macAddress: 'validation:macAddressInvalid',
    })
    const withStatus = await add({ name: 'ap-1', ssid: 'Free', macAddress: freshMac(), venueId, status: 'inactive' })
    expect(withStatus.status).toBe(400)
  })

  it('is for admins only', async () => {
    const body = { name: 'ap-member', ssid: 'Free', macAddress: freshMac(), venueId }
    expect((await add(body, tokens.member)).status).toBe(403)
    expect((await api.request('POST', apiPaths.accessPoints, { body })).status).toBe(401)
  })
})

describe('editing an access point', () => {
  it('changes the name and every access-point radio’s SSID in OpenWISP, keeping the rest of its configuration', async () => {
    const point = await added()
    // A second radio and a setting the console knows nothing about, as a real dual-band configuration has.
    const config = deviceOf(point)!.config!.config as { interfaces: JsonValue[] }
    openwisp.store.updateDevice(point.openwispDeviceId, {
      config: {
        config: {
          ...config,
          dns_servers: ['1.1.1.1'],
          interfaces: [
            ...config.interfaces,
            { name: 'wlan1', type: 'wireless', wireless: { radio: 'radio1', mode: 'access_point', ssid: 'Old 5G' } },
          ],
        },
      },
    })
    const auditBefore = await auditCount()

    const response = await api.request('PATCH', apiPaths.accessPoint(point.id), {
      token: tokens.member,
      body: { name: 'quay-moi', ssid: 'Cà phê Mới' },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(accessPointSchema.parse(response.body)).toMatchObject({ name: 'quay-moi', ssid: 'Cà phê Mới' })
    const device = deviceOf(point)!
    expect(device.name).toBe('quay-moi')
    expect(ssidsOf(device.config?.config)).toEqual(['Cà phê Mới', 'Cà phê Mới'])
    expect((device.config?.config as { dns_servers: string[] }).dns_servers).toEqual(['1.1.1.1'])
    expect(device.config?.status).toBe('modified')
    expect(await rowOf(point.id)).toMatchObject({ name: 'quay-moi', ssid: 'Cà phê Mới' })
    expect(await auditCount()).toBe(auditBefore + 1)
  })

  it('changes nothing here when OpenWISP refuses (a deactivated device), and says so', async () => {
    const point = await added()
    openwisp.store.deactivateDevice(point.openwispDeviceId)
    const response = await api.request('PATCH', apiPaths.accessPoint(point.id), {
      token: tokens.admin,
      body: { name: 'doi-ten', ssid: 'Khác' },
    })
    expect(response.status).toBe(502)
    expect(response.body.code).toBe('OPENWISP_FAILED')
    expect(await rowOf(point.id)).toMatchObject({ name: point.name, ssid: point.ssid })
  })

  it('takes only the name and the SSID, and hides another venue’s access point from a customer', async () => {
    const point = await added()
    const withStatus = await api.request('PATCH', apiPaths.accessPoint(point.id), {
      token: tokens.admin,
      body: { name: 'ap-x', ssid: 'X', status: 'inactive' },
    })
    expect(withStatus.status).toBe(400)
    const stranger = await api.request('PATCH', apiPaths.accessPoint(point.id), {
      token: tokens.stranger,
      body: { name: 'ap-x', ssid: 'X' },
    })
    expect(stranger.status).toBe(404)
    expect(deviceOf(point)!.name).toBe(point.name)
  })
})

describe('deleting an access point', () => {
  it('deactivates and deletes the device, then drops it from the list and keeps the row as removed', async () => {
    const point = await added()
    const response = await api.request('DELETE', apiPaths.accessPoint(point.id), { token: tokens.admin })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(deviceOf(point)).toBeUndefined()
    expect((await rowOf(point.id))?.removedAt).toBeInstanceOf(Date)
    const list = await api.request('GET', `${apiPaths.accessPoints}?q=${point.macAddress}`, { token: tokens.admin })
    expect(list.body.total).toBe(0)
  })

  it('keeps the access point when OpenWISP fails, and is for admins only', async () => {
    const point = await added()
    expect((await api.request('DELETE', apiPaths.accessPoint(point.id), { token: tokens.member })).status).toBe(403)
    // The deactivation succeeds, the delete gets a 500: OpenWISP still has the device, so the console keeps it.
    openwisp.setFaults({ failRequests: [2] })
    const failed = await api.request('DELETE', apiPaths.accessPoint(point.id), { token: tokens.admin })
    expect(failed.status).toBe(502)
    expect(deviceOf(point)).toBeDefined()
    expect((await rowOf(point.id))?.removedAt).toBeNull()
    openwisp.resetFaults()
    // Deleting again works: the device is deactivated already, which OpenWISP answers 404 to.
    expect((await api.request('DELETE', apiPaths.accessPoint(point.id), { token: tokens.admin })).status).toBe(200)
    expect(deviceOf(point)).toBeUndefined()
  })
})
