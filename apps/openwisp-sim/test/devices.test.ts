import { describe, expect, it } from 'vitest'
import type { DeviceRecord } from '../src/index.ts'
import { allPages, useSimulator } from './helpers.ts'

type Json = Record<string, unknown>

const devices = '/api/v1/controller/device/'

const simulator = useSimulator({ devices: 300, groups: 12 })

function managed(): DeviceRecord[] {
  return [...simulator.sim.store.devices.values()].filter((device) =>
    simulator.sim.store.isManaged(device.organization),
  )
}

function ids(items: Json[]): string[] {
  return items.map((item) => String(item.id)).sort()
}

function expectedIds(test: (device: DeviceRecord) => boolean): string[] {
  return managed()
    .filter(test)
    .map((device) => device.id)
    .sort()
}

function firstOrganization(): string {
  const organization = simulator.sim.store.managedOrganizations()[0]
  if (!organization) throw new Error('no organization')
  return organization.id
}

describe('device list', () => {
  it('lists the managed devices newest first, never the unmanaged organization', async () => {
    const items = await allPages<Json>(simulator.client, `${devices}?page_size=100`)
    expect(items).toHaveLength(300)
    const created = items.map((item) => Date.parse(String(item.created)))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    expect(ids(items)).toEqual(expectedIds(() => true))
  })

  it('filters by organization and organization_slug', async () => {
    const organization = simulator.sim.store.managedOrganizations()[1]
    if (!organization) throw new Error('need two organizations')
    const expected = expectedIds((device) => device.organization === organization.id)
    expect(expected.length).toBeGreaterThan(0)
    expect(ids(await allPages(simulator.client, `${devices}?page_size=100&organization=${organization.id}`))).toEqual(
      expected,
    )
    expect(
      ids(await allPages(simulator.client, `${devices}?page_size=100&organization_slug=${organization.slug}`)),
    ).toEqual(expected)
    const hidden = simulator.sim.store.organizations.find((candidate) => !candidate.managed)
    expect(await allPages(simulator.client, `${devices}?organization_slug=${hidden?.slug}`)).toEqual([])
  })

  it('filters name and mac_address case-insensitively by substring', async () => {
    const names = await allPages<Json>(simulator.client, `${devices}?page_size=100&name=AP-PHO`)
    expect(ids(names)).toEqual(expectedIds((device) => device.name.toLowerCase().includes('ap-pho')))
    expect(names.length).toBeGreaterThan(0)
    const macs = await allPages<Json>(simulator.client, `${devices}?page_size=100&mac_address=50:c7`)
    expect(ids(macs)).toEqual(expectedIds((device) => device.mac_address.toLowerCase().includes('50:c7')))
    expect(macs.length).toBeGreaterThan(0)
  })

  it('filters by config__status and config__backend, and rejects unknown choices', async () => {
    for (const status of ['applied', 'modified', 'error', 'deactivated']) {
      const items = await allPages<Json>(simulator.client, `${devices}?page_size=100&config__status=${status}`)
      expect(ids(items)).toEqual(expectedIds((device) => device.config?.status === status))
    }
    const openwisp = await allPages<Json>(
      simulator.client,
      `${devices}?page_size=100&config__backend=netjsonconfig.OpenWisp`,
    )
    expect(ids(openwisp)).toEqual(expectedIds((device) => device.config?.backend === 'netjsonconfig.OpenWisp'))
    const bad = await simulator.client.get(`${devices}?config__status=broken`)
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ config__status: ['Select a valid choice. broken is not one of the available choices.'] })
  })

  it('filters by group', async () => {
    const group = simulator.sim.store.groups.find((candidate) => simulator.sim.store.isManaged(candidate.organization))
    const items = await allPages<Json>(simulator.client, `${devices}?page_size=100&group=${group?.id}`)
    expect(ids(items)).toEqual(expectedIds((device) => device.group === group?.id))
    expect(items.length).toBeGreaterThan(0)
  })

  it('refuses a group that does not exist or is not managed, as a model choice filter does', async () => {
    const unmanaged = simulator.sim.store.groups.find(
      (candidate) => !simulator.sim.store.isManaged(candidate.organization),
    )
    for (const id of ['5b0a3f1e-8c1d-4c2e-9f4a-0d6b7e8f9a01', unmanaged?.id]) {
      const reply = await simulator.client.get(`${devices}?group=${id}`)
      expect(reply.status).toBe(400)
      expect(reply.body).toEqual({
        group: ['Select a valid choice. That choice is not one of the available choices.'],
      })
    }
  })

  it('filters by config__templates', async () => {
    const template = simulator.sim.store.templates.get(firstOrganization())?.[1]
    const items = await allPages<Json>(simulator.client, `${devices}?page_size=100&config__templates=${template}`)
    expect(ids(items)).toEqual(expectedIds((device) => device.config?.templates.includes(template ?? '') ?? false))
    const bad = await simulator.client.get(`${devices}?config__templates=nope`)
    expect(bad.body).toEqual({ config__templates: 'Invalid UUID format' })
  })

  it('filters by created__gte and created__lt, and rejects a bad date', async () => {
    const since = '2024-06-01T00:00:00Z'
    const newer = await allPages<Json>(simulator.client, `${devices}?page_size=100&created__gte=${since}`)
    const older = await allPages<Json>(simulator.client, `${devices}?page_size=100&created__lt=${since}`)
    expect(newer.length + older.length).toBe(300)
    expect(newer.every((item) => String(item.created) >= '2024-06-01')).toBe(true)
    expect(older.every((item) => String(item.created) < '2024-06-01')).toBe(true)
    const bad = await simulator.client.get(`${devices}?created__gte=yesterday`)
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ created__gte: ['Enter a valid date/time.'] })
  })

  it('filters with_geo=true/false by having a location', async () => {
    const withGeo = await allPages<Json>(simulator.client, `${devices}?page_size=100&with_geo=true`)
    const without = await allPages<Json>(simulator.client, `${devices}?page_size=100&with_geo=false`)
    expect(ids(withGeo)).toEqual(expectedIds((device) => device.location !== null))
    expect(ids(without)).toEqual(expectedIds((device) => device.location === null))
    expect(without.length).toBeGreaterThan(0)
  })
})

