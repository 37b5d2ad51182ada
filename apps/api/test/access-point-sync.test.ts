import { randomUUID } from 'node:crypto'
import {
  accessPointSchema,
  apiPaths,
  auditEntrySchema,
  listResponseSchema,
  msg,
  syncRunSchema,
  venueSchema,
  venueSyncStateSchema,
  type AccessPoint,
  type SyncRun,
  type VenueInput,
} from '@wifi/contract'
import type { DeviceRecord, GroupRecord, NewDevice, Simulator } from '@wifi/openwisp-sim'
import { asc, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accessPoints,
  openwispTokens,
  syncRuns,
  syncScopeLocks,
  venues,
  type AccessPointRow,
} from '../src/db/schema.ts'
import { createSecretBox } from '../src/security/secret-box.ts'
import { auditOf, uniqueTag, venueInput, withQuery } from './support/management.ts'
import { mark, sleep, tokenRequests, until } from './support/simulator-requests.ts'
import { endedRun } from './support/sync-runs.ts'
import { startTestApp, testSecretsKey, type ApiResponse } from './support/test-app.ts'
import { openwispEnv, syncingFrom } from './support/use-test-app.ts'
import { useWorld, type Caller, type World } from './support/world.ts'

/**
 * Access points synchronised from the OpenWISP simulator through the real app: the contract's mapping table,
 * created / updated / unchanged / removed, runs that fail and change nothing, 429s, a revoked token, data that
 * changes between pages, one run at a time with a cooldown, venues linked to device groups, the lookup a QR scan
 * makes and gateway secrets.
 */

/** Opens the gateway secrets the app stores sealed, with the key test apps use. */
const box = createSecretBox(Buffer.from(testSecretsKey, 'base64'))

/**
 * Starts a sync and, when it started (202), waits for the run to end: the answer's status, and its body — the run
 * as it ended, read by the same user — or the refusal.
 */
async function sync(world: World, path: string, token: string): Promise<ApiResponse> {
  const started = await world.request('POST', path, { token })
  if (started.status !== 202) return started
  expect(syncRunSchema.parse(started.body)).toMatchObject({ status: 'running', finishedAt: null })
  return { ...started, body: await endedRun(world, started.body.id, token) }
}

const syncAll = (world: World, token = world.admin.token) => sync(world, apiPaths.accessPointsSync, token)
const syncVenue = (world: World, venueId: string, token = world.admin.token) =>
  sync(world, apiPaths.venueSync(venueId), token)
const lookUp = (world: World, query: { id?: string; mac?: string }) =>
  world.request('GET', withQuery(apiPaths.accessPointLookup, query))

/** A sync that must succeed: its run, checked against the contract. */
async function synced(world: World, venueId?: string): Promise<SyncRun> {
  const response = venueId ? await syncVenue(world, venueId) : await syncAll(world)
  expect(response.status, JSON.stringify(response.body)).toBe(202)
  const run = syncRunSchema.parse(response.body)
  expect(run).toMatchObject({ status: 'succeeded', error: null })
  return run
}

async function accessPointOf(world: World, deviceId: string): Promise<AccessPoint> {
  const response = await lookUp(world, { id: deviceId })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return accessPointSchema.parse(response.body)
}

/** Every access point row, in a stable order: compared whole to prove what a run did or did not touch. */
const rowsOf = (world: World) => world.db.select().from(accessPoints).orderBy(asc(accessPoints.openwispDeviceId))

async function rowOf(world: World, deviceId: string): Promise<AccessPointRow> {
  const [row] = await world.db.select().from(accessPoints).where(eq(accessPoints.openwispDeviceId, deviceId))
  if (!row) throw new Error(`no access point for device ${deviceId}`)
  return row
}

async function runCount(world: World): Promise<number> {
  const [row] = await world.db.select({ value: count() }).from(syncRuns)
  return row?.value ?? 0
}

const byDevice = (rows: AccessPointRow[]) => new Map(rows.map((row) => [row.openwispDeviceId, row]))

function managedDevices(sim: Simulator): DeviceRecord[] {
  return [...sim.store.devices.values()].filter((device) => sim.store.isManaged(device.organization))
}

function managedGroups(sim: Simulator): GroupRecord[] {
  return sim.store.groups.filter((group) => sim.store.isManaged(group.organization))
}

/** Managed devices in the order the device list serves them (newest first). */
function devicesNewestFirst(sim: Simulator): DeviceRecord[] {
  return sim.store.devicesNewestFirst().filter((device) => sim.store.isManaged(device.organization))
}

/**
 * Waits until the simulator has served nothing for `ms`: requests a failed run left retrying in the background
 * must not count towards the next test's faults. The client's longest back-off between two attempts is 1 s.
 */
async function quiet(sim: Simulator, ms = 1_500) {
  let seen = sim.requests.length
  let since = Date.now()
  while (Date.now() - since < ms) {
    await sleep(50)
    if (sim.requests.length !== seen) {
      seen = sim.requests.length
      since = Date.now()
    }
  }
}

async function createVenue(world: World, overrides: Partial<VenueInput> = {}) {
  const response = await world.request('POST', apiPaths.venues, { body: venueInput(uniqueTag(), overrides) })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return venueSchema.parse(response.body)
}

/** The admin's PUT: every field as it was, with the given device group. */
async function linkVenue(world: World, venueId: string, openwispGroupId: string | null) {
  const current = venueSchema.parse((await world.request('GET', apiPaths.venue(venueId))).body)
  return world.request('PUT', apiPaths.venue(venueId), {
    body: {
      name: current.name,
      owner: current.owner,
      email: current.email,
      phone: current.phone,
      address: current.address,
      website: current.website,
      status: current.status,
      ssid: current.ssid,
      wifiPassword: current.wifiPassword,
      memberEmails: [],
      openwispGroupId,
    },
  })
}

