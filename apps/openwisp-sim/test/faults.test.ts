import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_FAULTS, startSimulator, type Simulator } from '../src/index.ts'
import { Client, useSimulator, type ListBody } from './helpers.ts'

type Json = Record<string, unknown>

const devices = '/api/v1/controller/device/'

const simulator = useSimulator({ devices: 40, tokenLimitPerDay: 1000 })
beforeAll(async () => {
  await simulator.client.login()
})
afterEach(() => simulator.sim.resetFaults())

async function statuses(count: number, target: Client = simulator.client): Promise<number[]> {
  const result: number[] = []
  for (let index = 0; index < count; index++) result.push((await target.get(devices)).status)
  return result
}

function managedNewestFirst(server: Simulator = simulator.sim): string[] {
  return server.store
    .devicesNewestFirst()
    .filter((device) => server.store.isManaged(device.organization))
    .map((device) => device.id)
}

async function followPages(path: string): Promise<string[]> {
  const seen: string[] = []
  let next: string | null = path
  while (next) {
    const page: ListBody = await simulator.client.json<ListBody>(next)
    seen.push(...page.results.map((item) => String(item.id)))
    next = page.next
  }
  return seen
}

describe('programmatic faults', () => {
  it('adds latency before responses', async () => {
    simulator.sim.setFaults({ latencyMs: 150 })
    const started = performance.now()
    expect((await simulator.client.get(devices)).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('answers the chosen request ordinals 500 with an HTML page, not counting token requests', async () => {
    simulator.sim.setFaults({ failRequests: [2, 4] })
    await simulator.client.login()
    const seen = await statuses(5)
    expect(seen).toEqual([200, 500, 200, 500, 200])
    const failing = simulator.sim.requests.filter((entry) => entry.status === 500)
    expect(failing.at(-1)).toEqual({ method: 'GET', path: devices, status: 500 })
  })

  it('fails a deterministic share of requests with serverErrorRate', async () => {
    simulator.sim.setFaults({ serverErrorRate: 0.5 })
    const first = await statuses(24)
    expect(first).toContain(500)
    expect(first).toContain(200)
    simulator.sim.setFaults({ serverErrorRate: 0.5 })
    expect(await statuses(24)).toEqual(first)
    const twin = await startSimulator({ devices: 40 })
    try {
      const twinClient = new Client(twin)
      await twinClient.login()
      twin.setFaults({ serverErrorRate: 0.5 })
      expect(await statuses(24, twinClient)).toEqual(first)
    } finally {
      await twin.close()
    }
  })

  it('answers every Nth request 429 with Retry-After', async () => {
    simulator.sim.setFaults({ rateLimit: { everyNth: 3, retryAfterSeconds: 7 } })
    const replies = [
      await simulator.client.get(devices),
      await simulator.client.get(devices),
      await simulator.client.get(devices),
    ]
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 429])
    expect(replies[2]?.body).toEqual({ detail: 'Request was throttled. Expected available in 7 seconds.' })
    expect(replies[2]?.headers.get('retry-after')).toBe('7')
    expect((await simulator.client.get(devices)).status).toBe(200)
  })

  it('revokes the token: the old one is invalid and a new login issues another', async () => {
    const old = await simulator.client.login()
    simulator.sim.revokeToken()
    const refused = await simulator.client.get(devices)
    expect(refused.status).toBe(401)
    expect(refused.body).toEqual({ detail: 'Invalid token.' })
    const fresh = await simulator.client.login()
    expect(fresh).not.toBe(old)
    expect((await simulator.client.get(devices)).status).toBe(200)
  })

  it('resets to the defaults', () => {
    simulator.sim.setFaults({ latencyMs: 5, failRequests: [1] })
    simulator.sim.resetFaults()
    expect(DEFAULT_FAULTS).toEqual({
      latencyMs: 0,
      serverErrorRate: 0,
      failRequests: [],
      rateLimit: null,
      betweenPages: null,
    })
  })

  it('rejects nonsense', () => {
    expect(() => simulator.sim.setFaults({ serverErrorRate: 2 })).toThrow(/serverErrorRate/)
  })
})

describe('between pages', () => {
  it('delete: removes the first device of the served page, so a client following next misses the one that shifted', async () => {
    const before = managedNewestFirst()
    simulator.sim.setFaults({ betweenPages: { afterPage: 1, action: 'delete' } })
    const seen = await followPages(`${devices}?page_size=5`)
    expect(simulator.sim.store.getDevice(before[0] ?? '')).toBeUndefined()
    expect(seen).toHaveLength(before.length - 1)
    expect(seen).not.toContain(before[5])
    expect(simulator.sim.betweenPagesEvents.at(-1)).toEqual({ afterPage: 1, action: 'delete', deviceId: before[0] })
  })

  it('add: a new newest device pushes the last item of the page onto the next page', async () => {
    const before = managedNewestFirst()
    simulator.sim.setFaults({ betweenPages: { afterPage: 1, action: 'add' } })
    const seen = await followPages(`${devices}?page_size=5`)
    expect(seen).toHaveLength(before.length + 1)
    expect(seen[4]).toBe(before[4])
    expect(seen[5]).toBe(before[4])
    const added = simulator.sim.betweenPagesEvents.at(-1)?.deviceId
    expect(managedNewestFirst()[0]).toBe(added)
    expect(seen).not.toContain(added)
  })

  it('modify: changes the named device once, after the given page', async () => {
    const before = managedNewestFirst()
    const target = before[12] ?? ''
    const oldName = simulator.sim.store.getDevice(target)?.name
    simulator.sim.setFaults({ betweenPages: { afterPage: 2, action: 'modify', deviceId: target } })
    const page3 = `${devices}?page=3&page_size=5`
    await simulator.client.json(`${devices}?page_size=5`)
    expect(simulator.sim.store.getDevice(target)?.name).toBe(oldName)
    await simulator.client.json(`${devices}?page=2&page_size=5`)
    const renamed = simulator.sim.store.getDevice(target)
    expect(renamed?.name).not.toBe(oldName)
    const served = (await simulator.client.json<ListBody>(page3)).results.find((item) => item.id === target) as Json
    expect(served.name).toBe(renamed?.name)
    expect(simulator.sim.betweenPagesEvents.at(-1)).toEqual({ afterPage: 2, action: 'modify', deviceId: target })
    await simulator.client.json(`${devices}?page=2&page_size=5`)
    expect(simulator.sim.betweenPagesEvents.filter((event) => event.deviceId === target)).toHaveLength(1)
  })
})

describe('HTTP control routes', () => {
  const control = (method: string, path: string, body?: unknown) =>
    simulator.client.request(method, `/__simulator/${path}`, { body, auth: false })

  it('sets, reads and clears faults over HTTP without a token', async () => {
    const set = await control('PUT', 'faults', { failRequests: [1], latencyMs: 10 })
    expect(set.status).toBe(200)
    expect(set.body).toEqual({ ...DEFAULT_FAULTS, failRequests: [1], latencyMs: 10 })
    expect((await simulator.client.get(devices)).status).toBe(500)
    expect((await simulator.client.get(devices)).status).toBe(200)
    const cleared = await control('DELETE', 'faults')
    expect(cleared.body).toEqual(DEFAULT_FAULTS)
  })

  it('rejects a bad fault with 400', async () => {
    const reply = await control('PUT', 'faults', { rateLimit: { everyNth: 0, retryAfterSeconds: 1 } })
    expect(reply.status).toBe(400)
    expect((reply.body as Json).detail).toMatch(/everyNth/)
    const unknown = await control('PUT', 'faults', { explode: true })
    expect(unknown.status).toBe(400)
  })

  it('revokes the token over HTTP', async () => {
    await simulator.client.login()
    expect((await control('POST', 'revoke-token')).status).toBe(200)
    expect((await simulator.client.get(devices)).body).toEqual({ detail: 'Invalid token.' })
    await simulator.client.login()
  })

  it('reports the state with counts', async () => {
    const reply = await control('GET', 'state')
    expect(reply.status).toBe(200)
    const state = reply.body as Json
    expect(state).toMatchObject({ organizations: 2, groups: 10, unmanagedDevices: 3, tokenIssued: true })
    expect(state.devices).toBe(managedNewestFirst().length)
    expect(typeof state.requests).toBe('number')
  })

  it('lists every device with its name and SSID, a change through the API included', async () => {
    const [target] = managedNewestFirst()
    await simulator.client.login()
    const detailPath = `/api/v1/controller/device/${target}/`
    const current = (await simulator.client.json<Json>(detailPath)) as { config: { config: Json } }
    const interfaces = (current.config.config.interfaces as Json[]).map((face) =>
      face.type === 'wireless' ? { ...face, wireless: { ...(face.wireless as Json), ssid: 'Quán Mới Free' } } : face,
    )
    const patched = await simulator.client.request('PATCH', detailPath, {
      body: { name: 'quay-moi', config: { ...current.config, config: { ...current.config.config, interfaces } } },
    })
    expect(patched.status).toBe(200)
    const reply = await control('GET', 'devices')
    expect(reply.status).toBe(200)
    const listed = (reply.body as { results: Json[] }).results
    expect(listed.length).toBe(simulator.sim.store.devicesNewestFirst().length)
    expect(listed.find((device) => device.id === target)).toMatchObject({ name: 'quay-moi', ssid: 'Quán Mới Free' })
  })

  it('is not subject to faults and answers unknown control routes with JSON 404', async () => {
    await control('PUT', 'faults', { failRequests: [1, 2, 3] })
    expect((await control('GET', 'state')).status).toBe(200)
    expect((await control('GET', 'nothing')).status).toBe(404)
  })
})
