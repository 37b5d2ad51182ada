import { describe, expect, it } from 'vitest'
import type { DeviceRecord } from '../src/index.ts'
import { allPages, errorFixture, fixture, jsonType, startWithClient, useSimulator, type ListBody } from './helpers.ts'

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Same keys in the same order and the same JSON types, all the way down; `nullable` keys may also be null. */
function expectSameShape(actual: unknown, expected: unknown, nullable: ReadonlySet<string> = new Set(), path = '$') {
  if (isObject(expected)) {
    expect(isObject(actual), `${path} is an object`).toBe(true)
    const object = actual as Json
    expect(Object.keys(object), `${path} keys`).toEqual(Object.keys(expected))
    for (const key of Object.keys(expected)) {
      const value = object[key]
      if (nullable.has(key) && (value === null || expected[key] === null)) continue
      expectSameShape(value, expected[key], nullable, `${path}.${key}`)
    }
    return
  }
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), `${path} is an array`).toBe(true)
    const [first] = actual as unknown[]
    if (expected.length > 0 && first !== undefined) expectSameShape(first, expected[0], nullable, `${path}[0]`)
    return
  }
  expect(jsonType(actual), `${path} type`).toBe(jsonType(expected))
}

const NULLABLE_DEVICE_FIELDS = new Set(['group', 'last_ip', 'management_ip', 'config'])

function findDevice(test: (device: DeviceRecord) => boolean): DeviceRecord {
  const device = [...simulator.sim.store.devices.values()].find(
    (candidate) => simulator.sim.store.isManaged(candidate.organization) && test(candidate),
  )
  if (!device) throw new Error('no such device in the seed')
  return device
}

function complete(device: DeviceRecord): boolean {
  return device.group !== null && device.config !== null && device.last_ip !== null && device.management_ip !== null
}

const simulator = useSimulator({ devices: 120, tokenLimitPerDay: 1000 })

