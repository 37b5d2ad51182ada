import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startSimulator, type RequestLogEntry, type Simulator } from '@wifi/openwisp-sim'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openwispTokens } from '../src/db/schema.ts'
import { OpenWispClient, type OpenWispClientOptions } from '../src/openwisp/client.ts'
import { OpenWispError } from '../src/openwisp/openwisp-error.ts'
import { deviceDetailSchema, openwispGroupSchema, deviceSchema, organizationSchema } from '../src/openwisp/schemas.ts'
import { databaseTokenStore, type TokenStore } from '../src/openwisp/token-store.ts'
import { createSecretBox } from '../src/security/secret-box.ts'
import { mark, tokenPath, tokenRequests, until } from './support/simulator-requests.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'
import { closedPort } from './support/closed-port.ts'
import { testSecretsKey } from './support/test-app.ts'

/**
 * The OpenWISP client against the simulator over real HTTP: the token's life (cached, reused, renewed once),
 * paging, retries and back-off, Retry-After, time-outs, network errors and answers that are not JSON.
 */

const devicePath = (id: string) => `/api/v1/controller/device/${id}/`

let sim: Simulator
let deviceIds: string[]

beforeAll(async () => {
  sim = await startSimulator({ port: 0, devices: 12, orgs: 1, groups: 2, seed: 11, tokenLimitPerDay: 1000 })
  deviceIds = managedDeviceIds(sim)
})

afterAll(async () => {
  await sim?.close()
})

function managedDeviceIds(simulator: Simulator): string[] {
  return [...simulator.store.devices.values()]
    .filter((device) => simulator.store.isManaged(device.organization))
    .map((device) => device.id)
}

/** A TokenStore in memory that remembers what the client did with it. */
interface MemoryTokenStore extends TokenStore {
  token: string | undefined
  loads: number
  saved: string[]
  cleared: string[]
}

function memoryTokenStore(initial?: string, afterSave?: (token: string) => void): MemoryTokenStore {
  const store: MemoryTokenStore = {
    token: initial,
    loads: 0,
    saved: [],
    cleared: [],
    async load() {
      store.loads += 1
      return store.token
    },
    async save(token) {
      store.saved.push(token)
      store.token = token
      afterSave?.(token)
    },
    async clear(token) {
      store.cleared.push(token)
      if (store.token === token) store.token = undefined
    },
  }
  return store
}

interface Retry {
  call: string
  problem: string
  waitMs: number
}

function clientFor(
  simulator: Simulator,
  options: Partial<OpenWispClientOptions> = {},
): { client: OpenWispClient; store: MemoryTokenStore; retries: Retry[] } {
  const store = (options.tokenStore as MemoryTokenStore | undefined) ?? memoryTokenStore()
  const retries: Retry[] = []
  const client = new OpenWispClient({
    url: simulator.url,
    ...simulator.credentials,
    backoffBaseMs: 5,
    backoffCapMs: 20,
    timeoutMs: 5_000,
    onRetry: (call, problem, waitMs) => retries.push({ call, problem, waitMs }),
    ...options,
    tokenStore: store,
  })
  return { client, store, retries }
}

const apiRequests = (entries: RequestLogEntry[]) =>
  entries.filter((entry) => !entry.path.startsWith(tokenPath) && !entry.path.startsWith('/__simulator/'))

