import { expect, type APIRequestContext } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import type { AccessPoint, DeviceGroup, ListResponse, SyncRun, Venue } from '@wifi/contract'
import { syncCooldownSeconds } from './servers.ts'

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * Starts a sync (`path`: everything's or a venue's) and waits for its run to end: the answer's status when it did not
 * start (409, 429…), else the run as it ended.
 */
export async function syncToEnd(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<{ status: number; body: unknown; run?: SyncRun }> {
  const started = await request.post(path, { headers: bearer(token) })
  const body = (await started.json()) as unknown
  if (started.status() !== 202) return { status: started.status(), body }
  const { id } = body as SyncRun
  let run: SyncRun | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/sync-runs/${id}`, { headers: bearer(token) })
        expect(response.status()).toBe(200)
        run = (await response.json()) as SyncRun
        return run.status
      },
      { message: 'the sync run to end', timeout: 30_000 },
    )
    .not.toBe('running')
  return { status: 202, body, run }
}

/**
 * Waits until the server takes a new run over `scope` (everything, or one venue): its newest run has ended and the
 * cooldown after it is over. The runs are read from the API; the cooldown is the e2e server's SYNC_COOLDOWN_SECONDS,
 * counted from the run's end as the server counts it, with a second to spare for the rounding of its clock.
 */
export async function untilSyncAllowed(request: APIRequestContext, token: string, scope: { venueId?: string } = {}) {
  const query = scope.venueId ? `venueId=${scope.venueId}` : 'scope=all'
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/sync-runs?${query}&pageSize=10`, { headers: bearer(token) })
        expect(response.status()).toBe(200)
        const [newest] = ((await response.json()) as ListResponse<SyncRun>).items
        if (!newest) return true
        if (!newest.finishedAt) return false
        return Date.parse(newest.finishedAt) + (syncCooldownSeconds + 1) * 1000 <= Date.now()
      },
      { message: 'the scope to cool down', timeout: (syncCooldownSeconds + 30) * 1000 },
    )
    .toBe(true)
}

/**
 * Syncs every access point with the OpenWISP simulator and answers the run. Other tests of the worker sync too: after
 * their run, this waits until the server takes a new one.
 */
export async function syncEverything(request: APIRequestContext, token: string): Promise<SyncRun> {
  await untilSyncAllowed(request, token)
  const { status, body, run } = await syncToEnd(request, token, '/api/access-points/sync')
  expect(status, JSON.stringify(body)).toBe(202)
  expect(run!.status, run!.error ?? '').toBe('succeeded')
  return run!
}

/** The access point with this MAC address (AA:BB:…), as the console has it for the token's user. */
export async function accessPointByMac(request: APIRequestContext, token: string, mac: string): Promise<AccessPoint> {
  const response = await request.get(`/api/access-points/lookup?mac=${encodeURIComponent(mac)}`, {
    headers: bearer(token),
  })
  expect(response.status(), `looking up ${mac}: ${await response.text()}`).toBe(200)
  return (await response.json()) as AccessPoint
}

/** The access points the admin sees, synced from OpenWISP first when nothing has synced everything yet. */
export async function syncedAccessPoints(request: APIRequestContext, token: string): Promise<AccessPoint[]> {
  const list = async () => {
    const response = await request.get('/api/access-points?sort=macAddress&order=desc&pageSize=100', {
      headers: bearer(token),
    })
    expect(response.status()).toBe(200)
    return ((await response.json()) as ListResponse<AccessPoint>).items
  }
  // Synced once per worker's server: other tests add access points of their own, which say nothing of OpenWISP's.
  const runs = await request.get('/api/sync-runs?scope=all&status=succeeded&pageSize=10', { headers: bearer(token) })
  expect(runs.status()).toBe(200)
  if (((await runs.json()) as ListResponse<SyncRun>).total === 0) await syncEverything(request, token)
  return list()
}

/** A venue for `memberEmails` linked to a device group no other venue holds (the first free one). */
export async function venueOnFreeGroup(
  request: APIRequestContext,
  adminToken: string,
  name: string,
  memberEmails: string[] = [],
) {
  const groupsResponse = await request.get('/api/openwisp/groups', { headers: bearer(adminToken) })
  expect(groupsResponse.status()).toBe(200)
  for (const group of (await groupsResponse.json()) as DeviceGroup[]) {
    const response = await request.post('/api/venues', {
      headers: bearer(adminToken),
      data: {
        name,
        email: `venue-${randomBytes(4).toString('hex')}@example.test`,
        phone: '+84901234567',
        address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
        memberEmails,
        openwispGroupId: group.id,
      },
    })
    if (response.status() === 201) return (await response.json()) as Venue
    // 409 GROUP_ALREADY_LINKED: the group is another venue's already (other tests link groups too).
    expect(response.status(), await response.text()).toBe(409)
    expect(((await response.json()) as { code: string }).code).toBe('GROUP_ALREADY_LINKED')
  }
  throw new Error('Every OpenWISP device group is linked to a venue already')
}