describe('token', () => {
  it('answers 200 with a 40-hex token, the same one on every call', async () => {
    const first = await simulator.client.request('POST', '/api/v1/users/token/', {
      body: simulator.sim.credentials,
      auth: false,
    })
    expect(first.status).toBe(200)
    expectSameShape(first.body, fixture('POST /api/v1/users/token/ -> 200'))
    expect((first.body as Json).token).toMatch(/^[0-9a-f]{40}$/)
    const second = await simulator.client.request('POST', '/api/v1/users/token/', {
      body: simulator.sim.credentials,
      auth: false,
    })
    expect(second.body).toEqual(first.body)
  })

  it('accepts a form-encoded body', async () => {
    const response = await fetch(`${simulator.sim.url}/api/v1/users/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(simulator.sim.credentials).toString(),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as Json).token).toMatch(/^[0-9a-f]{40}$/)
  })

  it('answers bad credentials with the exact 400 body', async () => {
    const reply = await simulator.client.request('POST', '/api/v1/users/token/', {
      body: { username: 'console', password: 'wrong' },
      auth: false,
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual(fixture('POST /api/v1/users/token/ bad creds -> 400'))
  })

  it('names missing fields', async () => {
    const reply = await simulator.client.request('POST', '/api/v1/users/token/', { body: {}, auth: false })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({ username: ['This field is required.'], password: ['This field is required.'] })
  })
})

describe('device shapes', () => {
  it('lists devices with the envelope and exactly the 15 keys, in order, with the fixture types', async () => {
    const example = fixture('GET /api/v1/controller/device/ -> 200') as unknown as ListBody<Json>
    const page = await simulator.client.json<ListBody<Json>>('/api/v1/controller/device/')
    expect(Object.keys(page)).toEqual(Object.keys(example))
    const [withConfig, withoutConfig] = example.results as [Json, Json]
    const items = await allPages<Json>(simulator.client, '/api/v1/controller/device/?page_size=100')
    expect(items).toHaveLength(120)
    for (const item of items) {
      expectSameShape(item, item.config === null ? withoutConfig : withConfig, NULLABLE_DEVICE_FIELDS)
      expect(item.mac_address).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/)
      expect(item.key).toMatch(/^[0-9a-f]{32}$/)
      expect(item.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?Z$/)
      for (const ip of [item.last_ip, item.management_ip])
        if (ip !== null) expect(ip).toMatch(/^(\d{1,3}\.){3}\d{1,3}$/)
    }
    expect(items.some((item) => item.config === null)).toBe(true)
    expect(items.some((item) => item.group === null)).toBe(true)
  })

  it('gives the detail with is_deactivated after management_ip and the full config', async () => {
    const device = findDevice(complete)
    const detail = await simulator.client.json(`/api/v1/controller/device/${device.id}/`)
    expectSameShape(detail, fixture('GET /api/v1/controller/device/{id}/ -> 200'))
    const config = detail.config as { config: { interfaces: Array<{ wireless: { ssid: string } }> } }
    expect(config.config.interfaces[0]?.wireless.ssid).toBe(device.ssid)
  })

  it('lists monitoring items with monitoring inserted before created', async () => {
    const page = await simulator.client.json<ListBody<Json>>('/api/v1/monitoring/device/?page_size=100')
    const example = fixture('GET /api/v1/monitoring/device/ -> 200 (result item)')
    for (const item of page.results) expectSameShape(item, example, NULLABLE_DEVICE_FIELDS)
  })

  it('gives the monitoring detail with related metrics, charts, x and data', async () => {
    const device = findDevice((candidate) => complete(candidate) && candidate.monitoring.status === 'problem')
    const detail = await simulator.client.json(`/api/v1/monitoring/device/${device.id}/?status=true`)
    const extra = fixture('GET /api/v1/monitoring/device/{id}/ -> 200 (extra keys vs list)')
    const listKeys = Object.keys(fixture('GET /api/v1/monitoring/device/ -> 200 (result item)'))
    expect(Object.keys(detail)).toEqual([...listKeys, 'charts', 'x', 'data'])
    for (const key of Object.keys(extra)) expectSameShape(detail[key], extra[key], new Set(['is_healthy']))
    const metrics = (detail.monitoring as { related_metrics: Array<{ is_healthy: boolean | null }> }).related_metrics
    expect(metrics.some((metric) => metric.is_healthy === false)).toBe(true)
  })
})

describe('other shapes', () => {
  it('lists groups with the fixture fields', async () => {
    const page = await simulator.client.json<ListBody<Json>>('/api/v1/controller/group/?page_size=100')
    const example = fixture('GET /api/v1/controller/group/ result item')
    for (const group of page.results) {
      expect(Object.keys(group)).toEqual(Object.keys(example))
      expect(jsonType(group.meta_data)).toBe('object')
    }
    const withPortal = page.results.find((group) => 'captive_portal_url' in (group.meta_data as Json))
    expectSameShape(withPortal, example)
  })

  it('lists organizations with the fixture fields, and the detail adds owner', async () => {
    const page = await simulator.client.json<ListBody<Json>>('/api/v1/users/organization/')
    for (const organization of page.results) {
      expectSameShape(organization, fixture('GET /api/v1/users/organization/ result item'))
    }
    const first = page.results[0] as Json
    const detail = await simulator.client.json(`/api/v1/users/organization/${String(first.id)}/`)
    expect(Object.keys(detail)).toEqual([
      'id',
      'name',
      'is_active',
      'slug',
      'description',
      'email',
      'url',
      'owner',
      'created',
      'modified',
    ])
  })

  it('gives a device location as a GeoJSON feature, longitude first', async () => {
    const device = findDevice((candidate) => candidate.location !== null)
    const body = await simulator.client.json(`/api/v1/controller/device/${device.id}/location/`)
    expectSameShape(body, fixture('GET /api/v1/controller/device/{id}/location/ -> 200'))
    const geometry = (body.location as { geometry: { coordinates: [number, number] } }).geometry
    expect(geometry.coordinates).toEqual([device.location?.longitude, device.location?.latitude])
    // Vietnam: longitude about 102–110, latitude about 8–23.
    expect(geometry.coordinates[0]).toBeGreaterThan(100)
    expect(geometry.coordinates[1]).toBeLessThan(25)
  })

  it('lists locations with the fixture fields', async () => {
    const page = await simulator.client.json<ListBody<Json>>('/api/v1/controller/location/?page_size=100')
    for (const location of page.results)
      expectSameShape(location, fixture('GET /api/v1/controller/location/ result item'))
  })
})

describe('error bodies', () => {
  const devices = '/api/v1/controller/device/'

  it('401 without credentials, with WWW-Authenticate: Bearer', async () => {
    const variants: Array<Record<string, string>> = [
      {},
      { Authorization: 'Token abc' },
      { Authorization: 'Basic Y29uc29sZTp4' },
    ]
    for (const headers of variants) {
      const reply = await simulator.client.request('GET', devices, { auth: false, headers })
      expect(reply.status).toBe(401)
      expect(reply.body).toEqual(errorFixture('401 no header'))
      expect(reply.headers.get('www-authenticate')).toBe('Bearer')
    }
  })

  it('401 for an unknown token', async () => {
    const reply = await simulator.client.request('GET', devices, {
      headers: { Authorization: `Bearer ${'0'.repeat(40)}` },
    })
    expect(reply.status).toBe(401)
    expect(reply.body).toEqual(errorFixture('401 bad token'))
    expect(reply.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('401 for a bare Bearer and for a token with spaces', async () => {
    const bare = await simulator.client.request('GET', devices, { headers: { Authorization: 'Bearer' } })
    expect(bare.status).toBe(401)
    expect(bare.body).toEqual({ detail: 'Invalid token header. No credentials provided.' })
    expect(bare.headers.get('www-authenticate')).toBe('Bearer')
    const spaced = await simulator.client.request('GET', devices, { headers: { Authorization: 'Bearer a b' } })
    expect(spaced.body).toEqual({ detail: 'Invalid token header. Token string should not contain spaces.' })
  })

  it('403 for DELETE of an active device and for PUT of a deactivated one', async () => {
    const active = findDevice((device) => !device.is_deactivated)
    const deletion = await simulator.client.request('DELETE', `${devices}${active.id}/`)
    expect(deletion.status).toBe(403)
    expect(deletion.body).toEqual(errorFixture('403 DELETE active device'))
    const deactivated = findDevice((device) => device.is_deactivated)
    const put = await simulator.client.request('PUT', `${devices}${deactivated.id}/`, { body: { name: 'ap-x' } })
    expect(put.status).toBe(403)
    expect(put.body).toEqual(errorFixture('403 model perm / PUT on deactivated device'))
  })

  it('404 for an unknown device and for a device of an unmanaged organization', async () => {
    const unknown = await simulator.client.get(`${devices}00000000-0000-4000-8000-000000000000/`)
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual(errorFixture('404 (DRF>=3.15)'))
    const hidden = [...simulator.sim.store.devices.values()].find(
      (device) => !simulator.sim.store.isManaged(device.organization),
    )
    const other = await simulator.client.get(`${devices}${hidden?.id}/`)
    expect(other.status).toBe(404)
    expect(other.body).toEqual(errorFixture('404 (DRF>=3.15)'))
  })

  it('404 Invalid page past the end and for a page that is not a number', async () => {
    for (const page of ['999', 'abc', '0', '1.5']) {
      const reply = await simulator.client.get(`${devices}?page=${page}`)
      expect(reply.status).toBe(404)
      expect(reply.body).toEqual(errorFixture('404 bad page'))
    }
  })

  it('400 for a bad device name', async () => {
    const organization = simulator.sim.store.managedOrganizations()[0]?.id
    const reply = await simulator.client.request('POST', devices, {
      body: { name: 'bad name!', organization, mac_address: '02:00:00:00:00:01' },
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual(errorFixture('400 bad name'))
  })

  it('400 when filtering by an organization the user does not manage', async () => {
    const unmanaged = simulator.sim.store.organizations.find((organization) => !organization.managed)
    const reply = await simulator.client.get(`${devices}?organization=${unmanaged?.id}`)
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual(errorFixture('400 filter unmanaged org'))
  })

  it('405 for an unsupported method', async () => {
    const reply = await simulator.client.request('PATCH', devices)
    expect(reply.status).toBe(405)
    expect(reply.body).toEqual({ detail: 'Method "PATCH" not allowed.' })
  })
})

describe('token throttle', () => {
  it('answers the request after the daily limit 429 with Retry-After, counting failed logins too', async () => {
    const { sim: limited, client: limitedClient } = await startWithClient({ devices: 1, tokenLimitPerDay: 3 })
    try {
      const login = (password: string) =>
        limitedClient.request('POST', '/api/v1/users/token/', {
          body: { username: 'console', password },
          auth: false,
        })
      expect((await login('wrong')).status).toBe(400)
      expect((await login(limited.credentials.password)).status).toBe(200)
      expect((await login(limited.credentials.password)).status).toBe(200)
      const refused = await login(limited.credentials.password)
      expect(refused.status).toBe(429)
      const detail = (refused.body as { detail: string }).detail
      expect(detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/)
      expect(Object.keys(refused.body as Json)).toEqual(Object.keys(errorFixture('429') as Json))
      const seconds = Number(refused.headers.get('retry-after'))
      expect(detail).toContain(`in ${seconds} seconds`)
      expect(seconds).toBeGreaterThan(86_300)
      expect(seconds).toBeLessThanOrEqual(86_400)
      // Another simulator.client address has its own budget.
      const other = await limitedClient.request('POST', '/api/v1/users/token/', {
        body: limited.credentials,
        auth: false,
        headers: { 'X-Forwarded-For': '198.51.100.7' },
      })
      expect(other.status).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