/** A token the simulator accepts, asked for directly (as another process would have). */
async function validToken(simulator: Simulator): Promise<string> {
  const response = await fetch(`${simulator.url}${tokenPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(simulator.credentials),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** A device's detail that must exist. */
async function deviceAt(client: OpenWispClient, path: string) {
  const device = await client.find(path, deviceDetailSchema)
  if (!device) throw new Error(`${path} answered 404`)
  return device
}

/** The rejection of `promise`, which must be an OpenWispError. */
async function failureOf(promise: Promise<unknown>): Promise<OpenWispError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(OpenWispError)
  return error as OpenWispError
}

describe('the token', () => {
  it('is obtained once and reused across many calls', async () => {
    const since = mark(sim)
    const { client, store } = clientFor(sim)
    const devices = await client.list('/api/v1/controller/device/', deviceSchema)
    const organizations = await client.list('/api/v1/users/organization/', organizationSchema)
    for (const id of deviceIds.slice(0, 5)) expect((await deviceAt(client, devicePath(id))).id).toBe(id)
    await Promise.all(deviceIds.slice(5, 10).map((id) => deviceAt(client, devicePath(id))))

    expect(devices).toHaveLength(deviceIds.length)
    expect(organizations).toHaveLength(1)
    expect(tokenRequests(since())).toHaveLength(1)
    expect(apiRequests(since())).toHaveLength(12)
    expect(apiRequests(since()).every((entry) => entry.status === 200)).toBe(true)
    expect(store.saved).toHaveLength(1)
    expect(store.token).toMatch(/^[0-9a-f]{40}$/)
  })

  it('comes from the store when it holds one, without asking the token endpoint', async () => {
    const token = await validToken(sim)
    const since = mark(sim)
    const { client, store } = clientFor(sim, { tokenStore: memoryTokenStore(token) })
    await deviceAt(client, devicePath(deviceIds[0]!))
    await client.list('/api/v1/controller/group/', openwispGroupSchema)

    expect(tokenRequests(since())).toEqual([])
    expect(apiRequests(since()).map((entry) => entry.status)).toEqual([200, 200])
    expect(store.saved).toEqual([])
  })

  it('is obtained again once after a 401, and the call succeeds', async () => {
    const { client, store } = clientFor(sim)
    await deviceAt(client, devicePath(deviceIds[0]!))
    const first = store.token
    sim.revokeToken()

    const since = mark(sim)
    const device = await deviceAt(client, devicePath(deviceIds[1]!))

    expect(device.id).toBe(deviceIds[1])
    expect(tokenRequests(since())).toHaveLength(1)
    expect(apiRequests(since()).map((entry) => entry.status)).toEqual([401, 200])
    expect(store.cleared).toEqual([first])
    expect(store.token).toBeDefined()
    expect(store.token).not.toBe(first)
    // The renewed token is kept for the next calls.
    const after = mark(sim)
    await deviceAt(client, devicePath(deviceIds[2]!))
    expect(tokenRequests(after())).toEqual([])
  })

  it('is obtained again only once when several calls in flight are refused together', async () => {
    // A sync runs up to 16 calls at once; the token endpoint allows 20 requests a day.
    const { client, store } = clientFor(sim)
    await deviceAt(client, devicePath(deviceIds[0]!))
    const first = store.token
    sim.revokeToken()

    const since = mark(sim)
    const ids = deviceIds.slice(0, 8)
    const devices = await Promise.all(ids.map((id) => deviceAt(client, devicePath(id))))

    expect(devices.map((device) => device.id)).toEqual(ids)
    expect(store.token).not.toBe(first)
    expect(apiRequests(since()).filter((entry) => entry.status === 401)).toHaveLength(8)
    expect(tokenRequests(since())).toHaveLength(1)
  })

  it('refused again right after being renewed is a clear error, not a loop', async () => {
    // Every token the client obtains is revoked as soon as it is saved: the renewed one fails too.
    const store = memoryTokenStore(undefined, () => sim.revokeToken())
    const since = mark(sim)
    const { client } = clientFor(sim, { tokenStore: store })
    const error = await failureOf(deviceAt(client, devicePath(deviceIds[0]!)))

    expect(error.status).toBe(401)
    expect(error.call).toBe(`GET ${devicePath(deviceIds[0]!)}`)
    expect(error.message).toContain('Invalid token.')
    expect(error.message).toContain('again, with a newly obtained token')
    expect(tokenRequests(since())).toHaveLength(2)
    expect(apiRequests(since()).map((entry) => entry.status)).toEqual([401, 401])
  })

  it('with wrong credentials fails at once, naming the token call and quoting OpenWISP', async () => {
    const since = mark(sim)
    const { client, store, retries } = clientFor(sim, { password: 'not-the-password' })
    const error = await failureOf(deviceAt(client, devicePath(deviceIds[0]!)))

    expect(error.message).toContain(`POST ${tokenPath}`)
    expect(error.message).toContain('Unable to log in with provided credentials.')
    expect(error.status).toBe(400)
    expect(tokenRequests(since())).toHaveLength(1)
    expect(apiRequests(since())).toEqual([])
    expect(retries).toEqual([])
    expect(store.saved).toEqual([])
  })

  it('throttled by the token endpoint is a clear error at once, without waiting for the day to pass', async () => {
    const throttledSim = await startSimulator({ port: 0, devices: 2, orgs: 1, groups: 1, seed: 3, tokenLimitPerDay: 2 })
    try {
      await validToken(throttledSim)
      await validToken(throttledSim)
      const since = mark(throttledSim)
      const { client, store, retries } = clientFor(throttledSim)
      const error = await failureOf(client.list('/api/v1/controller/device/', deviceSchema))

      expect(error.call).toBe(`POST ${tokenPath}`)
      expect(error.status).toBe(429)
      expect(error.message).toMatch(/Request was throttled\. Expected available in \d+ seconds\./)
      expect(tokenRequests(since()).map((entry) => entry.status)).toEqual([429])
      expect(apiRequests(since())).toEqual([])
      expect(retries).toEqual([])
      expect(store.saved).toEqual([])
    } finally {
      await throttledSim.close()
    }
  })

  it('is kept in the database by databaseTokenStore, shared by clients and replaced after a 401', async () => {
    const database: TestDatabase = await createTestDatabase()
    try {
      const db = database.handle.db
      const box = createSecretBox(Buffer.from(testSecretsKey, 'base64'))
      const tokenStore = () => databaseTokenStore(db, box, sim.url, sim.credentials.username)
      const rows = async () =>
        (await db.select().from(openwispTokens).where(eq(openwispTokens.baseUrl, sim.url))).map((row) => row.token)
      // Stored sealed; opened, each is the 40-hex-digit token OpenWISP issued.
      const stored = async () => (await rows()).map((sealed) => box.open(sealed, 'openwisp-token'))

      const since = mark(sim)
      const first = new OpenWispClient({ url: sim.url, ...sim.credentials, tokenStore: tokenStore() })
      await deviceAt(first, devicePath(deviceIds[0]!))
      expect(tokenRequests(since())).toHaveLength(1)
      const [saved] = await stored()
      expect(saved).toMatch(/^[0-9a-f]{40}$/)
      expect((await rows())[0]).not.toContain(saved)

      // Another process (another client on the same database) uses the stored token.
      const second = new OpenWispClient({ url: sim.url, ...sim.credentials, tokenStore: tokenStore() })
      await deviceAt(second, devicePath(deviceIds[1]!))
      expect(tokenRequests(since())).toHaveLength(1)

      sim.revokeToken()
      await deviceAt(second, devicePath(deviceIds[2]!))
      expect(tokenRequests(since())).toHaveLength(2)
      const renewed = await stored()
      expect(renewed).toHaveLength(1)
      expect(renewed[0]).not.toBe(saved)

      const third = new OpenWispClient({ url: sim.url, ...sim.credentials, tokenStore: tokenStore() })
      await deviceAt(third, devicePath(deviceIds[3]!))
      expect(tokenRequests(since())).toHaveLength(2)
      expect(apiRequests(since()).map((entry) => entry.status)).toEqual([200, 200, 401, 200, 200])
    } finally {
      await database.dispose()
    }
  })
})

describe('lists', () => {
  it('follow next across pages (250 devices, 100 a page) and return every device once', async () => {
    const bigSim = await startSimulator({ port: 0, devices: 250, orgs: 2, groups: 5, seed: 5, tokenLimitPerDay: 1000 })
    try {
      const since = mark(bigSim)
      const { client } = clientFor(bigSim)
      const devices = await client.list('/api/v1/controller/device/', deviceSchema)

      const ids = devices.map((device) => device.id)
      expect(ids).toHaveLength(250)
      expect(new Set(ids).size).toBe(250)
      expect([...ids].sort()).toEqual(managedDeviceIds(bigSim).sort())
      expect(apiRequests(since()).map((entry) => `${entry.status} ${entry.path}`)).toEqual([
        '200 /api/v1/controller/device/?page_size=100',
        '200 /api/v1/controller/device/?page=2&page_size=100',
        '200 /api/v1/controller/device/?page=3&page_size=100',
      ])
      // The device's secret key is not part of what the client returns.
      for (const device of devices) expect(device).not.toHaveProperty('key')
    } finally {
      await bigSim.close()
    }
  })
})

describe('failures', () => {
  it('retries a 5xx answer and then succeeds', async () => {
    const token = await validToken(sim)
    const { client, retries } = clientFor(sim, { tokenStore: memoryTokenStore(token) })
    const since = mark(sim)
    sim.setFaults({ failRequests: [1, 2] })
    try {
      const device = await deviceAt(client, devicePath(deviceIds[0]!))
      expect(device.id).toBe(deviceIds[0])
    } finally {
      sim.resetFaults()
    }
    expect(apiRequests(since()).map((entry) => entry.status)).toEqual([500, 500, 200])
    expect(retries).toHaveLength(2)
    for (const retry of retries) {
      expect(retry.call).toBe(`GET ${devicePath(deviceIds[0]!)}`)
      expect(retry.problem).toContain('500')
    }
  })

  it('sends a write once: after a 5xx it may have taken effect, so it fails instead of repeating', async () => {
    const token = await validToken(sim)
    const { client, retries } = clientFor(sim, { tokenStore: memoryTokenStore(token) })
    const since = mark(sim)
    sim.setFaults({ failRequests: [1] })
    try {
      const path = devicePath(deviceIds[1]!)
      const error = await failureOf(client.write('PATCH', path, { notes: 'once' }, deviceDetailSchema))
      expect(error.message).toContain(`PATCH ${path}`)
      expect(error.message).toContain('not sent again')
    } finally {
      sim.resetFaults()
    }
    expect(apiRequests(since()).map((entry) => entry.status)).toEqual([500])
    expect(retries).toHaveLength(0)
  })

  it('gives up after the last attempt of a call that keeps failing, naming the call', async () => {
    const token = await validToken(sim)
    const { client, retries } = clientFor(sim, { tokenStore: memoryTokenStore(token) })
    const since = mark(sim)
    sim.setFaults({ failRequests: [1, 2, 3, 4, 5, 6] })
    let error: OpenWispError
    try {
      error = await failureOf(deviceAt(client, devicePath(deviceIds[0]!)))
    } finally {
      sim.resetFaults()
    }
    expect(error.message).toContain(`GET ${devicePath(deviceIds[0]!)}`)
    expect(error.message).toContain('after 4 attempts')
    // OpenWISP's 500 is Django's HTML page: the error quotes its title rather than the markup.
    expect(error.message).toContain('HTML page "Server Error (500)"')
    expect(error.message).not.toContain('<')
    expect(error.status).toBe(500)
    expect(apiRequests(since()).map((entry) => entry.status)).toEqual([500, 500, 500, 500])
    expect(retries).toHaveLength(3)
  })

  it("honours a 429's Retry-After, then succeeds", async () => {
    const token = await validToken(sim)
    const { client, retries } = clientFor(sim, { tokenStore: memoryTokenStore(token) })
    const since = mark(sim)
    sim.setFaults({ rateLimit: { everyNth: 2, retryAfterSeconds: 1 } })
    let waited: number
    try {
      await deviceAt(client, devicePath(deviceIds[0]!)) // the 1st request passes
      const started = Date.now()
      const device = await deviceAt(client, devicePath(deviceIds[1]!)) // the 2nd is throttled
      waited = Date.now() - started
      expect(device.id).toBe(deviceIds[1])
    } finally {
      sim.resetFaults()
    }
    expect(apiRequests(since()).map((entry) => entry.status)).toEqual([200, 429, 200])
    expect(retries).toEqual([
      {
        call: `GET ${devicePath(deviceIds[1]!)}`,
        problem: expect.stringContaining('Request was throttled'),
        waitMs: 1000,
      },
    ])
    expect(waited).toBeGreaterThanOrEqual(950)
  })

  it('fails at once on a 429 asking to wait longer than maxRetryAfterSeconds', async () => {
    const token = await validToken(sim)
    const { client, retries } = clientFor(sim, { tokenStore: memoryTokenStore(token), maxRetryAfterSeconds: 2 })
    const since = mark(sim)
    sim.setFaults({ rateLimit: { everyNth: 1, retryAfterSeconds: 30 } })
    let error: OpenWispError
    try {
      error = await failureOf(deviceAt(client, devicePath(deviceIds[0]!)))
    } finally {
      sim.resetFaults()
    }
    expect(error.status).toBe(429)
    expect(error.message).toContain(`GET ${devicePath(deviceIds[0]!)}`)
    expect(error.message).toContain('Request was throttled')
    expect(error.message).toContain('asked to wait 30 s')
    expect(apiRequests(since()).map((entry) => entry.status)).toEqual([429])
    expect(retries).toEqual([])
  })

  it("reports a wrong path's HTML 404 page as such, not as JSON nor as a missing device", async () => {
    const token = await validToken(sim)
    const { client } = clientFor(sim, { tokenStore: memoryTokenStore(token) })
    const path = '/api/v1/controller/device/not-a-uuid/'
    const since = mark(sim)
    const error = await failureOf(deviceAt(client, path))

    expect(apiRequests(since()).map((entry) => entry.status)).toEqual([404])
    expect(error.message).toContain(`GET ${path}`)
    expect(error.message).toContain('404')
    // The simulator answers Django's "Not Found" page (text/html); the error should say so.
    expect(error.message).toMatch(/HTML page "Not Found"/)
  })

  it('find answers null for a device OpenWISP does not have (JSON 404)', async () => {
    const token = await validToken(sim)
    const { client } = clientFor(sim, { tokenStore: memoryTokenStore(token) })
    expect(await client.find(devicePath(randomUUID()), deviceDetailSchema)).toBeNull()
    expect(await client.find(devicePath(deviceIds[0]!), deviceDetailSchema)).toMatchObject({ id: deviceIds[0] })
  })

  it('abandons a request that gets no answer within timeoutMs and says so', async () => {
    const token = await validToken(sim)
    const { client, retries } = clientFor(sim, { tokenStore: memoryTokenStore(token), timeoutMs: 100, maxAttempts: 2 })
    const since = mark(sim)
    sim.setFaults({ latencyMs: 400 })
    let error: OpenWispError
    try {
      error = await failureOf(deviceAt(client, devicePath(deviceIds[0]!)))
      // The simulator still finishes the abandoned requests; wait for them so later tests count from zero.
      await until(() => apiRequests(since()).length === 2, 'the abandoned requests', 10_000)
    } finally {
      sim.resetFaults()
    }
    expect(error.message).toContain(`GET ${devicePath(deviceIds[0]!)}`)
    expect(error.message).toContain('no answer within 100 ms')
    expect(error.message).toContain('after 2 attempts')
    expect(retries).toHaveLength(1)
    expect(retries[0]?.problem).toContain('no answer within 100 ms')
  })

  it('retries a network error (nothing listening) and then reports it', async () => {
    const closed = await closedPort()
    const retries: Retry[] = []
    const client = new OpenWispClient({
      url: `http://127.0.0.1:${closed}`,
      username: 'console',
      password: 'secret',
      tokenStore: memoryTokenStore('a'.repeat(40)),
      maxAttempts: 3,
      backoffBaseMs: 5,
      onRetry: (call, problem, waitMs) => retries.push({ call, problem, waitMs }),
    })
    const error = await failureOf(deviceAt(client, devicePath(deviceIds[0]!)))

    expect(error.message).toContain(`GET ${devicePath(deviceIds[0]!)}`)
    expect(error.message).toContain('network error')
    expect(error.message).toContain('after 3 attempts')
    expect(retries).toHaveLength(2)
    for (const retry of retries) expect(retry.problem).toContain('network error')

    // Without a stored token, the token call is the one retried and named.
    const fresh = new OpenWispClient({
      url: `http://127.0.0.1:${closed}`,
      username: 'console',
      password: 'secret',
      tokenStore: memoryTokenStore(),
      maxAttempts: 2,
      backoffBaseMs: 5,
    })
    const tokenError = await failureOf(fresh.list('/api/v1/controller/device/', deviceSchema))
    expect(tokenError.message).toContain(`POST ${tokenPath}`)
    expect(tokenError.message).toContain('network error')
    expect(tokenError.message).toContain('after 2 attempts')
  })
})

