import { accessPointSchema, apiPaths, venueSchema, type AccessPoint } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { accessPoints } from '../src/db/schema.ts'
import { uniqueTag, venueInput } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * An access point's name is how a gateway may name it (CoovaChilli's nasid, openNDS's gatewayname), so two that are
 * not removed never share one (issue 19.3): a customer renaming their own access point to another customer's name
 * would otherwise have that venue's guests shown their page and ad. Nor may a name be another access point's
 * OpenWISP device id or MAC, which its gateway may name it by (issue 35.2): that venue's guests would be refused.
 */

const { api, db, userWithSession, openwisp } = useTestApp({ openwisp: { devices: 4, orgs: 1, groups: 3, seed: 19 } })

const tokens = { admin: '', member: '' }
let memberVenueId: string
let otherVenueId: string

beforeAll(async () => {
  const [first, second] = openwisp.store.groups.filter((group) => openwisp.store.isManaged(group.organization))
  tokens.admin = (await userWithSession({ role: 'admin' })).token
  const member = await userWithSession({ role: 'customer' })
  tokens.member = member.token
  const venue = async (groupId: string, memberEmails: string[]) => {
    const response = await api.request('POST', apiPaths.venues, {
      token: tokens.admin,
      body: venueInput(uniqueTag(), { openwispGroupId: groupId, memberEmails }),
    })
    return venueSchema.parse(response.body).id
  }
  memberVenueId = await venue(first!.id, [member.user.email])
  otherVenueId = await venue(second!.id, [])
})

let macCounter = 0
const freshMac = () => `02:AD:00:00:00:${(++macCounter).toString(16).padStart(2, '0').toUpperCase()}`

async function added(venueId: string, name = `ap-${uniqueTag()}`): Promise<AccessPoint> {
  const response = await api.request('POST', apiPaths.accessPoints, {
    token: tokens.admin,
    body: { name, ssid: 'Free Wi-Fi', macAddress: freshMac(), venueId },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return accessPointSchema.parse(response.body)
}

/**
 * The member renames `mine` to each of `names`: each is refused with `code`, naming the access point that has it,
 * and `mine` keeps its name in OpenWISP and in the console.
 */
async function expectRenamesRefused(mine: AccessPoint, theirs: AccessPoint, names: string[], code: string) {
  for (const name of names) {
    const response = await api.request('PATCH', apiPaths.accessPoint(mine.id), {
      token: tokens.member,
      body: { name, ssid: 'Free Wi-Fi' },
    })
    expect(response.status, name).toBe(409)
    expect(response.body).toMatchObject({ code, fields: { name: `errors:${code}` } })
    expect(response.body.message).toContain(theirs.deviceCode)
  }
  expect(openwisp.store.getDevice(mine.openwispDeviceId)!.name).toBe(mine.name)
  const [row] = await db().select().from(accessPoints).where(eq(accessPoints.id, mine.id))
  expect(row!.name).toBe(mine.name)
}

/** Adding an access point named `name` at the member's venue is refused with `code`, naming `theirs`; OpenWISP keeps
 * its devices as they were. */
async function expectAddRefused(theirs: AccessPoint, name: string, code: string) {
  const devices = openwisp.store.devices.size
  const response = await api.request('POST', apiPaths.accessPoints, {
    token: tokens.admin,
    body: { name, ssid: 'Free Wi-Fi', macAddress: freshMac(), venueId: memberVenueId },
  })
  expect(response.status).toBe(409)
  expect(response.body).toMatchObject({ code, fields: { name: `errors:${code}` } })
  expect(response.body.message).toContain(theirs.deviceCode)
  expect(openwisp.store.devices.size).toBe(devices)
}

describe('access point names', () => {
  it('refuses renaming an access point to another one’s name, saying which has it, and changes nothing', async () => {
    const theirs = await added(otherVenueId, `quay-${uniqueTag()}`)
    const mine = await added(memberVenueId)
    await expectRenamesRefused(mine, theirs, [theirs.name, theirs.name.toUpperCase()], 'ACCESS_POINT_NAME_IN_USE')
  })

  it('refuses adding an access point with a name another one has', async () => {
    const theirs = await added(otherVenueId)
    await expectAddRefused(theirs, theirs.name, 'ACCESS_POINT_NAME_IN_USE')
  })

  it('refuses a name that is another access point’s OpenWISP id or MAC, in any case or MAC spelling', async () => {
    const theirs = await added(otherVenueId)
    const mine = await added(memberVenueId)
    const digits = theirs.macAddress.replaceAll(':', '').toLowerCase()
    const identities = [
      theirs.openwispDeviceId,
      theirs.openwispDeviceId.toUpperCase(),
      theirs.macAddress,
      theirs.macAddress.toLowerCase().replaceAll(':', '-'),
      digits,
      digits.match(/..../g)!.join('.'),
    ]
    await expectRenamesRefused(mine, theirs, identities, 'ACCESS_POINT_NAME_IS_IDENTITY')
  })

  it('refuses adding an access point named after another one’s OpenWISP id, and lets one take its own', async () => {
    const theirs = await added(otherVenueId)
    await expectAddRefused(theirs, theirs.openwispDeviceId, 'ACCESS_POINT_NAME_IS_IDENTITY')
    for (const name of [theirs.openwispDeviceId, theirs.macAddress]) {
      const own = await api.request('PATCH', apiPaths.accessPoint(theirs.id), {
        token: tokens.admin,
        body: { name, ssid: 'Free Wi-Fi' },
      })
      expect(own.status, JSON.stringify(own.body)).toBe(200)
    }
  })

  it('frees a name when its access point is removed, and keeps an edit that leaves the name as it is', async () => {
    const gone = await added(otherVenueId)
    expect((await api.request('DELETE', apiPaths.accessPoint(gone.id), { token: tokens.admin })).status).toBe(200)
    const mine = await added(memberVenueId)
    const renamed = await api.request('PATCH', apiPaths.accessPoint(mine.id), {
      token: tokens.member,
      body: { name: gone.name, ssid: 'Free Wi-Fi' },
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    const same = await api.request('PATCH', apiPaths.accessPoint(mine.id), {
      token: tokens.member,
      body: { name: gone.name, ssid: 'Quán Free' },
    })
    expect(same.status, JSON.stringify(same.body)).toBe(200)
  })
})