describe('the mapping table, the lookup and gateways', () => {
  // The devices are added by the test, once the app has started (it asks OpenWISP nothing until a sync).
  const { world, openwisp: sim } = useWorld(syncingFrom({ devices: 0, orgs: 2, groups: 4, seed: 31 }))
  let groupA: GroupRecord
  let groupB: GroupRecord
  const problemReason = 'uci: Parse error (invalid character) at line 12, byte 5'
  const devices = {} as Record<
    | 'full'
    | 'lastIpOnly'
    | 'noIp'
    | 'deactivatedDevice'
    | 'configDeactivating'
    | 'configDeactivated'
    | 'monitoringDeactivated'
    | 'critical'
    | 'problem'
    | 'unknown'
    | 'configError'
    | 'configNull'
    | 'problemAndConfigError'
    | 'otherOrganization'
    | 'inGroupA'
    | 'inGroupB',
    DeviceRecord
  >
  let firstRun: ApiResponse

  beforeAll(async () => {
    const [orgA, orgB] = sim.store.managedOrganizations()
    ;[groupA, groupB] = managedGroups(sim) as [GroupRecord, GroupRecord]
    const location = sim.store.addLocation({
      organization: orgA!.id,
      name: 'Cộng Cà Phê Tràng Tiền',
      type: 'outdoor',
      is_mobile: false,
      address: '1 Tràng Tiền, Hà Nội, Việt Nam',
      latitude: 21.024567,
      longitude: 105.856789,
    })
    const add = (fields: NewDevice) =>
      sim.store.addDevice({
        organization: orgA!.id,
        config: { status: 'applied' },
        monitoring: { status: 'ok' },
        ...fields,
      })
    devices.full = add({
      name: 'ap-cong-trang-tien-01',
      mac_address: 'A4:2B:B0:1C:2D:3E',
      management_ip: '10.8.0.10',
      last_ip: '113.160.1.20',
      os: 'OpenWrt 23.05.3 r23809-234f1a2efa',
      system: 'MediaTek MT7621 ver:1 eco:3',
      model: 'TP-Link EAP225 v3',
      notes: 'Quầy bar, tầng 2',
      config: { status: 'applied', backend: 'netjsonconfig.OpenWisp' },
      location,
      ssid: 'Cong-Guest',
    })
    // OpenWISP stores MACs upper-case, but the contract's pattern allows any case and "-": the console normalises.
    sim.store.getDevice(devices.full.id)!.mac_address = 'a4-2b-b0-1c-2d-3e'
    devices.lastIpOnly = add({ last_ip: '14.161.2.3', management_ip: null })
    devices.noIp = add({ last_ip: null, management_ip: null })
    devices.deactivatedDevice = add({ is_deactivated: true, monitoring: { status: 'critical' } })
    devices.configDeactivating = add({ config: { status: 'deactivating' } })
    devices.configDeactivated = add({ config: { status: 'deactivated' } })
    devices.monitoringDeactivated = add({ monitoring: { status: 'deactivated' } })
    devices.critical = add({ monitoring: { status: 'critical' } })
    devices.problem = add({})
    sim.store.setMonitoringStatus(devices.problem.id, 'problem', ['Memory usage', 'Disk usage'])
    devices.unknown = add({ config: { status: 'modified' }, monitoring: { status: 'unknown' } })
    devices.configError = add({ config: { status: 'error', error_reason: problemReason } })
    devices.configNull = add({ config: null })
    devices.problemAndConfigError = add({ config: { status: 'error', error_reason: problemReason } })
    sim.store.setMonitoringStatus(devices.problemAndConfigError.id, 'problem', ['CPU usage'])
    devices.otherOrganization = add({ organization: orgB!.id })
    devices.inGroupA = add({ group: groupA.id, organization: groupA.organization })
    devices.inGroupB = add({ group: groupB.id, organization: groupB.organization })

    firstRun = await syncAll(world)
  })

  it('creates one access point per device OpenWISP shows (not those of an unmanaged organization)', async () => {
    expect(firstRun.status, JSON.stringify(firstRun.body)).toBe(202)
    const visible = managedDevices(sim)
    expect(firstRun.body).toMatchObject({
      status: 'succeeded',
      scope: 'all',
      created: visible.length,
      updated: 0,
      unchanged: 0,
      removed: 0,
    })
    const rows = await rowsOf(world)
    expect(rows.map((row) => row.openwispDeviceId).sort()).toEqual(visible.map((device) => device.id).sort())
  })

  it.each([
    [
      'a deactivated device (even when critical)',
      'deactivatedDevice',
      'maintenance',
      'critical',
      'configured',
      'inactive',
    ],
    ['config "deactivating"', 'configDeactivating', 'maintenance', 'ok', 'pending', 'inactive'],
    ['config "deactivated"', 'configDeactivated', 'maintenance', 'ok', 'not_available', 'inactive'],
    ['monitoring "deactivated"', 'monitoringDeactivated', 'maintenance', 'deactivated', 'configured', 'inactive'],
    ['monitoring "critical"', 'critical', 'offline', 'critical', 'configured', 'active'],
    ['monitoring "ok", config "applied"', 'full', 'online', 'ok', 'configured', 'active'],
    ['monitoring "unknown" (never reported), config "modified"', 'unknown', 'offline', 'unknown', 'pending', 'active'],
    ['config "error"', 'configError', 'online', 'ok', 'error', 'active'],
    ['no configuration (config null)', 'configNull', 'online', 'ok', 'not_available', 'active'],
  ] as const)('maps %s', async (_label, key, healthStatus, monitoringStatus, configStatus, status) => {
    const accessPoint = await accessPointOf(world, devices[key].id)
    expect(accessPoint).toMatchObject({ healthStatus, monitoringStatus, configStatus, status })
    if (key === 'configError') expect(accessPoint.errorReason).toContain(problemReason)
    else expect(accessPoint.errorReason).toBeNull()
  })

  it('maps monitoring "problem" to error, naming the unhealthy metrics only', async () => {
    const accessPoint = await accessPointOf(world, devices.problem.id)
    expect(accessPoint).toMatchObject({
      healthStatus: 'error',
      monitoringStatus: 'problem',
      configStatus: 'configured',
      status: 'active',
    })
    expect(accessPoint.errorReason).toContain('Memory usage')
    expect(accessPoint.errorReason).toContain('Disk usage')
    expect(accessPoint.errorReason).not.toContain('CPU usage')
    expect(accessPoint.errorReason).not.toContain('ping')
  })

  it('keeps both reasons when the device has a problem and its configuration failed', async () => {
    const accessPoint = await accessPointOf(world, devices.problemAndConfigError.id)
    expect(accessPoint).toMatchObject({ healthStatus: 'error', configStatus: 'error' })
    expect(accessPoint.errorReason).toContain(problemReason)
    expect(accessPoint.errorReason).toContain('CPU usage')
  })

  it('a second sync with nothing changed in OpenWISP keeps every mapped status (all unchanged)', async () => {
    const before = await rowsOf(world)
    const run = await synced(world)
    expect(run).toMatchObject({ created: 0, updated: 0, unchanged: before.length, removed: 0 })
    const after = byDevice(await rowsOf(world))
    for (const row of before) {
      const { lastSyncedAt: _before, ...kept } = row
      const { lastSyncedAt: _after, ...now } = after.get(row.openwispDeviceId)!
      expect(now, row.name).toEqual(kept)
    }
    expect(await accessPointOf(world, devices.deactivatedDevice.id)).toMatchObject({
      healthStatus: 'maintenance',
      status: 'inactive',
    })
  })

  it('maps addresses, hardware, backend, note, coordinates, organization and SSID', async () => {
    const [orgA, orgB] = sim.store.managedOrganizations()
    const full = await accessPointOf(world, devices.full.id)
    expect(full).toMatchObject({
      openwispDeviceId: devices.full.id,
      name: 'ap-cong-trang-tien-01',
      macAddress: 'A4:2B:B0:1C:2D:3E',
      ipAddress: '10.8.0.10',
      firmware: 'OpenWrt 23.05.3 r23809-234f1a2efa',
      system: 'MediaTek MT7621 ver:1 eco:3',
      model: 'TP-Link EAP225 v3',
      backend: 'netjsonconfig.OpenWisp',
      note: 'Quầy bar, tầng 2',
      latitude: 21.024567,
      longitude: 105.856789,
      organization: orgA!.id,
      organizationName: orgA!.name,
      group: null,
      ssid: 'Cong-Guest',
      venueId: null,
      venueName: null,
      removedAt: null,
      gatewayKind: null,
      hasGatewaySecret: false,
    })
    expect(full.deviceCode).toMatch(/^AP-\d{6}$/)

    expect((await accessPointOf(world, devices.lastIpOnly.id)).ipAddress).toBe('14.161.2.3')
    expect((await accessPointOf(world, devices.noIp.id)).ipAddress).toBeNull()
    const withoutConfig = await accessPointOf(world, devices.configNull.id)
    expect(withoutConfig).toMatchObject({ backend: null, ssid: null, latitude: null, longitude: null })
    expect((await accessPointOf(world, devices.critical.id)).backend).toBe('netjsonconfig.OpenWrt')
    const other = await accessPointOf(world, devices.otherOrganization.id)
    expect(other).toMatchObject({ organization: orgB!.id, organizationName: orgB!.name })
    expect((await accessPointOf(world, devices.inGroupA.id)).group).toBe(groupA.id)

    // The same, straight from the database.
    const row = await rowOf(world, devices.full.id)
    expect(row).toMatchObject({
      macAddress: 'A4:2B:B0:1C:2D:3E',
      ipAddress: '10.8.0.10',
      latitude: 21.024567,
      longitude: 105.856789,
      organizationId: orgA!.id,
      organizationName: orgA!.name,
      ssid: 'Cong-Guest',
      healthStatus: 'online',
      configStatus: 'configured',
      monitoringStatus: 'ok',
    })
    expect(row.openwispModifiedAt.toISOString()).toBe(new Date(devices.full.modified).toISOString())
  })

  it('finds an access point by MAC in any case and with either separator', async () => {
    const expected = (await accessPointOf(world, devices.full.id)).id
    for (const mac of ['a4-2b-b0-1c-2d-3e', 'A4:2B:B0:1C:2D:3E', 'a4:2B-b0:1c-2D:3e', ' A4-2B-B0-1C-2D-3E ']) {
      const response = await lookUp(world, { mac })
      expect(response.status, `${mac}: ${JSON.stringify(response.body)}`).toBe(200)
      expect(response.body.id).toBe(expected)
    }
    // By the console's own id, by both, and a MAC nobody has.
    expect((await lookUp(world, { id: expected })).body.openwispDeviceId).toBe(devices.full.id)
    expect((await lookUp(world, { id: devices.full.id, mac: 'a4-2b-b0-1c-2d-3e' })).status).toBe(200)
    expect((await lookUp(world, { mac: '00:11:22:33:44:55' })).status).toBe(404)
    expect((await lookUp(world, { id: devices.full.id, mac: '00:11:22:33:44:55' })).status).toBe(404)
    expect((await lookUp(world, { id: randomUUID() })).status).toBe(404)
    expect((await lookUp(world, { mac: 'not-a-mac' })).status).toBe(400)
    expect((await world.request('GET', apiPaths.accessPointLookup)).status).toBe(400)
  })

  it('stores a gateway kind and secret; answers and the audit trail never show the secret', async () => {
    const accessPoint = await accessPointOf(world, devices.full.id)
    const secret = `uam-secret-${uniqueTag()}`
    const response = await world.request('PUT', apiPaths.accessPointGateway(accessPoint.id), {
      body: { kind: 'chilli', secret },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(accessPointSchema.parse(response.body)).toMatchObject({
      id: accessPoint.id,
      gatewayKind: 'chilli',
      hasGatewaySecret: true,
    })
    expect(JSON.stringify(response.body)).not.toContain(secret)

    const looked = await lookUp(world, { id: devices.full.id })
    expect(looked.body).toMatchObject({ gatewayKind: 'chilli', hasGatewaySecret: true })
    expect(JSON.stringify(looked.body)).not.toContain(secret)
    // Stored sealed (docs/decisions/012): the row does not hold the secret, the key opens it.
    const stored = await rowOf(world, devices.full.id)
    expect(stored.gatewayKind).toBe('chilli')
    expect(stored.gatewaySecret).not.toContain(secret)
    expect(createSecretBox(Buffer.from(testSecretsKey, 'base64')).open(stored.gatewaySecret!, 'gateway-secret')).toBe(
      secret,
    )

    const newSecret = `fas-key-${uniqueTag()}`
    const changed = await world.request('PUT', apiPaths.accessPointGateway(accessPoint.id), {
      body: { kind: 'opennds', secret: newSecret },
    })
    expect(changed.status).toBe(200)
    expect(JSON.stringify(changed.body)).not.toContain(newSecret)

    const audit = await auditOf(world.api, world.admin.token, accessPoint.id)
    const entries = audit.body.items.map((item: unknown) => auditEntrySchema.parse(item))
    expect(entries).toHaveLength(2)
    expect(entries[0]).toMatchObject({
      entity: 'access_point',
      action: 'update',
      actorEmail: world.admin.user.email,
      changes: { gatewayKind: ['chilli', 'opennds'], gatewaySecret: ['[hidden]', '[hidden]'] },
    })
    expect(entries[1]).toMatchObject({
      changes: { gatewayKind: [null, 'chilli'], gatewaySecret: [null, '[hidden]'] },
    })
    expect(JSON.stringify(audit.body)).not.toContain(secret)
    expect(JSON.stringify(audit.body)).not.toContain(newSecret)

    // A sync that changes the device keeps the console's own gateway settings.
    sim.store.updateDevice(devices.full.id, { notes: 'Quầy bar, tầng 3' })
    await synced(world)
    const resynced = await rowOf(world, devices.full.id)
    expect(resynced).toMatchObject({ note: 'Quầy bar, tầng 3', gatewayKind: 'opennds' })
    expect(box.open(resynced.gatewaySecret!, 'gateway-secret')).toBe(newSecret)

    // The kind alone changes, the secret set stays (the console's dialog leaves the secret empty to keep it).
    const kindOnly = await world.request('PUT', apiPaths.accessPointGateway(accessPoint.id), {
      body: { kind: 'chilli' },
    })
    expect(kindOnly.status, JSON.stringify(kindOnly.body)).toBe(200)
    expect(kindOnly.body).toMatchObject({ gatewayKind: 'chilli', hasGatewaySecret: true })
    expect(box.open((await rowOf(world, devices.full.id)).gatewaySecret!, 'gateway-secret')).toBe(newSecret)

    expect(
      (await world.request('PUT', apiPaths.accessPointGateway(accessPoint.id), { body: { kind: 'x', secret: 's' } }))
        .status,
    ).toBe(400)
    expect(
      (await world.request('PUT', apiPaths.accessPointGateway(randomUUID()), { body: { kind: 'chilli', secret: 's' } }))
        .status,
    ).toBe(404)
  })

  it('refuses a gateway kind without a secret when none is set, naming the secret field', async () => {
    const accessPoint = await accessPointOf(world, devices.noIp.id)
    const response = await world.request('PUT', apiPaths.accessPointGateway(accessPoint.id), {
      body: { kind: 'opennds' },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { secret: msg.gatewaySecretRequired } })
    expect(await rowOf(world, devices.noIp.id)).toMatchObject({ gatewayKind: null, gatewaySecret: null })
  })

  it("lists OpenWISP's device groups for an admin", async () => {
    const response = await world.request('GET', apiPaths.deviceGroups)
    expect(response.status).toBe(200)
    const expected = managedGroups(sim).map(({ id, name, organization, description }) => ({
      id,
      name,
      organization,
      description,
    }))
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
    expect([...response.body].sort(byId)).toEqual(expected.sort(byId))
  })

  describe('venues linked to device groups', () => {
    it('a venue without a device group cannot sync (409 VENUE_NOT_LINKED) and records no run', async () => {
      const venue = await createVenue(world)
      const runsBefore = await runCount(world)
      const response = await syncVenue(world, venue.id)
      expect(response.status).toBe(409)
      expect(response.body.code).toBe('VENUE_NOT_LINKED')
      expect(await runCount(world)).toBe(runsBefore)
    })

    it("a venue's sync touches only its group's access points and links them to the venue", async () => {
      const venue = await createVenue(world)
      const linked = await linkVenue(world, venue.id, groupA.id)
      expect(linked.status, JSON.stringify(linked.body)).toBe(200)
      expect(linked.body.openwispGroupId).toBe(groupA.id)
      // Linking attaches the group's access points at once.
      expect((await rowOf(world, devices.inGroupA.id)).venueId).toBe(venue.id)
      expect((await rowOf(world, devices.inGroupB.id)).venueId).toBeNull()

      // Changes in and outside the group; only the group's may be applied.
      const added = sim.store.addDevice({
        group: groupA.id,
        organization: groupA.organization,
        monitoring: { status: 'ok' },
      })
      sim.store.updateDevice(devices.inGroupA.id, { notes: 'Changed inside the group' })
      sim.store.updateDevice(devices.critical.id, { notes: 'Changed outside the group' })
      sim.store.updateDevice(devices.inGroupB.id, { notes: 'Changed in another group' })
      const before = await rowsOf(world)

      const run = await synced(world, venue.id)
      expect(run).toMatchObject({
        scope: 'venue',
        venueId: venue.id,
        venueName: venue.name,
        startedBy: world.admin.user.email,
        created: 1,
        updated: 1,
        unchanged: 0,
        removed: 0,
      })

      const after = byDevice(await rowsOf(world))
      for (const row of before) {
        if (row.groupId === groupA.id) continue
        expect(after.get(row.openwispDeviceId), `${row.name} is outside the venue's group`).toEqual(row)
      }
      const inGroup = after.get(devices.inGroupA.id)!
      expect(inGroup).toMatchObject({ venueId: venue.id, note: 'Changed inside the group' })
      const previous = before.find((row) => row.openwispDeviceId === devices.inGroupA.id)!
      expect(inGroup.lastSyncedAt.getTime()).toBeGreaterThan(previous.lastSyncedAt.getTime())
      expect(after.get(added.id)).toMatchObject({ venueId: venue.id, groupId: groupA.id, removedAt: null })
      expect((await lookUp(world, { id: added.id })).body).toMatchObject({ venueId: venue.id, venueName: venue.name })

      const runs = await world.request('GET', withQuery(apiPaths.syncRuns, { venueId: venue.id }))
      expect(runs.status).toBe(200)
      expect(runs.body.items).toEqual([run])

      // A full sync keeps the venue link and now applies the other changes.
      const full = await synced(world)
      expect(full.updated).toBe(2)
      expect(await rowOf(world, added.id)).toMatchObject({ venueId: venue.id })
      expect(await rowOf(world, devices.critical.id)).toMatchObject({
        note: 'Changed outside the group',
        venueId: null,
      })
    })

    it('a device group links to one venue only (409 with the field named)', async () => {
      const first = await createVenue(world)
      expect((await linkVenue(world, first.id, groupB.id)).status).toBe(200)
      const second = await createVenue(world)
      const response = await linkVenue(world, second.id, groupB.id)
      expect(response.status).toBe(409)
      expect(response.body.code).toBe('GROUP_ALREADY_LINKED')
      expect(response.body.fields).toHaveProperty('openwispGroupId')
      expect((await world.request('GET', apiPaths.venue(second.id))).body.openwispGroupId).toBeNull()
      expect((await rowOf(world, devices.inGroupB.id)).venueId).toBe(first.id)
      // Creating a venue with a linked group is refused the same way.
      const created = await world.request('POST', apiPaths.venues, {
        body: venueInput(uniqueTag(), { openwispGroupId: groupB.id }),
      })
      expect(created.status).toBe(409)
      expect(created.body.fields).toHaveProperty('openwispGroupId')
      // Unlink, so the next test may use the group.
      expect((await linkVenue(world, first.id, null)).status).toBe(200)
      expect((await rowOf(world, devices.inGroupB.id)).venueId).toBeNull()
    })

    it("changing a venue's group moves the access points' venue at once", async () => {
      const [, , groupC] = managedGroups(sim)
      const inGroupC = sim.store.addDevice({ group: groupC!.id, organization: groupC!.organization })
      await synced(world)
      const venue = await createVenue(world, { openwispGroupId: groupC!.id })
      expect((await rowOf(world, inGroupC.id)).venueId).toBe(venue.id)

      expect((await linkVenue(world, venue.id, groupB.id)).status).toBe(200)
      expect((await rowOf(world, inGroupC.id)).venueId).toBeNull()
      expect((await rowOf(world, devices.inGroupB.id)).venueId).toBe(venue.id)
      expect((await lookUp(world, { id: devices.inGroupB.id })).body.venueName).toBe(venue.name)

      expect((await linkVenue(world, venue.id, null)).status).toBe(200)
      expect((await rowOf(world, devices.inGroupB.id)).venueId).toBeNull()
    })
  })

  it('never stores nor shows the device key', async () => {
    const keys = managedDevices(sim).map((device) => device.key)
    expect(keys.length).toBeGreaterThan(10)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/)

    const answers = [...world.answers]
    for (const device of managedDevices(sim))
      answers.push(JSON.stringify((await lookUp(world, { id: device.id })).body))
    answers.push(JSON.stringify((await world.request('GET', withQuery(apiPaths.syncRuns, { pageSize: 100 }))).body))
    const stored = JSON.stringify(await rowsOf(world))
    const logs = JSON.stringify(world.api.logs)
    for (const key of keys) {
      expect(stored).not.toContain(key)
      expect(logs).not.toContain(key)
      for (const answer of answers) expect(answer).not.toContain(key)
    }
  })

  it('answers 503 OPENWISP_NOT_CONFIGURED when OPENWISP_URL is not set, recording no run', async () => {
    const bare = await startTestApp({ database: world.database.handle })
    try {
      const linkedVenue = await createVenue(world)
      const [, , , groupD] = managedGroups(sim)
      expect((await linkVenue(world, linkedVenue.id, groupD!.id)).status).toBe(200)
      const runsBefore = await runCount(world)
      const rowsBefore = await rowsOf(world)
      const token = world.admin.token
      for (const [method, path] of [
        ['POST', apiPaths.accessPointsSync],
        ['POST', apiPaths.venueSync(linkedVenue.id)],
        ['GET', apiPaths.deviceGroups],
      ] as const) {
        const response = await bare.request(method, path, { token })
        expect(response.status, `${method} ${path}`).toBe(503)
        expect(response.body.code).toBe('OPENWISP_NOT_CONFIGURED')
      }
      expect(await runCount(world)).toBe(runsBefore)
      expect(await rowsOf(world)).toEqual(rowsBefore)
      // What is already synced can still be looked up.
      expect(
        (await bare.request('GET', withQuery(apiPaths.accessPointLookup, { id: devices.full.id }), { token })).status,
      ).toBe(200)
    } finally {
      await bare.close()
    }
  })
})

describe('locations', () => {
  const { world, openwisp: sim } = useWorld(syncingFrom({ devices: 12, orgs: 1, groups: 2, seed: 71 }))

  it('a full sync takes each device to its current place, latitude from coordinates[1]', async () => {
    await synced(world)
    for (const device of managedDevices(sim)) {
      const row = await rowOf(world, device.id)
      if (device.location) {
        expect(row, device.name).toMatchObject({
          latitude: device.location.latitude,
          longitude: device.location.longitude,
        })
      } else expect(row, device.name).toMatchObject({ latitude: null, longitude: null })
    }

    // Places change without the device's `modified` moving (they are another table in OpenWISP).
    const [moved, unplaced] = managedDevices(sim).filter((device) => device.location !== null)
    const place = sim.store.addLocation({
      organization: moved!.organization,
      name: 'Kho Long Biên',
      type: 'indoor',
      is_mobile: false,
      address: 'Long Biên, Hà Nội, Việt Nam',
      latitude: 21.047,
      longitude: 105.8779,
    })
    sim.store.getDevice(moved!.id)!.location = place
    sim.store.getDevice(unplaced!.id)!.location = null
    const run = await synced(world)
    expect(run).toMatchObject({ updated: 2, created: 0, removed: 0 })
    expect(await rowOf(world, moved!.id)).toMatchObject({ latitude: 21.047, longitude: 105.8779 })
    expect(await rowOf(world, unplaced!.id)).toMatchObject({ latitude: null, longitude: null })
  })
})

describe('250 devices: counts, failures and changes during a run', () => {
  const { world, openwisp: sim } = useWorld(syncingFrom({ devices: 250, orgs: 2, groups: 5, seed: 41 }))

  const present = async () => (await rowsOf(world)).filter((row) => row.removedAt === null)
  /** A run that must succeed, with `faults` set in the simulator while it lasts. */
  async function syncedWith(faults: Parameters<Simulator['setFaults']>[0], venueId?: string) {
    sim.setFaults(faults)
    try {
      return await synced(world, venueId)
    } finally {
      sim.resetFaults()
    }
  }
  /** The rows marked removed so far; `removedSince` answers the devices of the rows marked after. */
  const removedRows = async () => new Set((await rowsOf(world)).filter((row) => row.removedAt).map((row) => row.id))
  const removedSince = async (before: Set<string>) =>
    (await rowsOf(world)).filter((row) => row.removedAt && !before.has(row.id)).map((row) => row.openwispDeviceId)
  /** A plain run first, so a test starts from the console in step with OpenWISP whatever the one before did. */
  const settle = () => synced(world)

  it('a first sync creates all 250 across three pages, and the run is listed', async () => {
    const since = mark(sim)
    const run = await synced(world)
    expect(run).toMatchObject({
      scope: 'all',
      venueId: null,
      venueName: null,
      startedBy: world.admin.user.email,
      created: 250,
      updated: 0,
      unchanged: 0,
      removed: 0,
    })
    expect(run.finishedAt).not.toBeNull()
    expect(Date.parse(run.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(run.startedAt))

    const rows = await rowsOf(world)
    expect(rows).toHaveLength(250)
    expect(rows.map((row) => row.openwispDeviceId).sort()).toEqual(
      managedDevices(sim)
        .map((device) => device.id)
        .sort(),
    )
    expect(new Set(rows.map((row) => row.deviceCode)).size).toBe(250)
    const deviceListPages = since()
      .filter((entry) => entry.path.startsWith('/api/v1/controller/device/?'))
      .map((entry) => entry.path)
    expect(deviceListPages).toEqual([
      '/api/v1/controller/device/?page_size=100',
      '/api/v1/controller/device/?page=2&page_size=100',
      '/api/v1/controller/device/?page=3&page_size=100',
    ])

    const runs = await world.request('GET', withQuery(apiPaths.syncRuns, { pageSize: 10 }))
    expect(runs.status).toBe(200)
    expect(runs.body.total).toBe(1)
    expect(runs.body.items).toEqual([run])
  })

  it('a second sync with nothing changed finds all unchanged and changes no row but lastSyncedAt', async () => {
    await settle()
    const before = await rowsOf(world)
    const run = await synced(world)
    expect(run).toMatchObject({ created: 0, updated: 0, unchanged: 250, removed: 0 })
    const after = await rowsOf(world)
    expect(after.map(({ lastSyncedAt: _synced, ...row }) => row)).toEqual(
      before.map(({ lastSyncedAt: _synced, ...row }) => row),
    )
    for (const [index, row] of after.entries()) {
      expect(row.lastSyncedAt.getTime()).toBeGreaterThan(before[index]!.lastSyncedAt.getTime())
    }
  })

  it('a device changed in OpenWISP is updated, and only it', async () => {
    await settle()
    const [target] = devicesNewestFirst(sim).slice(120)
    sim.store.updateDevice(target!.id, { notes: 'Đã thay anten', os: 'OpenWrt 24.10.0 r28427-6df0e3d02a' })
    const before = await rowsOf(world)
    const run = await synced(world)
    expect(run).toMatchObject({ created: 0, updated: 1, unchanged: 249, removed: 0 })
    const after = byDevice(await rowsOf(world))
    expect(after.get(target!.id)).toMatchObject({
      note: 'Đã thay anten',
      firmware: 'OpenWrt 24.10.0 r28427-6df0e3d02a',
    })
    for (const row of before) {
      if (row.openwispDeviceId === target!.id) continue
      expect(after.get(row.openwispDeviceId)!.updatedAt).toEqual(row.updatedAt)
    }
  })

  it('a change of monitoring status alone is picked up too', async () => {
    await settle()
    const target = managedDevices(sim).find(
      (device) => device.monitoring.status === 'ok' && !device.is_deactivated && device.config?.status === 'applied',
    )!
    sim.store.setMonitoringStatus(target.id, 'critical')
    const run = await synced(world)
    expect(run).toMatchObject({ created: 0, updated: 1, unchanged: 249, removed: 0 })
    expect(await rowOf(world, target.id)).toMatchObject({ healthStatus: 'offline', monitoringStatus: 'critical' })
  })

  it('a device deleted in OpenWISP is marked removed, not deleted', async () => {
    await settle()
    const [target] = devicesNewestFirst(sim).slice(10)
    const before = await rowOf(world, target!.id)
    sim.store.deleteDevice(target!.id)
    const run = await synced(world)
    expect(run).toMatchObject({ created: 0, updated: 0, unchanged: 249, removed: 1 })
    const row = await rowOf(world, target!.id)
    expect(row.removedAt).not.toBeNull()
    expect(row).toMatchObject({ id: before.id, deviceCode: before.deviceCode, name: before.name })
    expect((await rowsOf(world)).length).toBe(250)
    expect((await lookUp(world, { id: target!.id })).body.removedAt).toBe(row.removedAt!.toISOString())

    // Already removed: the next run counts nothing for it and keeps the row as it is.
    const next = await synced(world)
    expect(next).toMatchObject({ created: 0, updated: 0, unchanged: 249, removed: 0 })
    expect(await rowOf(world, target!.id)).toEqual(row)
  })

  it('a 500 in the middle of a run fails it with 502, leaves every row as it was and records why', async () => {
    // Changes a successful run would apply: three updated, one deleted, two added.
    const live = devicesNewestFirst(sim)
    for (const device of live.slice(30, 33)) sim.store.updateDevice(device.id, { notes: `Changed ${uniqueTag()}` })
    sim.store.deleteDevice(live[40]!.id)
    const organization = live[0]!.organization
    sim.store.addDevice({ organization })
    sim.store.addDevice({ organization })
    const presentBefore = (await present()).length

    const before = await rowsOf(world)
    const runsBefore = await runCount(world)
    // The lists pass, then every request fails: whatever call comes next exhausts its 4 attempts.
    sim.setFaults({ failRequests: Array.from({ length: 600 }, (_, index) => index + 12) })
    let response: ApiResponse
    try {
      response = await syncAll(world)
      await quiet(sim)
    } finally {
      sim.resetFaults()
    }
    expect(response.status, JSON.stringify(response.body)).toBe(202)
    expect(response.body.status).toBe('failed')
    expect(response.body.error).toContain('after 4 attempts')
    expect(response.body.error).toContain('Server Error (500)')

    expect(await rowsOf(world)).toEqual(before)
    expect(await runCount(world)).toBe(runsBefore + 1)
    const runs = await world.request('GET', withQuery(apiPaths.syncRuns, { pageSize: 10 }))
    const [failed] = runs.body.items as SyncRun[]
    expect(failed).toMatchObject({
      status: 'failed',
      scope: 'all',
      startedBy: world.admin.user.email,
      error: response.body.error,
      created: 0,
      updated: 0,
      unchanged: 0,
      removed: 0,
    })
    expect(failed!.finishedAt).not.toBeNull()

    // Once OpenWISP is well again, the next run applies all of it.
    const run = await synced(world)
    expect(run).toMatchObject({ created: 2, updated: 3, removed: 1, unchanged: presentBefore - 4 })
  })

  it('a 429 in the middle of a run is waited out (Retry-After) and the run succeeds', async () => {
    await settle()
    const [target] = devicesNewestFirst(sim).slice(60)
    sim.store.updateDevice(target!.id, { notes: `Throttled ${uniqueTag()}` })
    const since = mark(sim)
    const started = Date.now()
    const run = await syncedWith({ rateLimit: { everyNth: 7, retryAfterSeconds: 1 } })
    const elapsed = Date.now() - started
    expect(run).toMatchObject({ updated: 1, removed: 0 })
    expect(since().filter((entry) => entry.status === 429).length).toBeGreaterThan(0)
    expect(elapsed).toBeGreaterThanOrEqual(950)
    expect((await rowOf(world, target!.id)).note).toBe(target!.notes)
  })

  it('a token revoked in the middle of a run is obtained again and the run succeeds', async () => {
    await settle()
    const targets = devicesNewestFirst(sim).slice(70, 75)
    for (const device of targets) sim.store.updateDevice(device.id, { notes: `Revoked ${uniqueTag()}` })
    const [tokenBefore] = await world.db.select().from(openwispTokens)
    expect(tokenBefore).toBeDefined()
    const since = mark(sim)
    sim.setFaults({ latencyMs: 25 })
    let response: ApiResponse
    try {
      const pending = syncAll(world)
      await until(
        () => since().some((entry) => entry.path.startsWith('/api/v1/controller/device/?') && entry.status === 200),
        'the first page of devices',
        20_000,
      )
      sim.revokeToken()
      response = await pending
    } finally {
      sim.resetFaults()
    }
    expect(response.status, JSON.stringify(response.body)).toBe(202)
    expect(response.body).toMatchObject({ status: 'succeeded', updated: 5, removed: 0 })
    expect(since().filter((entry) => entry.status === 401).length).toBeGreaterThan(0)
    expect(tokenRequests(since()).length).toBeGreaterThanOrEqual(1)
    const [tokenAfter] = await world.db.select().from(openwispTokens)
    expect(tokenAfter?.token).not.toBe(tokenBefore?.token)
    for (const device of targets) expect((await rowOf(world, device.id)).note).toBe(device.notes)
  })

  it('a device deleted between pages before it was listed is marked removed, and no other device', async () => {
    await settle()
    const oldest = devicesNewestFirst(sim).at(-1)!
    const removedBefore = await removedRows()
    const run = await syncedWith({ betweenPages: { afterPage: 1, action: 'delete', deviceId: oldest.id } })
    expect(sim.betweenPagesEvents.at(-1)).toEqual({ afterPage: 1, action: 'delete', deviceId: oldest.id })
    expect(run).toMatchObject({ created: 0, updated: 0, removed: 1 })
    expect(await removedSince(removedBefore)).toEqual([oldest.id])
  })

  it('a changed device deleted right after its page was served is removed; the device that shifted is kept', async () => {
    await settle()
    const order = devicesNewestFirst(sim)
    const target = order[0]!
    const shifted = order[100]! // the first of page 2, which moves up to page 1 when the target goes
    sim.store.updateDevice(target.id, { notes: `About to go ${uniqueTag()}` })
    const removedBefore = await removedRows()
    const run = await syncedWith({ betweenPages: { afterPage: 1, action: 'delete', deviceId: target.id } })
    expect(sim.betweenPagesEvents.at(-1)).toEqual({ afterPage: 1, action: 'delete', deviceId: target.id })
    expect(run).toMatchObject({ created: 0, removed: 1 })
    expect(await removedSince(removedBefore)).toEqual([target.id])
    const rows = await rowsOf(world)
    expect(rows.find((row) => row.openwispDeviceId === shifted.id)?.removedAt).toBeNull()
    // Every device OpenWISP still has is present exactly once.
    const presentIds = rows.filter((row) => row.removedAt === null).map((row) => row.openwispDeviceId)
    expect(presentIds.sort()).toEqual(
      managedDevices(sim)
        .map((device) => device.id)
        .sort(),
    )
  })

  it("a venue's device deleted right after the page that listed it is marked removed in that run", async () => {
    await settle()
    // A group's devices fit on one page, and a venue's sync reads no other device list: the deletion comes
    // deterministically after the device was listed, and before the console asks anything else about it.
    const group = managedGroups(sim).find((candidate) =>
      managedDevices(sim).some((device) => device.group === candidate.id && device.monitoring.status === 'ok'),
    )!
    const venue = await createVenue(world, { openwispGroupId: group.id })
    const baseline = await synced(world, venue.id)
    expect(baseline).toMatchObject({ created: 0, updated: 0, removed: 0 })
    const inGroup = devicesNewestFirst(sim).filter((device) => device.group === group.id)
    const target = inGroup[0]!
    const removedBefore = await removedRows()

    const run = await syncedWith({ betweenPages: { afterPage: 1, action: 'delete' } }, venue.id)
    expect(sim.betweenPagesEvents.at(-1)).toEqual({ afterPage: 1, action: 'delete', deviceId: target.id })
    expect(sim.store.getDevice(target.id)).toBeUndefined()
    expect(await removedSince(removedBefore)).toEqual([target.id])
    expect(run).toMatchObject({ created: 0, updated: 0, removed: 1, unchanged: inGroup.length - 1 })
  })

  it('a device added between pages breaks nothing: no duplicate, nothing removed, created by the next run', async () => {
    await settle()
    const rowsBefore = await rowsOf(world)
    const removedBefore = rowsBefore.filter((row) => row.removedAt).length
    const run = await syncedWith({ betweenPages: { afterPage: 1, action: 'add' } })
    const event = sim.betweenPagesEvents.at(-1)!
    expect(event.action).toBe('add')
    expect(run.removed).toBe(0)
    expect(run.created).toBeLessThanOrEqual(1)
    const next = await synced(world)
    expect(run.created! + next.created!).toBe(1)
    expect(next.removed).toBe(0)
    const rows = await rowsOf(world)
    expect(rows).toHaveLength(rowsBefore.length + 1)
    expect(rows.filter((row) => row.removedAt).length).toBe(removedBefore)
    expect(rows.filter((row) => row.openwispDeviceId === event.deviceId)).toHaveLength(1)
  })

  it('two syncs at once: one runs, the other gets 429 SYNC_TOO_SOON with Retry-After', async () => {
    const runsBefore = await runCount(world)
    sim.setFaults({ latencyMs: 100 })
    let responses: ApiResponse[]
    try {
      responses = await Promise.all([syncAll(world), syncAll(world)])
    } finally {
      sim.resetFaults()
    }
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([202, 429])
    const refused = responses.find((response) => response.status === 429)!
    expect(refused.body).toMatchObject({ code: 'SYNC_TOO_SOON', message: 'Please wait before syncing again' })
    expect(refused.body.retryAfter).toBeGreaterThan(0)
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.retryAfter))
    expect(await runCount(world)).toBe(runsBefore + 1)
    // With no cooldown configured, the next sync may start as soon as the run is over.
    await synced(world)
  })
})