describe('device detail and routing', () => {
  it('answers a non-UUID path segment with an HTML 404 page', async () => {
    const reply = await simulator.client.get(`${devices}not-a-uuid/`)
    expect(reply.status).toBe(404)
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/)
    expect(reply.text).toContain('<h1>Not Found</h1>')
  })

  it('redirects a path without its trailing slash, as Django does', async () => {
    const reply = await simulator.client.get('/api/v1/controller/device?page=2')
    expect(reply.status).toBe(301)
    expect(reply.headers.get('location')).toBe('/api/v1/controller/device/?page=2')
  })
})

describe('device changes', () => {
  it('creates a device that starts unknown, with the MAC upper-cased', async () => {
    const reply = await simulator.client.request('POST', devices, {
      body: { name: 'ap-test-create', organization: firstOrganization(), mac_address: 'aa-bb-cc-00-11-22' },
    })
    expect(reply.status).toBe(201)
    const body = reply.body as Json
    expect(Object.keys(body)).toHaveLength(15)
    expect(body.mac_address).toBe('AA:BB:CC:00:11:22')
    expect(body.config).toBeNull()
    const created = simulator.sim.store.getDevice(String(body.id))
    expect(created?.monitoring.status).toBe('unknown')
    const first = await simulator.client.json<{ results: Json[] }>(devices)
    expect(first.results[0]?.id).toBe(body.id)
  })

  it('validates the MAC format and its uniqueness per organization, and required fields', async () => {
    const organization = firstOrganization()
    const badMac = await simulator.client.request('POST', devices, {
      body: { name: 'ap-x', organization, mac_address: '00:11:22:33:44' },
    })
    expect(badMac.status).toBe(400)
    expect(badMac.body).toEqual({ mac_address: ['Must be a valid mac address.'] })
    const taken = managed().find((device) => device.organization === organization)
    const duplicate = await simulator.client.request('POST', devices, {
      body: { name: 'ap-x', organization, mac_address: taken?.mac_address.toLowerCase() },
    })
    expect(duplicate.status).toBe(400)
    expect(duplicate.body).toEqual({
      non_field_errors: ['The fields mac_address, organization must make a unique set.'],
    })
    const empty = await simulator.client.request('POST', devices, { body: {} })
    expect(empty.body).toEqual({
      name: ['This field is required.'],
      organization: ['This field is required.'],
      mac_address: ['This field is required.'],
    })
    const hidden = simulator.sim.store.organizations.find((candidate) => !candidate.managed)
    const foreign = await simulator.client.request('POST', devices, {
      body: { name: 'ap-x', organization: hidden?.id, mac_address: '02:00:00:00:00:09' },
    })
    expect(foreign.body).toEqual({ organization: [`Invalid pk "${hidden?.id}" - object does not exist.`] })
  })

  it('accepts a MAC address as the name', async () => {
    const reply = await simulator.client.request('POST', devices, {
      body: { name: '02:AB:CD:EF:01:23', organization: firstOrganization(), mac_address: '02:AB:CD:EF:01:23' },
    })
    expect(reply.status).toBe(201)
  })

  it('PATCHes a device, bumps modified and marks the config for re-sending on rename', async () => {
    const device = managed().find((candidate) => !candidate.is_deactivated && candidate.config?.status === 'applied')
    if (!device) throw new Error('no applied device')
    const before = device.modified
    const reply = await simulator.client.request('PATCH', `${devices}${device.id}/`, {
      body: { name: 'ap-renamed', notes: 'x' },
    })
    expect(reply.status).toBe(200)
    const body = reply.body as Json & { config: Json }
    expect(body.name).toBe('ap-renamed')
    expect(body.is_deactivated).toBe(false)
    expect(body.config.status).toBe('modified')
    expect(Date.parse(String(body.modified))).toBeGreaterThan(Date.parse(before))
  })

  it('PUT needs the required fields', async () => {
    const device = managed().find((candidate) => !candidate.is_deactivated)
    const reply = await simulator.client.request('PUT', `${devices}${device?.id}/`, { body: { notes: 'only notes' } })
    expect(reply.status).toBe(400)
    expect(Object.keys(reply.body as Json).sort()).toEqual(['mac_address', 'name', 'organization'])
  })

  it('deactivates, refuses a second deactivation, deletes, and activates back', async () => {
    const device = managed().find((candidate) => !candidate.is_deactivated && candidate.config !== null)
    if (!device) throw new Error('no active device')
    const path = `${devices}${device.id}/`
    const deactivated = await simulator.client.request('POST', `${path}deactivate/`)
    expect(deactivated.status).toBe(200)
    expect((deactivated.body as Json).is_deactivated).toBe(true)
    expect((deactivated.body as { config: Json }).config.status).toBe('deactivated')
    expect(simulator.sim.store.getDevice(device.id)?.monitoring.status).toBe('deactivated')
    expect((await simulator.client.request('POST', `${path}deactivate/`)).status).toBe(404)
    expect((await simulator.client.request('PATCH', path, { body: { notes: 'x' } })).status).toBe(403)

    const activated = await simulator.client.request('POST', `${path}activate/`)
    expect(activated.status).toBe(200)
    expect((activated.body as { config: Json }).config.status).toBe('modified')
    expect(simulator.sim.store.getDevice(device.id)?.monitoring.status).toBe('unknown')
    expect((await simulator.client.request('POST', `${path}activate/`)).status).toBe(404)

    await simulator.client.request('POST', `${path}deactivate/`)
    const deleted = await simulator.client.request('DELETE', path)
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    expect((await simulator.client.get(path)).status).toBe(404)
  })

  it('deletes an active device with ?force=true', async () => {
    const device = managed().find((candidate) => !candidate.is_deactivated)
    const reply = await simulator.client.request('DELETE', `${devices}${device?.id}/?force=true`)
    expect(reply.status).toBe(204)
    expect(simulator.sim.store.getDevice(device?.id ?? '')).toBeUndefined()
  })
})