describe('links and bodies from elsewhere', () => {
  let server: Server
  let origin: string
  const seen: { url: string; authorization: string | undefined }[] = []
  const groups = [1, 2].map((n) => ({
    id: randomUUID(),
    name: `Group ${n}`,
    organization: randomUUID(),
    description: '',
    templates: [],
    context: {},
    meta_data: {},
    created: '2025-01-01T00:00:00Z',
    modified: '2025-01-01T00:00:00Z',
  }))

  /** A controller (optionally under /openwisp) whose `next` links name another host. */
  function answer(request: IncomingMessage) {
    const url = new URL(request.url ?? '/', 'http://local.invalid')
    const path = url.pathname.replace(/^\/openwisp/, '')
    const prefix = url.pathname.startsWith('/openwisp') ? '/openwisp' : ''
    if (path === '/api/v1/controller/group/') {
      const page = url.searchParams.get('page') ?? '1'
      const body =
        page === '1'
          ? {
              count: 2,
              next: `http://evil.invalid${prefix}/api/v1/controller/group/?page=2&page_size=100`,
              previous: null,
              results: [groups[0]],
            }
          : {
              count: 2,
              next: null,
              previous: `http://evil.invalid${prefix}/api/v1/controller/group/`,
              results: [groups[1]],
            }
      return { status: 200, type: 'application/json', body: JSON.stringify(body) }
    }
    if (path === '/api/v1/users/organization/') {
      // A proxy answering 200 with a page of its own.
      return { status: 200, type: 'text/html', body: '<html><head><title>Portal</title></head></html>' }
    }
    return { status: 404, type: 'application/json', body: JSON.stringify({ detail: 'Not found.' }) }
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ url: request.url ?? '', authorization: request.headers.authorization })
      const { status, type, body } = answer(request)
      response.writeHead(status, { 'content-type': type })
      response.end(body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('fetches a `next` that names another host from the configured origin, with the token', async () => {
    seen.length = 0
    const client = new OpenWispClient({
      url: origin,
      username: 'console',
      password: 'secret',
      tokenStore: memoryTokenStore('local-token'),
    })
    const listed = await client.list('/api/v1/controller/group/', openwispGroupSchema)

    expect(listed.map((group) => group.id)).toEqual(groups.map((group) => group.id))
    expect(seen).toEqual([
      { url: '/api/v1/controller/group/?page_size=100', authorization: 'Bearer local-token' },
      { url: '/api/v1/controller/group/?page=2&page_size=100', authorization: 'Bearer local-token' },
    ])
  })

  it('keeps the path prefix of the configured URL when following `next`', async () => {
    seen.length = 0
    const client = new OpenWispClient({
      url: `${origin}/openwisp/`,
      username: 'console',
      password: 'secret',
      tokenStore: memoryTokenStore('local-token'),
    })
    const listed = await client.list('/api/v1/controller/group/', openwispGroupSchema)

    expect(listed).toHaveLength(2)
    expect(seen.map((entry) => entry.url)).toEqual([
      '/openwisp/api/v1/controller/group/?page_size=100',
      '/openwisp/api/v1/controller/group/?page=2&page_size=100',
    ])
  })

  it('reports a 200 answer that is not JSON as a clear error', async () => {
    const client = new OpenWispClient({
      url: origin,
      username: 'console',
      password: 'secret',
      tokenStore: memoryTokenStore('local-token'),
    })
    const error = await failureOf(client.list('/api/v1/users/organization/', organizationSchema))
    expect(error.message).toContain('GET /api/v1/users/organization/')
    expect(error.message).toContain('not JSON')
  })
})
