import { describe, expect, it } from 'vitest'
import { allPages, useSimulator, type ListBody } from './helpers.ts'

type Json = Record<string, unknown>

const simulator = useSimulator({ devices: 80, groups: 14 })

function managedGroups() {
  return simulator.sim.store.groups.filter((group) => simulator.sim.store.isManaged(group.organization))
}

describe('groups', () => {
  it('lists the managed groups with Vietnamese venue names, SSIDs and portal URLs', async () => {
    const groups = await allPages<Json>(simulator.client, '/api/v1/controller/group/?page_size=100')
    expect(groups).toHaveLength(14)
    const names = groups.map((group) => group.name)
    expect(names).toContain('Phở Thìn Lò Đúc')
    expect(names).toContain('Highlands Coffee Nguyễn Huệ')
    const phoThin = groups.find((group) => group.name === 'Phở Thìn Lò Đúc')
    expect(phoThin?.context).toEqual({ SSID: 'Phở Thìn - Wifi miễn phí' })
  })

  it('filters by organization_slug and by empty (OpenWISP: true means "has devices")', async () => {
    const organization = simulator.sim.store.managedOrganizations()[0]
    const mine = await allPages<Json>(
      simulator.client,
      `/api/v1/controller/group/?page_size=100&organization_slug=${organization?.slug}`,
    )
    expect(mine.length).toBe(managedGroups().filter((group) => group.organization === organization?.id).length)
    const empty = simulator.sim.store.addGroup({
      name: 'Quán mới chưa có thiết bị',
      organization: organization?.id ?? '',
      description: '',
      templates: [],
      context: {},
      meta_data: {},
    })
    const withDevices = await allPages<Json>(simulator.client, '/api/v1/controller/group/?page_size=100&empty=true')
    const withoutDevices = await allPages<Json>(simulator.client, '/api/v1/controller/group/?page_size=100&empty=false')
    expect(withoutDevices.map((group) => group.id)).toContain(empty.id)
    expect(withDevices.map((group) => group.id)).not.toContain(empty.id)
    expect(withDevices.length + withoutDevices.length).toBe(15)
  })

  it('creates, reads, changes and deletes a group; its devices lose the group', async () => {
    const organization = simulator.sim.store.managedOrganizations()[0]?.id
    const created = await simulator.client.request('POST', '/api/v1/controller/group/', {
      body: { name: 'Bánh cuốn Thanh Vân', organization, meta_data: { captive_portal_url: 'https://p.example/x' } },
    })
    expect(created.status).toBe(201)
    const id = String((created.body as Json).id)
    const device = simulator.sim.store.addDevice({ organization, group: id })
    const patched = await simulator.client.request('PATCH', `/api/v1/controller/group/${id}/`, {
      body: { description: 'mới' },
    })
    expect((patched.body as Json).description).toBe('mới')
    expect((await simulator.client.request('DELETE', `/api/v1/controller/group/${id}/`)).status).toBe(204)
    expect((await simulator.client.get(`/api/v1/controller/group/${id}/`)).status).toBe(404)
    expect(simulator.sim.store.getDevice(device.id)?.group).toBeNull()
  })

  it('hides groups of the unmanaged organization', async () => {
    const hidden = simulator.sim.store.groups.find((group) => !simulator.sim.store.isManaged(group.organization))
    expect((await simulator.client.get(`/api/v1/controller/group/${hidden?.id}/`)).status).toBe(404)
  })
})

describe('organizations', () => {
  it('lists only the managed organizations', async () => {
    const page = await simulator.client.json<ListBody>('/api/v1/users/organization/')
    expect(page.results.map((organization) => organization.slug).sort()).toEqual([
      'wifi-viet-mien-bac',
      'wifi-viet-mien-nam',
    ])
    const hidden = simulator.sim.store.organizations.find((organization) => !organization.managed)
    expect(hidden?.name).toBe('Đối tác khác')
    expect((await simulator.client.get(`/api/v1/users/organization/${hidden?.id}/`)).status).toBe(404)
  })

  it('refuses changes with the permission message', async () => {
    const organization = simulator.sim.store.managedOrganizations()[0]
    const reply = await simulator.client.request('PATCH', `/api/v1/users/organization/${organization?.id}/`, {
      body: { name: 'x' },
    })
    expect(reply.status).toBe(403)
    expect(reply.body).toEqual({ detail: 'You do not have permission to perform this action.' })
  })
})

describe('locations', () => {
  it('answers 404 for a device without a location', async () => {
    const device = [...simulator.sim.store.devices.values()].find(
      (candidate) => simulator.sim.store.isManaged(candidate.organization) && candidate.location === null,
    )
    const reply = await simulator.client.get(`/api/v1/controller/device/${device?.id}/location/`)
    expect(reply.status).toBe(404)
    expect(reply.body).toEqual({ detail: 'No DeviceLocation matches the given query.' })
  })

  it('lists locations and the devices at one, which share a venue', async () => {
    const locations = await allPages<Json>(simulator.client, '/api/v1/controller/location/?page_size=100')
    const venue = locations.find((location) => location.name === 'Phở Thìn Lò Đúc')
    expect(venue?.geometry).toEqual({
      type: 'Point',
      coordinates: [expect.closeTo(105.85, 1), expect.closeTo(21.03, 1)],
    })
    const atVenue = await allPages<Json>(simulator.client, `/api/v1/controller/location/${venue?.id}/device/`)
    const expected = [...simulator.sim.store.devices.values()].filter((device) => device.location?.id === venue?.id)
    expect(atVenue.map((device) => device.id).sort()).toEqual(expected.map((device) => device.id).sort())
    expect(Object.keys(atVenue[0] ?? {})).toHaveLength(15)
  })

  it('sets a device location with PUT (longitude first) and removes it with DELETE', async () => {
    const device = simulator.sim.store.addDevice({ organization: simulator.sim.store.managedOrganizations()[0]?.id })
    const path = `/api/v1/controller/device/${device.id}/location/`
    const put = await simulator.client.request('PUT', path, {
      body: {
        location: {
          type: 'outdoor',
          name: 'Chợ Bến Thành',
          address: 'Lê Lợi, Quận 1, TP.HCM',
          geometry: { type: 'Point', coordinates: [106.698, 10.772] },
        },
      },
    })
    expect(put.status).toBe(201)
    expect(simulator.sim.store.getDevice(device.id)?.location).toMatchObject({ longitude: 106.698, latitude: 10.772 })
    const read = await simulator.client.json(path)
    expect((read.location as { geometry: Json }).geometry).toEqual({ type: 'Point', coordinates: [106.698, 10.772] })
    expect((await simulator.client.request('DELETE', path)).status).toBe(204)
    expect((await simulator.client.get(path)).status).toBe(404)
  })
})
