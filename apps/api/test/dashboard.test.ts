import { randomUUID } from 'node:crypto'
import { apiPaths, dashboardSchema, venueSchema, type HealthStatus, type VenueInput } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { accessPoints, syncRuns, type UserRow } from '../src/db/schema.ts'
import { createAccessPoint } from '../src/factories/access-point-factory.ts'
import { addVenueMembers, createVenue } from '../src/factories/venue-factory.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { uniqueTag, userInput, venueInput } from './support/management.ts'
import { syncToEnd } from './support/sync-runs.ts'
import { syncingFrom } from './support/use-test-app.ts'
import { useWorld, type Caller, type World } from './support/world.ts'

/**
 * GET /api/dashboard: the figures each caller is shown — an admin everything, a customer only the venues they
 * are a member of (their access points and sync runs with them) and no user figures — and that they follow what
 * is created, changed, synced and removed.
 */

/** The figures `caller` is shown, parsed with the contract's own schema: the web reads exactly this shape. */
async function dashboardOf(world: World, caller: Caller) {
  const response = await world.api.request('GET', apiPaths.dashboard, { token: caller.token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return dashboardSchema.parse(response.body)
}

/** A venue inserted directly (fast, and no audit entry), with the given members. */
async function insertVenue(world: World, status: 'active' | 'inactive', members: UserRow[] = []) {
  const venue = await createVenue(world.db, { address: 'Huế', status })
  await addVenueMembers(
    world.db,
    venue.id,
    members.map((member) => member.id),
  )
  return venue.id
}

/** An access point as a sync would have stored it, with the given health, in `venueId` (or none). */
const insertAccessPoint = async (world: World, venueId: string | null, healthStatus: HealthStatus, removed = false) =>
  (await createAccessPoint(world.db, { venueId, healthStatus, removedAt: removed ? new Date() : null })).id

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)

// Each describe has its own database and app, so its figures start from nothing.
describe('what each caller is shown', () => {
  const { world } = useWorld()
  let member: Caller
  let quietMember: Caller
  let outsider: Caller
  let memberVenue: string
  let memberClosedVenue: string
  let otherVenue: string
  let quietVenue: string
  const runs = { all: randomUUID(), memberVenue: randomUUID(), otherVenue: randomUUID() }
  const allRunStarted = hoursAgo(3)
  const otherRunStarted = hoursAgo(1)
  const otherRunFinished = new Date(otherRunStarted.getTime() + 20_000)

  beforeAll(async () => {
    member = await world.customer()
    // The member of a venue that was only ever synced with everything else.
    quietMember = await world.customer()
    // A customer of no venue, and one account that is inactive.
    outsider = await world.customer()
    await createUser(world.db, { role: 'customer', status: 'inactive' })

    memberVenue = await insertVenue(world, 'active', [member.user])
    memberClosedVenue = await insertVenue(world, 'inactive', [member.user])
    otherVenue = await insertVenue(world, 'active')
    quietVenue = await insertVenue(world, 'active', [quietMember.user])

    const health: [string | null, HealthStatus[]][] = [
      [memberVenue, ['online', 'online', 'offline', 'error']],
      [memberClosedVenue, ['maintenance']],
      [otherVenue, ['online', 'error', 'error']],
      [quietVenue, ['online']],
      // Not (or no longer) in any venue: admins count them, customers cannot see them.
      [null, ['offline', 'offline']],
    ]
    for (const [venueId, statuses] of health) {
      for (const status of statuses) await insertAccessPoint(world, venueId, status)
    }
    // Gone from OpenWISP: its record is kept, but nobody counts it.
    await insertAccessPoint(world, memberVenue, 'online', true)

    await world.db.insert(syncRuns).values([
      {
        id: runs.all,
        scope: 'all',
        startedById: world.admin.user.id,
        startedBy: world.admin.user.email,
        status: 'succeeded',
        startedAt: allRunStarted,
        finishedAt: allRunStarted,
        created: 10,
      },
      {
        id: runs.memberVenue,
        scope: 'venue',
        venueId: memberVenue,
        venueName: 'The member’s venue',
        startedById: world.admin.user.id,
        startedBy: world.admin.user.email,
        status: 'failed',
        startedAt: hoursAgo(2),
        finishedAt: hoursAgo(2),
        error: 'OpenWISP answered 502 at http://10.0.0.5/api/v1/controller/device/',
      },
      {
        id: runs.otherVenue,
        scope: 'venue',
        venueId: otherVenue,
        venueName: 'Another venue',
        startedById: world.admin.user.id,
        startedBy: world.admin.user.email,
        status: 'succeeded',
        startedAt: otherRunStarted,
        finishedAt: otherRunFinished,
        created: 3,
        updated: 1,
        unchanged: 2,
      },
    ])
  })

  it('an admin sees every venue, access point and user by status, and the newest run in full', async () => {
    expect(await dashboardOf(world, world.admin)).toEqual({
      venues: { active: 3, inactive: 1 },
      accessPoints: { online: 4, offline: 3, maintenance: 1, error: 3 },
      // The first admin the app makes on an empty database, the admin, the three customers, and the inactive one.
      users: { active: 5, inactive: 1 },
      lastSync: {
        id: runs.otherVenue,
        scope: 'venue',
        venueId: otherVenue,
        venueName: 'Another venue',
        startedBy: world.admin.user.email,
        status: 'succeeded',
        startedAt: otherRunStarted.toISOString(),
        finishedAt: otherRunFinished.toISOString(),
        pagesRead: 0,
        devicesTotal: null,
        devicesProcessed: 0,
        created: 3,
        updated: 1,
        unchanged: 2,
        removed: 0,
        error: null,
      },
    })
  })

  it('a member customer sees only their venues’ figures, no user figures, and their venues’ newest run', async () => {
    const figures = await dashboardOf(world, member)
    expect(figures).toEqual({
      venues: { active: 1, inactive: 1 },
      accessPoints: { online: 2, offline: 1, maintenance: 1, error: 1 },
      lastSync: expect.objectContaining({ id: runs.memberVenue, venueId: memberVenue, status: 'failed' }),
    })
    expect(figures).not.toHaveProperty('users')
    // As GET /api/sync-runs shows it to them: neither who started it nor the controller's addresses.
    expect(figures.lastSync).toMatchObject({
      startedBy: null,
      error: 'The sync failed. An administrator can see why.',
    })
  })

  it('a customer whose venue was only synced with everything sees that run, without the network’s counts', async () => {
    expect(await dashboardOf(world, quietMember)).toEqual({
      venues: { active: 1, inactive: 0 },
      accessPoints: { online: 1, offline: 0, maintenance: 0, error: 0 },
      lastSync: {
        id: runs.all,
        scope: 'all',
        venueId: null,
        venueName: null,
        startedBy: null,
        status: 'succeeded',
        startedAt: allRunStarted.toISOString(),
        finishedAt: allRunStarted.toISOString(),
        pagesRead: null,
        devicesTotal: null,
        devicesProcessed: null,
        created: null,
        updated: null,
        unchanged: null,
        removed: null,
        error: null,
      },
    })
  })

  it('the runs list and a run’s own page tell each reader what the dashboard tells them', async () => {
    for (const caller of [world.admin, member, quietMember]) {
      const { lastSync } = await dashboardOf(world, caller)
      const list = await world.api.request('GET', apiPaths.syncRuns, { token: caller.token })
      expect(list.status).toBe(200)
      expect(list.body.items[0]).toEqual(lastSync)
      const own = await world.api.request('GET', apiPaths.syncRun(lastSync!.id), { token: caller.token })
      expect(own.body).toEqual(lastSync)
    }
    const none = await world.api.request('GET', apiPaths.syncRuns, { token: outsider.token })
    expect(none.body).toMatchObject({ items: [], total: 0 })
  })

  it('a customer of no venue sees zeros and no run, not even one over everything', async () => {
    expect(await dashboardOf(world, outsider)).toEqual({
      venues: { active: 0, inactive: 0 },
      accessPoints: { online: 0, offline: 0, maintenance: 0, error: 0 },
      lastSync: null,
    })
  })

  it('nobody signed in gets 401', async () => {
    const response = await world.api.request('GET', apiPaths.dashboard)
    expect(response.status).toBe(401)
    expect(response.body.code).toBe('UNAUTHENTICATED')
  })
})

describe('the figures follow the data', () => {
  const { world } = useWorld()

  it('venues, access points and users are counted as they are created, changed and removed', async () => {
    const member = await world.customer()
    const none = { online: 0, offline: 0, maintenance: 0, error: 0 }
    expect(await dashboardOf(world, world.admin)).toEqual({
      venues: { active: 0, inactive: 0 },
      accessPoints: none,
      users: { active: 3, inactive: 0 },
      lastSync: null,
    })

    const created = await world.request('POST', apiPaths.venues, {
      body: venueInput(uniqueTag(), { memberEmails: [member.user.email] }),
    })
    expect(created.status).toBe(201)
    const venue = venueSchema.parse(created.body)
    const accessPoint = await insertAccessPoint(world, venue.id, 'error')
    await insertAccessPoint(world, null, 'online')
    expect(await dashboardOf(world, world.admin)).toMatchObject({
      venues: { active: 1, inactive: 0 },
      accessPoints: { ...none, error: 1, online: 1 },
    })
    expect(await dashboardOf(world, member)).toMatchObject({
      venues: { active: 1, inactive: 0 },
      accessPoints: { ...none, error: 1 },
    })

    const closed = await world.request('PUT', apiPaths.venue(venue.id), {
      body: { ...venueInput(uniqueTag(), { memberEmails: [member.user.email] }), status: 'inactive' },
    })
    expect(closed.status).toBe(200)
    await world.db.update(accessPoints).set({ healthStatus: 'online' }).where(eq(accessPoints.id, accessPoint))
    const user = await world.request('POST', apiPaths.users, {
      body: userInput(uniqueTag(), { status: 'inactive' }),
    })
    expect(user.status).toBe(201)
    expect(await dashboardOf(world, world.admin)).toMatchObject({
      venues: { active: 0, inactive: 1 },
      accessPoints: { ...none, online: 2 },
      users: { active: 3, inactive: 1 },
    })
    expect(await dashboardOf(world, member)).toMatchObject({
      venues: { active: 0, inactive: 1 },
      accessPoints: { ...none, online: 1 },
    })

    // Deleting the venue leaves its access point in no venue: the admin still counts it, its member no longer.
    expect((await world.request('DELETE', apiPaths.venue(venue.id))).status).toBe(200)
    expect(await dashboardOf(world, world.admin)).toMatchObject({
      venues: { active: 0, inactive: 0 },
      accessPoints: { ...none, online: 2 },
    })
    expect(await dashboardOf(world, member)).toMatchObject({ venues: { active: 0, inactive: 0 }, accessPoints: none })
  })
})

describe('after a real sync', () => {
  const { world, openwisp: sim } = useWorld(syncingFrom({ devices: 0, orgs: 1, groups: 2, seed: 9 }))

  it('a venue’s member sees its synced access points by health, and the run they started as the last', async () => {
    const [group, otherGroup] = sim.store.groups.filter((each) => sim.store.isManaged(each.organization))
    const inGroup = (monitoring: 'ok' | 'problem' | 'critical' | 'unknown', deactivated = false) =>
      sim.store.addDevice({
        group: group!.id,
        organization: group!.organization,
        monitoring: { status: monitoring },
        is_deactivated: deactivated,
      })
    // docs/openwisp.md's mapping: ok → online, problem → error, critical or never reported → offline,
    // deactivated → maintenance.
    for (const monitoring of ['ok', 'ok', 'problem', 'critical', 'unknown'] as const) inGroup(monitoring)
    inGroup('ok', true)
    // Another venue's devices, which the member must not see counted.
    for (let index = 0; index < 3; index++) {
      sim.store.addDevice({
        group: otherGroup!.id,
        organization: otherGroup!.organization,
        monitoring: { status: 'ok' },
      })
    }

    const member = await world.customer()
    const createVenue = async (overrides: Partial<VenueInput>) => {
      const response = await world.request('POST', apiPaths.venues, {
        body: venueInput(uniqueTag(), overrides),
      })
      expect(response.status).toBe(201)
      return venueSchema.parse(response.body).id
    }
    const venueId = await createVenue({ openwispGroupId: group!.id, memberEmails: [member.user.email] })
    const otherVenueId = await createVenue({ openwispGroupId: otherGroup!.id })

    await syncToEnd(world.api, apiPaths.venueSync(otherVenueId), world.admin.token)
    const run = await syncToEnd(world.api, apiPaths.venueSync(venueId), member.token)
    expect(run).toMatchObject({ status: 'succeeded', created: 6 })

    expect(await dashboardOf(world, member)).toEqual({
      venues: { active: 1, inactive: 0 },
      accessPoints: { online: 2, offline: 2, maintenance: 1, error: 1 },
      lastSync: run,
    })
    expect(await dashboardOf(world, world.admin)).toMatchObject({
      venues: { active: 2, inactive: 0 },
      accessPoints: { online: 5, offline: 2, maintenance: 1, error: 1 },
      lastSync: { id: run.id, startedBy: member.user.email },
    })
  })
})
