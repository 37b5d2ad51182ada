import { randomUUID } from 'node:crypto'
import { accessPointSchema, apiPaths, syncRunSchema, venueSchema, type VenueInput } from '@wifi/contract'
import type { DeviceRecord } from '@wifi/openwisp-sim'
import { asc, count, eq, or } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { accessPoints, auditLog, syncRuns, type UserRow } from '../src/db/schema.ts'
import { csvLines, uniqueTag, venueInput, withQuery } from './support/management.ts'
import { expectAnswer, itEachCell, tokenOf, type MatrixRow, type SignedInName } from './support/permissions-matrix.ts'
import { endedRun, syncToEnd } from './support/sync-runs.ts'
import type { ApiResponse } from './support/test-app.ts'
import { syncingFrom, useTestApp } from './support/use-test-app.ts'

const { api, db, userWithSession, openwisp } = useTestApp(syncingFrom({ devices: 24, orgs: 1, groups: 3, seed: 61 }))

/**
 * Every access-point endpoint for each kind of caller: an admin, a customer who is a member of the venue, a
 * customer who is not (and who must not learn that it exists), and nobody signed in. A refused write must leave
 * everything as it was: the access points, the sync runs, the audit trail, and OpenWISP not even asked.
 */

interface Targets {
  /** Linked to a device group; the member customer belongs to it. */
  memberVenue: string
  /** Linked to another device group; no member: customers could only guess its id. */
  otherVenue: string
  /** An access point of each, by its OpenWISP device. */
  memberDevice: DeviceRecord
  otherDevice: DeviceRecord
  /** The console's id of the member's venue's access point. */
  memberAccessPoint: string
  /** A sync run of each venue, and one over everything. */
  runs: { memberVenue: string; otherVenue: string; all: string }
}

interface Row extends MatrixRow<Targets> {
  method: 'GET' | 'POST' | 'PUT'
  body?: () => unknown
}

const actors = {} as Record<SignedInName, { user: UserRow; token: string }>
const targets = {} as Targets
/** The one venue the non-member customer belongs to (linked to a third group). */
let nonMemberVenue: string

beforeAll(async () => {
  const groups = openwisp.store.groups.filter((group) => openwisp.store.isManaged(group.organization))
  // Each group gets a device of its own, whatever the seed spread.
  const devices = groups.map((group) => openwisp.store.addDevice({ group: group.id, organization: group.organization }))
  actors.admin = await userWithSession({ role: 'admin' })
  actors.member = await userWithSession({ role: 'customer' })
  actors.nonMember = await userWithSession({ role: 'customer' })

  targets.memberVenue = await adminCreatesVenue({
    openwispGroupId: groups[0]!.id,
    memberEmails: [actors.member.user.email],
  })
  targets.otherVenue = await adminCreatesVenue({ openwispGroupId: groups[1]!.id })
  nonMemberVenue = await adminCreatesVenue({
    openwispGroupId: groups[2]!.id,
    memberEmails: [actors.nonMember.user.email],
  })
  targets.memberDevice = devices[0]!
  targets.otherDevice = devices[1]!

  // Everything synced once, and a run for each venue, so every customer has runs to see (or not).
  const runOf = async (path: string) => (await syncToEnd(api, path, actors.admin.token)).id
  targets.runs = {
    all: await runOf(apiPaths.accessPointsSync),
    memberVenue: await runOf(apiPaths.venueSync(targets.memberVenue)),
    otherVenue: await runOf(apiPaths.venueSync(targets.otherVenue)),
  }
  await runOf(apiPaths.venueSync(nonMemberVenue))
  const [memberAccessPoint] = await db()
    .select()
    .from(accessPoints)
    .where(eq(accessPoints.openwispDeviceId, targets.memberDevice.id))
  targets.memberAccessPoint = memberAccessPoint!.id
})

