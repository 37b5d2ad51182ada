import {
  accessPointSchema,
  accessPointUpdateSchema,
  apiPaths,
  msg,
  venueSchema,
  type AccessPoint,
} from '@wifi/contract'
import type { JsonValue } from '@wifi/openwisp-sim'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { accessPoints, venues } from '../src/db/schema.ts'
import { uniqueTag, venueInput } from './support/management.ts'
import { syncToEnd } from './support/sync-runs.ts'
import { syncingFrom, useTestApp } from './support/use-test-app.ts'

const { api, db, userWithSession, openwisp } = useTestApp(syncingFrom({ devices: 4, orgs: 1, groups: 1, seed: 19 }))

/**
 * An SSID is 1 to 32 bytes of UTF-8 without control characters (issue 19, point 7): 802.11 counts bytes, and a
 * newline or an escape character was written through to OpenWISP's configuration. A refused SSID sends nothing to
 * OpenWISP and changes nothing here; one OpenWISP already holds is still read by the sync.
 */

let adminToken: string
let venueId: string

beforeAll(async () => {
  const groupId = openwisp.store.groups.find((group) => openwisp.store.isManaged(group.organization))!.id
  adminToken = (await userWithSession({ role: 'admin' })).token
  const venue = await api.request('POST', apiPaths.venues, {
    token: adminToken,
    body: venueInput(uniqueTag(), { openwispGroupId: groupId }),
  })
  venueId = venueSchema.parse(venue.body).id
})

let macCounter = 0
const freshMac = () => `02:19:00:00:00:${(++macCounter).toString(16).padStart(2, '0').toUpperCase()}`

/** 'ệ' is three bytes in UTF-8: eleven of them are 33 bytes in 11 characters. */
const vietnamese33Bytes = 'ệ'.repeat(11)
const vietnamese32Bytes = `${'ệ'.repeat(10)}ab`

const refused: [string, string, string][] = [
  ['a newline', 'Quán Gió\nFree', msg.ssidCharacters],
  ['an escape character', 'Quán Gió\u001b[31mFree', msg.ssidCharacters],
  ['a tab', 'Quán\tGió', msg.ssidCharacters],
  ['a C1 control character', 'Quán\u0085Gió', msg.ssidCharacters],
  ['33 bytes in 11 Vietnamese letters', vietnamese33Bytes, msg.ssidMax],
  ['33 bytes in 33 letters', 'x'.repeat(33), msg.ssidMax],
]