describe('cooldown between runs', () => {
  const { world, openwisp: sim } = useWorld(syncingFrom({ devices: 8, orgs: 1, groups: 2, seed: 51 }, 120))
  let group: GroupRecord

  beforeAll(async () => {
    group = managedGroups(sim)[0]!
  })

  it('a sync right after a finished one answers 429 with the seconds left, and records no run', async () => {
    await synced(world)
    const runsBefore = await runCount(world)
    const response = await syncAll(world)
    expect(response.status).toBe(429)
    expect(response.body).toMatchObject({ code: 'SYNC_TOO_SOON', message: 'Please wait before syncing again' })
    expect(response.body.retryAfter).toBeGreaterThan(0)
    expect(response.body.retryAfter).toBeLessThanOrEqual(120)
    expect(response.headers.get('retry-after')).toBe(String(response.body.retryAfter))
    expect(await runCount(world)).toBe(runsBefore)
  })

  it('each venue cools down on its own, after a failed run too', async () => {
    const venue = await createVenue(world, { openwispGroupId: group.id })
    const other = await createVenue(world)
    // The full sync's cooldown does not hold a venue back.
    await synced(world, venue.id)
    const again = await syncVenue(world, venue.id)
    expect(again.status).toBe(429)
    expect(again.body.code).toBe('SYNC_TOO_SOON')

    const [secondGroup] = managedGroups(sim).slice(1)
    expect((await linkVenue(world, other.id, secondGroup!.id)).status).toBe(200)
    sim.setFaults({ failRequests: Array.from({ length: 200 }, (_, index) => index + 1) })
    let failed: ApiResponse
    try {
      failed = await syncVenue(world, other.id)
      await quiet(sim)
    } finally {
      sim.resetFaults()
    }
    expect(failed.body.status).toBe('failed')
    const retry = await syncVenue(world, other.id)
    expect(retry.status).toBe(429)
    expect(retry.body.retryAfter).toBeGreaterThan(0)
  })

  it('the venues to sync, by name: linked or not, each one’s last run and when it may sync again', async () => {
    const tag = uniqueTag()
    const linked = await createVenue(world, { name: `${tag} A synced` })
    const unlinked = await createVenue(world, { name: `${tag} B unlinked` })
    const [, secondGroup] = managedGroups(sim)
    // A group can be linked to one venue only: the earlier tests' venues let go of theirs.
    await world.db.update(venues).set({ openwispGroupId: null })
    expect((await linkVenue(world, linked.id, secondGroup!.id)).status).toBe(200)
    const run = (await syncVenue(world, linked.id)).body as SyncRun
    expect(run.status).toBe('succeeded')

    const response = await world.request('GET', withQuery(apiPaths.venueSyncStates, { q: tag }))
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const page = listResponseSchema(venueSyncStateSchema).parse(response.body)
    expect(page.total).toBe(2)
    const [first, second] = page.items
    expect(first).toMatchObject({ venueId: linked.id, linked: true, lastRun: run })
    // The 120 s cooldown after the run.
    const wait = Date.parse(first!.availableAt!) - Date.parse(run.finishedAt!)
    expect(wait).toBeGreaterThan(110_000)
    expect(wait).toBeLessThanOrEqual(121_000)
    // The runs over everything synced it too: the newest one, without the network's counts.
    const [full] = (await world.request('GET', withQuery(apiPaths.syncRuns, { scope: 'all' }))).body.items as SyncRun[]
    expect(second).toEqual({
      venueId: unlinked.id,
      venueName: unlinked.name,
      linked: false,
      lastRun: null,
      lastFullRun: { status: full!.status, startedAt: full!.startedAt },
      availableAt: null,
    })
  })
})