async function adminCreatesVenue(overrides: Partial<VenueInput>): Promise<string> {
  const response = await api.request('POST', apiPaths.venues, {
    token: actors.admin.token,
    body: venueInput(uniqueTag(), overrides),
  })
  if (response.status !== 201) throw new Error(`venue create answered ${response.status}`)
  return venueSchema.parse(response.body).id
}

async function runTotal(where?: ReturnType<typeof eq>) {
  const [row] = await db().select({ value: count() }).from(syncRuns).where(where)
  return row?.value ?? 0
}

/** What a refused write could have touched: every access point, the runs, the audit trail and OpenWISP. */
async function snapshot() {
  const [audit] = await db().select({ value: count() }).from(auditLog)
  return {
    accessPoints: await db().select().from(accessPoints).orderBy(asc(accessPoints.openwispDeviceId)),
    runs: await runTotal(),
    audit: audit?.value ?? 0,
    openwispRequests: openwisp.requests.length,
  }
}

const lookUp = (query: { id?: string; mac?: string }) => withQuery(apiPaths.accessPointLookup, query)
/** "AA:BB:…" as a label would print it: lower case with dashes. */
const dashed = (mac: string) => mac.toLowerCase().replaceAll(':', '-')

/** A sync was started (202, running) for `actor`; it is waited out, so the next row starts from a quiet scope. */
async function expectRun(response: ApiResponse, actor: SignedInName, venueId: string | null) {
  expect(syncRunSchema.parse(response.body).status).toBe('running')
  const run = await endedRun(api, response.body.id, actors[actor].token)
  expect(run).toMatchObject({
    status: 'succeeded',
    scope: venueId ? 'venue' : 'all',
    venueId,
    startedBy: actors[actor].user.email,
  })
}