async function added(): Promise<AccessPoint> {
  const response = await api.request('POST', apiPaths.accessPoints, {
    token: adminToken,
    body: { name: `ap-${uniqueTag()}`, ssid: 'Cà phê Sáng', macAddress: freshMac(), venueId },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return accessPointSchema.parse(response.body)
}

const rowOf = async (id: string) => (await db().select().from(accessPoints).where(eq(accessPoints.id, id)))[0]!
const accessPointCount = async () => (await db().select({ value: count() }).from(accessPoints))[0]!.value

/** The SSIDs of a device's access-point radios as OpenWISP holds them. */
function ssidsOf(point: AccessPoint): string[] {
  const config = openwisp.store.getDevice(point.openwispDeviceId)?.config?.config
  const interfaces = (config as { interfaces?: { wireless?: { mode?: string; ssid?: string } }[] }).interfaces ?? []
  return interfaces.flatMap((entry) => (entry.wireless?.mode === 'access_point' ? [entry.wireless.ssid ?? ''] : []))
}

describe('an access point’s SSID', () => {
  it.each(refused)('is refused with %s on edit, sending nothing to OpenWISP', async (_case, ssid, message) => {
    const point = await added()
    const requests = openwisp.requests.length
    const response = await api.request('PATCH', apiPaths.accessPoint(point.id), {
      token: adminToken,
      body: { name: point.name, ssid },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { ssid: message } })
    expect(openwisp.requests.length).toBe(requests)
    expect(ssidsOf(point)).toEqual(['Cà phê Sáng'])
    expect((await rowOf(point.id)).ssid).toBe('Cà phê Sáng')
  })

  it.each(refused)('is refused with %s on add, sending nothing to OpenWISP', async (_case, ssid, message) => {
    const before = await accessPointCount()
    const requests = openwisp.requests.length
    const response = await api.request('POST', apiPaths.accessPoints, {
      token: adminToken,
      body: { name: `ap-${uniqueTag()}`, ssid, macAddress: freshMac(), venueId },
    })
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({ ssid: message })
    expect(openwisp.requests.length).toBe(requests)
    expect(await accessPointCount()).toBe(before)
  })

  it('takes 32 bytes of Vietnamese, and trims the spaces and line ends around it', async () => {
    const point = await added()
    const response = await api.request('PATCH', apiPaths.accessPoint(point.id), {
      token: adminToken,
      body: { name: point.name, ssid: ` ${vietnamese32Bytes}\n` },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(Buffer.byteLength(vietnamese32Bytes)).toBe(32)
    expect(ssidsOf(point)).toEqual([vietnamese32Bytes])
    expect((await rowOf(point.id)).ssid).toBe(vietnamese32Bytes)
  })

  it('is read by the sync as OpenWISP holds it, even one the console would refuse', async () => {
    const point = await added()
    const held = `${vietnamese33Bytes}\nFree`
    const device = openwisp.store.getDevice(point.openwispDeviceId)!
    const config = device.config!.config as { interfaces: { wireless?: Record<string, JsonValue> }[] }
    openwisp.store.updateDevice(point.openwispDeviceId, {
      config: {
        config: {
          ...config,
          interfaces: config.interfaces.map((entry) =>
            entry.wireless ? { ...entry, wireless: { ...entry.wireless, ssid: held } } : entry,
          ),
        },
      },
    })
    const run = await syncToEnd(api, apiPaths.venueSync(venueId), adminToken)
    expect(run.status, JSON.stringify(run)).toBe('succeeded')
    expect((await rowOf(point.id)).ssid).toBe(held)
    const list = await api.request('GET', `${apiPaths.accessPoints}?q=${point.macAddress}`, { token: adminToken })
    expect(list.status).toBe(200)
    expect(list.body.items.map((item: unknown) => accessPointSchema.parse(item).ssid)).toEqual([held])
  })
})

describe('a venue’s SSID', () => {
  it.each(refused)('is refused with %s on create and on edit, changing nothing', async (_case, ssid, message) => {
    const tag = uniqueTag()
    const before = (await db().select({ value: count() }).from(venues))[0]!.value
    const created = await api.request('POST', apiPaths.venues, { token: adminToken, body: venueInput(tag, { ssid }) })
    expect(created.status).toBe(400)
    expect(created.body.fields).toEqual({ ssid: message })
    expect((await db().select({ value: count() }).from(venues))[0]!.value).toBe(before)

    const edited = await api.request('PATCH', apiPaths.venue(venueId), { token: adminToken, body: { ssid } })
    expect(edited.status).toBe(400)
    expect(edited.body.fields).toEqual({ ssid: message })
    const [venue] = await db().select().from(venues).where(eq(venues.id, venueId))
    expect(venue!.ssid).not.toBe(ssid)
  })

  it('takes 32 bytes of Vietnamese, and none', async () => {
    const edited = await api.request('PATCH', apiPaths.venue(venueId), {
      token: adminToken,
      body: { ssid: vietnamese32Bytes },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(venueSchema.parse(edited.body).ssid).toBe(vietnamese32Bytes)
    const cleared = await api.request('PATCH', apiPaths.venue(venueId), { token: adminToken, body: { ssid: '' } })
    expect(venueSchema.parse(cleared.body).ssid).toBeNull()
  })
})

describe('the demo', () => {
  const demo = useTestApp({ openwisp: {}, env: { DEMO_SEED: 'true' } })

  it('holds only SSIDs the rule takes, so editing a demo venue or access point never stops at a field left alone', async () => {
    const takes = (ssid: string) => accessPointUpdateSchema.safeParse({ name: 'ap-1', ssid }).success
    const venueSsids = (await demo.db().select().from(venues)).map((venue) => venue.ssid ?? '')
    expect(venueSsids.length).toBeGreaterThan(0)
    expect(venueSsids.filter((ssid) => !takes(ssid))).toEqual([])
    // A device without a wireless interface has no SSID: its edit asks for one, as before.
    const pointSsids = (await demo.db().select().from(accessPoints)).flatMap((point) =>
      point.ssid === null ? [] : [point.ssid],
    )
    expect(pointSsids.length).toBeGreaterThan(10)
    expect(pointSsids.filter((ssid) => !takes(ssid))).toEqual([])
  })
})