describe('what customers learn of failures, stale runs and gone groups', () => {
  const { world, openwisp: sim } = useWorld(syncingFrom({ devices: 12, orgs: 1, groups: 3, seed: 77 }))
  let group: GroupRecord
  let customer: Caller
  let venueId: string

  beforeAll(async () => {
    group = managedGroups(sim)[0]!
    customer = await world.customer()
    venueId = (await createVenue(world, { openwispGroupId: group.id, memberEmails: [customer.user.email] })).id
  })

  it('a member customer whose sync fails is told so without the controller’s paths; admins see why', async () => {
    sim.setFaults({ serverErrorRate: 1 })
    try {
      const failed = await syncVenue(world, venueId, customer.token)
      expect(failed.status).toBe(202)
      expect(failed.body).toMatchObject({
        status: 'failed',
        error: 'The sync failed. An administrator can see why.',
      })
    } finally {
      sim.resetFaults()
    }
    const asCustomer = await world.request('GET', apiPaths.syncRuns, { token: customer.token })
    expect(asCustomer.body.items[0]).toMatchObject({
      status: 'failed',
      startedBy: customer.user.email,
      error: 'The sync failed. An administrator can see why.',
    })
    const asAdmin = await world.request('GET', apiPaths.syncRuns)
    // Whichever call failed first, named with its path and the controller's answer.
    expect(asAdmin.body.items[0].error).toMatch(/^OpenWISP GET \/api\/v1\/\S+: 500 .*after 4 attempts$/)
  })

  it('a customer does not see which admin started a run of their venue', async () => {
    await synced(world, venueId)
    const asCustomer = await world.request('GET', apiPaths.syncRuns, { token: customer.token })
    expect(asCustomer.body.items[0]).toMatchObject({ status: 'succeeded', startedBy: null })
    const asAdmin = await world.request('GET', apiPaths.syncRuns)
    expect(asAdmin.body.items[0].startedBy).toBe(world.admin.user.email)
  })

  it('a customer reading their venue does not see its device group; an admin does', async () => {
    const asCustomer = await world.request('GET', apiPaths.venue(venueId), { token: customer.token })
    expect(asCustomer.body).not.toHaveProperty('openwispGroupId')
    const asAdmin = await world.request('GET', apiPaths.venue(venueId))
    expect(asAdmin.body.openwispGroupId).toBe(group.id)
  })

  it('a run left "running" by a process that died is recorded failed once it is no longer renewed', async () => {
    const db = world.db
    const abandonedId = randomUUID()
    const lastRenewed = new Date(Date.now() - 1000)
    await db.insert(syncRuns).values({
      id: abandonedId,
      scope: 'all',
      status: 'running',
      startedBy: 'gone@example.test',
      aliveUntil: lastRenewed,
    })
    await db
      .insert(syncScopeLocks)
      .values({ scope: 'all', runId: abandonedId, leaseUntil: new Date(Date.now() - 1000), cooldownUntil: new Date(0) })
      .onConflictDoUpdate({
        target: syncScopeLocks.scope,
        set: { runId: abandonedId, leaseUntil: new Date(Date.now() - 1000), cooldownUntil: new Date(0) },
      })
    // Whoever reads it next sees it failed, ended when it was last vouched for.
    const read = await world.request('GET', apiPaths.syncRun(abandonedId))
    expect(read.body).toMatchObject({
      status: 'failed',
      error: 'The server stopped during this run.',
      finishedAt: lastRenewed.toISOString(),
    })
    // And its scope is free again.
    await synced(world)
  })

  it('a run whose process is gone is recorded failed at once, and its scope is free at once', async () => {
    const db = world.db
    const stillVouched = new Date(Date.now() + 25_000)
    const holdScope = async (runId: string) =>
      db
        .insert(syncScopeLocks)
        .values({ scope: 'all', runId, leaseUntil: stillVouched, cooldownUntil: new Date(0) })
        .onConflictDoUpdate({
          target: syncScopeLocks.scope,
          set: { runId, leaseUntil: stillVouched, cooldownUntil: new Date(0) },
        })
    const running = { scope: 'all' as const, status: 'running' as const, startedBy: 'ops@example.test' }

    // Held by this very process, vouched for: it goes on, and the scope stays taken.
    const livingId = randomUUID()
    await db
      .insert(syncRuns)
      .values({ ...running, id: livingId, aliveUntil: stillVouched, holder: world.database.handle.processKey })
    await holdScope(livingId)
    expect((await world.request('GET', apiPaths.syncRun(livingId))).body.status).toBe('running')
    expect((await world.request('POST', apiPaths.accessPointsSync)).status).toBe(429)
    await db.update(syncRuns).set({ status: 'failed' }).where(eq(syncRuns.id, livingId))

    // Held by a process whose presence lock is gone (killed): failed now, though its lease had time left.
    const orphanId = randomUUID()
    const noProcess = world.database.handle.processKey + 1
    await db.insert(syncRuns).values({ ...running, id: orphanId, aliveUntil: stillVouched, holder: noProcess })
    await holdScope(orphanId)
    const read = await world.request('GET', apiPaths.syncRun(orphanId))
    expect(read.body).toMatchObject({ status: 'failed', error: 'The server stopped during this run.' })
    expect(new Date(read.body.finishedAt).getTime()).toBeLessThan(stillVouched.getTime() - 20_000)
    await synced(world)
  })

  it('a venue whose device group was deleted in OpenWISP: its run fails and says why, nothing changed', async () => {
    const doomed = managedGroups(sim)[1]!
    const venue = await createVenue(world, { openwispGroupId: doomed.id })
    for (const device of managedDevices(sim).filter((item) => item.group === doomed.id)) {
      sim.store.updateDevice(device.id, { group: null })
    }
    sim.store.deleteGroup(doomed.id)
    const before = await rowsOf(world)
    const response = await syncVenue(world, venue.id)
    expect(response.status).toBe(202)
    expect(response.body).toMatchObject({
      status: 'failed',
      error: 'The venue’s OpenWISP device group no longer exists; link another.',
    })
    expect(await rowsOf(world)).toEqual(before)
    const runs = await world.request('GET', withQuery(apiPaths.syncRuns, { venueId: venue.id }))
    expect(runs.body.items[0]).toMatchObject({ status: 'failed', error: response.body.error })
  })
})

