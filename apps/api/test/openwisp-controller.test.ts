import { apiPaths, openwispCheckSchema, openwispControllerSchema, openwispLinksSchema } from '@wifi/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { uniqueTag, venueInput } from './support/management.ts'
import { syncToEnd } from './support/sync-runs.ts'
import { closedPort } from './support/closed-port.ts'
import { startTestApp, type TestApp } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * The OpenWisp page's API: where the console reaches the controller, a check on demand (answering, token or
 * credentials refused, unreachable, failing), the device groups with their venues, and admins only.
 */

const {
  api,
  database,
  openwisp: sim,
  userWithSession,
} = useTestApp({ openwisp: { devices: 12, orgs: 1, groups: 4, seed: 33 }, env: { SYNC_COOLDOWN_SECONDS: '0' } })

let admin: { token: string }
let customer: { token: string }

const envFor = (url: string, password = sim.credentials.password) => ({
  OPENWISP_URL: url,
  OPENWISP_USERNAME: sim.credentials.username,
  OPENWISP_PASSWORD: password,
  SYNC_COOLDOWN_SECONDS: '0',
})

beforeAll(async () => {
  admin = await userWithSession({ role: 'admin' })
  customer = await userWithSession({ role: 'customer' })
})

/** A second app on the same database, reaching OpenWISP with other settings. */
async function withApp<Result>(env: Record<string, string>, use: (app: TestApp) => Promise<Result>) {
  const other = await startTestApp({ database: database.handle, env })
  try {
    return await use(other)
  } finally {
    await other.close()
  }
}

async function check(app: TestApp) {
  const response = await app.request('POST', apiPaths.openwispCheck, { token: admin.token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return openwispCheckSchema.parse(response.body)
}

describe('the controller', () => {
  it('says where the console reaches OpenWISP, never the password, and how the last runs went', async () => {
    const before = await api.request('GET', apiPaths.openwispController, { token: admin.token })
    expect(before.status).toBe(200)
    expect(openwispControllerSchema.parse(before.body)).toEqual({
      configured: true,
      url: sim.url,
      username: sim.credentials.username,
      lastSucceededAt: null,
      lastFailure: null,
    })
    expect(JSON.stringify(before.body)).not.toContain(sim.credentials.password)

    const succeeded = await syncToEnd(api, apiPaths.accessPointsSync, admin.token)
    sim.setFaults({ serverErrorRate: 1 })
    let failed
    try {
      failed = await syncToEnd(api, apiPaths.accessPointsSync, admin.token)
    } finally {
      sim.resetFaults()
    }
    expect(failed.status).toBe('failed')
    const after = openwispControllerSchema.parse(
      (await api.request('GET', apiPaths.openwispController, { token: admin.token })).body,
    )
    expect(after.lastSucceededAt).toBe(succeeded.finishedAt)
    expect(after.lastFailure).toEqual({ runId: failed.id, at: failed.finishedAt, error: failed.error })
  })

  it('without OPENWISP_URL: not configured, and a check answers 503', async () => {
    await withApp({}, async (bare) => {
      const state = await bare.request('GET', apiPaths.openwispController, { token: admin.token })
      expect(state.body).toMatchObject({ configured: false, url: null, username: null })
      const checked = await bare.request('POST', apiPaths.openwispCheck, { token: admin.token })
      expect(checked.status).toBe(503)
      expect(checked.body.code).toBe('OPENWISP_NOT_CONFIGURED')
    })
  })
})

describe('a check on demand', () => {
  it('ok: OpenWISP answered and took the token', async () => {
    expect(await check(api)).toMatchObject({ outcome: 'ok', message: null })
  })

  it('refused: a revoked token renewed with credentials OpenWISP refuses', async () => {
    sim.revokeToken()
    const checked = await withApp(envFor(sim.url, 'not-the-password'), check)
    expect(checked.outcome).toBe('refused')
    expect(checked.message).toContain('/api/v1/users/token/')
  })

  it('unreachable: nothing answers at the address', async () => {
    const checked = await withApp(envFor(`http://127.0.0.1:${await closedPort()}`), check)
    expect(checked.outcome).toBe('unreachable')
    expect(checked.message).toContain('network error')
  })

  it('failed: OpenWISP answered an error', async () => {
    sim.setFaults({ serverErrorRate: 1 })
    try {
      const checked = await check(api)
      expect(checked.outcome).toBe('failed')
      expect(checked.message).toContain('500')
    } finally {
      sim.resetFaults()
    }
  })
})

describe('device groups and venues', () => {
  it('each group with the venue it feeds, the venues without a group, and a link to a group that is gone', async () => {
    const groups = sim.store.groups.filter((group) => sim.store.isManaged(group.organization))
    const create = async (overrides: { openwispGroupId?: string }) => {
      const response = await api.request('POST', apiPaths.venues, {
        token: admin.token,
        body: venueInput(uniqueTag(), overrides),
      })
      expect(response.status, JSON.stringify(response.body)).toBe(201)
      return response.body as { id: string; name: string }
    }
    const linked = await create({ openwispGroupId: groups[0]!.id })
    const doomed = await create({ openwispGroupId: groups[1]!.id })
    const unlinked = await create({})
    for (const device of [...sim.store.devices.values()].filter((device) => device.group === groups[1]!.id)) {
      sim.store.updateDevice(device.id, { group: null })
    }
    sim.store.deleteGroup(groups[1]!.id)

    const response = await api.request('GET', apiPaths.openwispLinks, { token: admin.token })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const links = openwispLinksSchema.parse(response.body)
    expect(links.groups.find((group) => group.id === groups[0]!.id)?.venue).toEqual({
      id: linked.id,
      name: linked.name,
    })
    expect(links.groups.some((group) => group.id === groups[1]!.id)).toBe(false)
    expect(links.groups.filter((group) => group.venue === null).length).toBe(groups.length - 2)
    expect(links.unlinkedVenues.items).toContainEqual({ id: unlinked.id, name: unlinked.name })
    expect(links.unlinkedVenues.total).toBe(links.unlinkedVenues.items.length)
    expect(links.staleLinks).toEqual([{ id: doomed.id, name: doomed.name, groupId: groups[1]!.id }])
  })
})

describe('who may', () => {
  it.each([
    ['GET', apiPaths.openwispController],
    ['POST', apiPaths.openwispCheck],
    ['GET', apiPaths.openwispLinks],
    ['GET', apiPaths.deviceGroups],
  ] as const)('%s %s: a customer gets 403, nobody signed in 401', async (method, path) => {
    const asCustomer = await api.request(method, path, { token: customer.token })
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.body.code).toBe('FORBIDDEN')
    const anonymous = await api.request(method, path)
    expect(anonymous.status).toBe(401)
  })
})