const rows: Row[] = [
  {
    label: 'sync every access point',
    method: 'POST',
    path: () => apiPaths.accessPointsSync,
    expected: { admin: 202, member: 403, nonMember: 403 },
    check: (response, actor) => expectRun(response, actor, null),
  },
  {
    label: "sync the member's venue",
    method: 'POST',
    path: (t) => apiPaths.venueSync(t.memberVenue),
    expected: { admin: 202, member: 202, nonMember: 404 },
    check: (response, actor, t) => expectRun(response, actor, t.memberVenue),
  },
  {
    label: 'sync another venue (guessed id)',
    method: 'POST',
    path: (t) => apiPaths.venueSync(t.otherVenue),
    expected: { admin: 202, member: 404, nonMember: 404 },
    check: (response, actor, t) => expectRun(response, actor, t.otherVenue),
  },
  {
    label: "read a run of the member's venue",
    method: 'GET',
    path: (t) => apiPaths.syncRun(t.runs.memberVenue),
    expected: { admin: 200, member: 200, nonMember: 404 },
    check: (response, _actor, t) =>
      expect(response.body).toMatchObject({ id: t.runs.memberVenue, status: 'succeeded' }),
  },
  {
    label: 'read a run of another venue (guessed id)',
    method: 'GET',
    path: (t) => apiPaths.syncRun(t.runs.otherVenue),
    expected: { admin: 200, member: 404, nonMember: 404 },
  },
  {
    // It synced every customer's access points too: they see it, but not the whole network's counts.
    label: 'read a run over everything (the whole network’s counts)',
    method: 'GET',
    path: (t) => apiPaths.syncRun(t.runs.all),
    expected: { admin: 200, member: 200, nonMember: 200 },
    check(response, actor, t) {
      const run = syncRunSchema.parse(response.body)
      expect(run).toMatchObject({ id: t.runs.all, scope: 'all', status: 'succeeded' })
      if (actor === 'admin') expect(run.created).toBeGreaterThan(0)
      else expect(run).toMatchObject({ pagesRead: null, devicesTotal: null, devicesProcessed: null, created: null })
    },
  },
  {
    label: 'list the venues to sync',
    method: 'GET',
    path: () => withQuery(apiPaths.venueSyncStates, { pageSize: 100 }),
    expected: { admin: 200, member: 200, nonMember: 200 },
    check(response, actor, t) {
      const ids = response.body.items.map((item: { venueId: string }) => item.venueId)
      expect(ids.includes(t.memberVenue)).toBe(actor !== 'nonMember')
      expect(ids.includes(t.otherVenue)).toBe(actor === 'admin')
      if (actor !== 'admin') expect(ids).toHaveLength(1)
    },
  },
  {
    label: 'list the runs over everything, by scope and status',
    method: 'GET',
    path: () => withQuery(apiPaths.syncRuns, { scope: 'all', status: 'running,succeeded', pageSize: 100 }),
    expected: { admin: 200, member: 200, nonMember: 200 },
    check(response, actor, t) {
      const runs = (response.body.items as unknown[]).map((item) => syncRunSchema.parse(item))
      expect(runs.some((run) => run.id === t.runs.all)).toBe(true)
      for (const run of runs) {
        expect(run).toMatchObject({ scope: 'all', status: expect.stringMatching(/^(running|succeeded)$/) })
        if (actor !== 'admin') expect(run.created).toBeNull()
      }
    },
  },
  {
    label: 'sync a venue id that does not exist',
    method: 'POST',
    path: () => apiPaths.venueSync(randomUUID()),
    expected: { admin: 404, member: 404, nonMember: 404 },
  },
  {
    label: 'list access points',
    method: 'GET',
    path: () => withQuery(apiPaths.accessPoints, { pageSize: 100 }),
    expected: { admin: 200, member: 200, nonMember: 200 },
    async check(response, actor, t) {
      const items = response.body.items.map((item: unknown) => accessPointSchema.parse(item))
      const ids = items.map((item: { openwispDeviceId: string }) => item.openwispDeviceId)
      expect(ids.includes(t.memberDevice.id)).toBe(actor !== 'nonMember')
      expect(ids.includes(t.otherDevice.id)).toBe(actor === 'admin')
      if (actor !== 'admin') for (const item of items) expect(item).not.toHaveProperty('gatewayKind')
    },
  },
  {
    label: 'export the access points of another venue (venueId filter)',
    method: 'GET',
    path: (t) => withQuery(apiPaths.accessPointsExport, { venueId: t.otherVenue }),
    expected: { admin: 200, member: 200, nonMember: 200 },
    check(response, actor, t) {
      // The header line, then a line per access point the caller sees (after the line saying what the file holds).
      expect(csvLines(response).length > 1).toBe(actor === 'admin')
      expect(String(response.body).includes(t.otherDevice.mac_address.toUpperCase())).toBe(actor === 'admin')
    },
  },
  {
    label: 'list sync runs',
    method: 'GET',
    path: () => withQuery(apiPaths.syncRuns, { pageSize: 100 }),
    expected: { admin: 200, member: 200, nonMember: 200 },
    async check(response, actor, t) {
      const items = response.body.items.map((item: unknown) => syncRunSchema.parse(item))
      if (actor === 'admin') {
        expect(response.body.total).toBe(await runTotal())
        expect(items.some((run: { scope: string }) => run.scope === 'all')).toBe(true)
        return
      }
      // Their venue's runs and the runs over everything (which synced it too), never another venue's.
      const own = actor === 'member' ? t.memberVenue : nonMemberVenue
      expect(response.body.total).toBe(await runTotal(or(eq(syncRuns.venueId, own), eq(syncRuns.scope, 'all'))))
      expect(items.some((run: { scope: string }) => run.scope === 'venue')).toBe(true)
      for (const run of items) expect(run.scope === 'all' || run.venueId === own).toBe(true)
    },
  },
  {
    label: "list another venue's sync runs (venueId filter)",
    method: 'GET',
    path: (t) => withQuery(apiPaths.syncRuns, { venueId: t.otherVenue }),
    expected: { admin: 200, member: 200, nonMember: 200 },
    async check(response, actor, t) {
      if (actor === 'admin') expect(response.body.total).toBe(await runTotal(eq(syncRuns.venueId, t.otherVenue)))
      else expect(response.body).toMatchObject({ total: 0, items: [] })
    },
  },
  {
    label: "look up an access point of the member's venue (OpenWISP id)",
    method: 'GET',
    path: (t) => lookUp({ id: t.memberDevice.id }),
    expected: { admin: 200, member: 200, nonMember: 404 },
    check(response, actor, t) {
      const accessPoint = accessPointSchema.parse(response.body)
      expect(accessPoint).toMatchObject({ openwispDeviceId: t.memberDevice.id, venueId: t.memberVenue })
      // Gateway details are for admins only.
      if (actor === 'admin') expect(response.body).toHaveProperty('hasGatewaySecret')
      else {
        expect(response.body).not.toHaveProperty('hasGatewaySecret')
        expect(response.body).not.toHaveProperty('gatewayKind')
      }
    },
  },
  {
    label: "look up an access point of the member's venue (MAC address)",
    method: 'GET',
    path: (t) => lookUp({ mac: dashed(t.memberDevice.mac_address) }),
    expected: { admin: 200, member: 200, nonMember: 404 },
    check(response, _actor, t) {
      expect(response.body.openwispDeviceId).toBe(t.memberDevice.id)
    },
  },
  {
    label: 'look up an access point of another venue (guessed id)',
    method: 'GET',
    path: (t) => lookUp({ id: t.otherDevice.id }),
    expected: { admin: 200, member: 404, nonMember: 404 },
  },
  {
    label: 'look up an access point of another venue (guessed MAC)',
    method: 'GET',
    path: (t) => lookUp({ mac: t.otherDevice.mac_address }),
    expected: { admin: 200, member: 404, nonMember: 404 },
  },
  {
    label: "set the gateway of the member's venue's access point",
    method: 'PUT',
    path: (t) => apiPaths.accessPointGateway(t.memberAccessPoint),
    body: () => ({ kind: 'chilli', secret: `secret-${uniqueTag()}` }),
    expected: { admin: 200, member: 403, nonMember: 403 },
    check(response) {
      expect(response.body).toMatchObject({ gatewayKind: 'chilli', hasGatewaySecret: true })
    },
  },
  {
    label: 'set the gateway of an access point id that does not exist',
    method: 'PUT',
    path: () => apiPaths.accessPointGateway(randomUUID()),
    body: () => ({ kind: 'opennds', secret: `secret-${uniqueTag()}` }),
    expected: { admin: 404, member: 403, nonMember: 403 },
  },
  {
    label: "list OpenWISP's device groups",
    method: 'GET',
    path: () => apiPaths.deviceGroups,
    expected: { admin: 200, member: 403, nonMember: 403 },
    check(response) {
      expect(response.body.map((group: { id: string }) => group.id).sort()).toEqual(
        openwisp.store.groups
          .filter((group) => openwisp.store.isManaged(group.organization))
          .map((group) => group.id)
          .sort(),
      )
    },
  },
]

describe('access points permissions matrix', () => {
  itEachCell(rows, async (cell) => {
    const { row, actor, expected } = cell
    const path = row.path(targets)
    const isWrite = row.method !== 'GET'
    const before = isWrite ? await snapshot() : undefined

    const response = await api.request(row.method, path, { token: tokenOf(actors, actor), body: row.body?.() })

    await expectAnswer(response, cell, targets)
    if (!before) return
    const after = await snapshot()
    if (expected >= 400) {
      expect(after).toEqual(before)
      return
    }
    if (row.method === 'POST') expect(after.runs).toBe(before.runs + 1)
    else expect(after.audit).toBe(before.audit + 1)
  })
})