describe('a run a person can watch: answered at once, its progress recorded, stopped with its server', () => {
  // Several pages of devices, each call slowed down: the run lasts long enough to be watched.
  const { world, openwisp: sim } = useWorld(syncingFrom({ devices: 250, orgs: 1, groups: 3, seed: 91 }))

  /** The run's row as the database holds it now. */
  const runRow = async (id: string) => (await world.db.select().from(syncRuns).where(eq(syncRuns.id, id)))[0]!

  it('answers 202 with the run at once; reading it shows pages and devices counted up to the result', async () => {
    const devices = managedDevices(sim).length
    sim.setFaults({ latencyMs: 50 })
    const seen: SyncRun[] = []
    let run: SyncRun
    try {
      const started = await world.request('POST', apiPaths.accessPointsSync)
      expect(started.status, JSON.stringify(started.body)).toBe(202)
      run = syncRunSchema.parse(started.body)
      expect(run).toMatchObject({ status: 'running', pagesRead: 0, devicesTotal: null, devicesProcessed: 0 })
      while (run.status === 'running') {
        await sleep(100)
        run = syncRunSchema.parse((await world.request('GET', apiPaths.syncRun(run.id))).body)
        seen.push(run)
      }
    } finally {
      sim.resetFaults()
    }
    const watched = seen.filter((snapshot) => snapshot.status === 'running')
    // Progress showed while it ran, and only ever went forward.
    expect(watched.some((snapshot) => snapshot.pagesRead! > 0)).toBe(true)
    expect(watched.some((snapshot) => snapshot.devicesTotal === devices && snapshot.devicesProcessed! < devices)).toBe(
      true,
    )
    for (const [earlier, later] of seen.slice(1).map((snapshot, at) => [seen[at]!, snapshot] as const)) {
      expect(later.pagesRead).toBeGreaterThanOrEqual(earlier.pagesRead!)
      expect(later.devicesProcessed).toBeGreaterThanOrEqual(earlier.devicesProcessed!)
    }
    // 250 devices are three pages of 100, read alongside the organizations', monitoring's and locations' pages.
    expect(run).toMatchObject({ status: 'succeeded', created: devices, devicesTotal: devices })
    expect(run.devicesProcessed).toBe(devices)
    expect(run.pagesRead).toBeGreaterThanOrEqual(3 + 1 + 3 + 1)
  })

  it('a server stopped mid-run records the run failed, changes nothing, and frees the scope for the others', async () => {
    const other = await startTestApp({
      database: world.database.handle,
      env: { ...openwispEnv(sim), SYNC_COOLDOWN_SECONDS: '0' },
    })
    const before = await rowsOf(world)
    sim.store.updateDevice(managedDevices(sim)[0]!.id, { name: 'renamed-before-the-stop' })
    sim.setFaults({ latencyMs: 100 })
    let runId: string
    try {
      const started = await other.request('POST', apiPaths.accessPointsSync, { token: world.admin.token })
      expect(started.status, JSON.stringify(started.body)).toBe(202)
      runId = started.body.id
      // One run per scope across processes: this process is refused while the other one runs.
      const refused = await world.request('POST', apiPaths.accessPointsSync)
      expect(refused.status).toBe(429)
      expect(refused.body.code).toBe('SYNC_TOO_SOON')
      // Stopped after its first pages: a run reads at least eight.
      const served = sim.requests.length
      await until(() => sim.requests.length >= served + 2, 'the run to read its first pages', 10_000)
      await other.close()
    } finally {
      sim.resetFaults()
    }
    expect(await runRow(runId)).toMatchObject({ status: 'failed', error: 'The server stopped during this run.' })
    expect(await rowsOf(world)).toEqual(before)
    // The next run, by the process still up, goes ahead at once and applies the change.
    const run = await synced(world)
    expect(run.updated).toBe(1)
  })
})
