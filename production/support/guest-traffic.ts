import { randomBytes } from 'node:crypto'
import { decodePapPassword, signedRedirect } from '@wifi/chilli-sim'
import { apiPaths, captivePaths } from '@wifi/contract'
import type { Simulator } from '@wifi/openwisp-sim'
import type pg from 'pg'
import { expectStatus, request } from './console-client.ts'
import type { Traffic } from './traffic.ts'

/** RADIUS_API_TOKEN of the servers: what FreeRADIUS's rest module sends to the authorize and accounting endpoints. */
export const radiusApiToken = 'production-radius-token-0123456789abcdef'

/** The settings a server of the guest load needs beside its database: FreeRADIUS's token and the OpenWISP simulator. */
export const guestLoadEnv = (simulator: Simulator) => ({
  RADIUS_API_TOKEN: radiusApiToken,
  OPENWISP_URL: simulator.url,
  OPENWISP_USERNAME: simulator.credentials.username,
  OPENWISP_PASSWORD: simulator.credentials.password,
})

/** A CoovaChilli access point of a venue, as the console knows it after a sync and the admin's gateway setting. */
export interface ChilliPlace {
  venueId: string
  accessPointId: string
  /** Its name, Chilli's NAS-Identifier. */
  name: string
  /** AA:BB:… */
  mac: string
  /** The UAM secret the console and the gateway share. */
  secret: string
}

/**
 * `count` CoovaChilli access points of one new venue, made as an operator makes them: devices of a new device group
 * in the OpenWISP simulator, a venue linked to the group, the venue's sync, then each access point's gateway set.
 */
export async function createChilliPlaces(
  baseUrl: string,
  adminToken: string,
  simulator: Simulator,
  count: number,
): Promise<ChilliPlace[]> {
  const tag = randomBytes(3).toString('hex')
  const organization = simulator.store.managedOrganizations()[0]!.id
  const group = simulator.store.addGroup({
    name: `Production ${tag}`,
    organization,
    description: '',
    templates: [],
    context: {},
    meta_data: {},
  })
  const devices = Array.from({ length: count }, (_, index) =>
    simulator.store.addDevice({ name: `ap-prod-${tag}-${index}`, organization, group: group.id }),
  )
  const venue = expectStatus<{ id: string }>(
    await request(baseUrl, 'POST', apiPaths.venues, {
      token: adminToken,
      body: {
        name: `Quán ${tag}`,
        email: `quan-${tag}@example.test`,
        phone: '+84901234567',
        address: '12 Lê Lợi, Quận 1',
        openwispGroupId: group.id,
      },
    }),
    201,
    'Creating the venue of the access points',
  )
  const run = await syncToEnd(baseUrl, adminToken, apiPaths.venueSync(venue.id))
  if (run.status !== 'succeeded') throw new Error(`The venue's sync ended ${run.status}: ${String(run.error)}`)

  const places: ChilliPlace[] = []
  for (const device of devices) {
    const mac = device.mac_address.toUpperCase()
    const accessPoint = expectStatus<{ id: string; name: string }>(
      await request(baseUrl, 'GET', `${apiPaths.accessPointLookup}?mac=${encodeURIComponent(mac)}`, {
        token: adminToken,
      }),
      200,
      `Looking up the access point ${mac}`,
    )
    const secret = `uam-${randomBytes(8).toString('hex')}`
    expectStatus(
      await request(baseUrl, 'PUT', apiPaths.accessPointGateway(accessPoint.id), {
        token: adminToken,
        body: { kind: 'chilli', secret },
      }),
      200,
      'Setting the access point’s gateway',
    )
    places.push({ venueId: venue.id, accessPointId: accessPoint.id, name: accessPoint.name, mac, secret })
  }
  return places
}

interface SyncRunView {
  id: string
  status: 'running' | 'succeeded' | 'failed'
  error: string | null
}

/** Starts the sync at `path` (202) and answers the run once it has ended. */
async function syncToEnd(baseUrl: string, token: string, path: string): Promise<SyncRunView> {
  const started = expectStatus<SyncRunView>(await request(baseUrl, 'POST', path, { token }), 202, `POST ${path}`)
  return endedRun(baseUrl, token, started.id)
}

/** Run `id` once it is no longer running, read through the API. */
export async function endedRun(baseUrl: string, token: string, id: string): Promise<SyncRunView> {
  for (;;) {
    const run = expectStatus<SyncRunView>(
      await request(baseUrl, 'GET', apiPaths.syncRun(id), { token }),
      200,
      'Reading the sync run',
    )
    if (run.status !== 'running') return run
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The answer that acknowledges each request of a guest's visit (the kinds guestVisit records). */
export const guestSuccess: Record<string, number> = {
  'guest page': 200,
  'guest connect': 303,
  'radius authorize': 200,
  'guest online': 303,
  'accounting Start': 204,
  'accounting Interim-Update': 204,
}

/** A step of a guest's visit that the server acknowledged, to be found in the database afterwards. */
export interface AcknowledgedStep {
  sessionId: string
  step: 'page' | 'connect' | 'authorize' | 'online' | 'accounting-start' | 'accounting-interim'
  /** For an accounting update: the bytes to the guest it reported. */
  bytesDown?: number
}

/**
 * What CoovaChilli tells the captive page of a new device at `place`, in its order: its own UAM address, the access
 * point, the device (a random locally administered MAC), and the session.
 */
function chilliDevice(place: ChilliPlace): [string, string][] {
  return [
    ['uamip', '10.1.0.1'],
    ['uamport', '3990'],
    ['called', place.mac.replaceAll(':', '-')],
    ['mac', ['02', ...randomBytes(5).toString('hex').match(/../g)!].join('-').toUpperCase()],
    ['ip', '10.1.0.23'],
    ['nasid', place.name],
    ['sessionid', randomBytes(8).toString('hex')],
  ]
}

/**
 * The path Chilli redirects a browser to on the server at `baseUrl`, with `fields`: Chilli signs each redirect with
 * the UAM server's address as it is configured, here the server it goes to.
 */
const chilliRedirect = (baseUrl: string, place: ChilliPlace, fields: [string, string][]) =>
  signedRedirect(`${baseUrl}${captivePaths.chilli}`, place.secret, fields).slice(baseUrl.length)

/** A new guest's page at `place` (the path on `baseUrl`), as Chilli first sends them to it: `res=notyet`. */
export const firstGuestPage = (
  baseUrl: string,
  place: ChilliPlace,
  challenge = randomBytes(16).toString('hex'),
  device = chilliDevice(place),
) =>
  chilliRedirect(baseUrl, place, [
    ['res', 'notyet'],
    ['challenge', challenge],
    ...device,
    ['userurl', 'http://example.com/'],
  ])

/**
 * One guest's whole visit behind CoovaChilli, each request to the server `next()` picks (as a load balancer would):
 * the page Chilli redirects to, Connect, the credential checked as FreeRADIUS asks, Chilli's word that the guest is
 * online, then accounting Start and an Interim-Update. The visit stops at the first step not answered as expected,
 * or after `lastStep`; each step answered is added to `acknowledged`.
 */
export async function guestVisit(
  traffic: Traffic,
  place: ChilliPlace,
  next: () => string,
  acknowledged: AcknowledgedStep[],
  lastStep: AcknowledgedStep['step'] = 'accounting-interim',
): Promise<void> {
  const challenge = randomBytes(16).toString('hex')
  const gateway = chilliDevice(place)

  let baseUrl = next()
  const page = await traffic.send('guest page', baseUrl, 'GET', firstGuestPage(baseUrl, place, challenge, gateway))
  const sessionId = page?.status === 200 ? /name="session" value="([0-9a-f-]{36})"/.exec(page.text)?.[1] : undefined
  if (!sessionId) return
  acknowledged.push({ sessionId, step: 'page' })
  if (lastStep === 'page') return

  baseUrl = next()
  const connect = await traffic.send('guest connect', baseUrl, 'POST', captivePaths.connect, {
    form: { session: sessionId, terms: 'accepted' },
  })
  const logonAddress = connect?.status === 303 ? connect.headers.get('location') : null
  if (!logonAddress) return
  acknowledged.push({ sessionId, step: 'connect' })
  const logon = new URL(logonAddress)

  const authorize = await traffic.send('radius authorize', next(), 'POST', '/api/radius/authorize', {
    headers: { authorization: `Bearer ${radiusApiToken}` },
    body: {
      username: logon.searchParams.get('username'),
      password: decodePapPassword(challenge, place.secret, logon.searchParams.get('password')!),
    },
  })
  if (authorize?.status !== 200) return
  acknowledged.push({ sessionId, step: 'authorize' })

  baseUrl = next()
  const online = await traffic.send(
    'guest online',
    baseUrl,
    'GET',
    chilliRedirect(baseUrl, place, [['res', 'success'], ...gateway, ['userurl', logon.searchParams.get('userurl')!]]),
  )
  if (online?.status !== 303) return
  acknowledged.push({ sessionId, step: 'online' })

  for (const [status, step, bytesDown] of [
    ['Start', 'accounting-start', 0],
    ['Interim-Update', 'accounting-interim', 1_000 + randomBytes(2).readUInt16BE(0)],
  ] as const) {
    const stored = await traffic.send(`accounting ${status}`, next(), 'POST', '/api/radius/accounting', {
      headers: { authorization: `Bearer ${radiusApiToken}` },
      body: {
        status_type: status,
        unique_id: randomBytes(8).toString('hex'),
        session_id: gateway[6]![1],
        username: sessionId,
        session_time: step === 'accounting-start' ? '0' : '60',
        input_octets: String(bytesDown / 2),
        input_gigawords: '0',
        output_octets: String(bytesDown),
        output_gigawords: '0',
        nas_identifier: place.name,
        terminate_cause: '',
        class: `0x${Buffer.from(sessionId).toString('hex')}`,
      },
    })
    if (stored?.status !== 204) return
    acknowledged.push({ sessionId, step, bytesDown })
  }
}

/**
 * Each acknowledged step not found in the database, as a sentence: the session of a page answered, the credential
 * of a Connect, its use by RADIUS, the gateway's confirmation, and the accounting.
 */
export async function missingGuestSteps(client: pg.Client, acknowledged: AcknowledgedStep[]): Promise<string[]> {
  const ids = [...new Set(acknowledged.map((ack) => ack.sessionId))]
  const { rows } = await client.query<{
    id: string
    credential_hash: string | null
    credential_used_at: Date | null
    online_at: Date | null
    bytes_down: string
    steps: string[]
  }>(
    `select s.id, s.credential_hash, s.credential_used_at, s.online_at, s.bytes_down,
       coalesce(array_agg(e.step) filter (where e.step is not null), '{}') as steps
     from guest_sessions s left join guest_events e on e.session_id = s.id
     where s.id = any($1::uuid[]) group by s.id`,
    [ids],
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  const missing: string[] = []
  for (const ack of acknowledged) {
    const row = byId.get(ack.sessionId)
    const kept =
      row !== undefined &&
      {
        page: true,
        connect: row.credential_hash !== null && row.steps.includes('credential_issued'),
        authorize: row.credential_used_at !== null,
        online: row.steps.includes('gateway_confirmed'),
        'accounting-start': row.online_at !== null,
        'accounting-interim': Number(row.bytes_down) >= (ack.bytesDown ?? 0),
      }[ack.step]
    if (!kept) missing.push(`guest session ${ack.sessionId}: its ${ack.step} was answered but is not in the database`)
  }
  return missing
}

/**
 * What must hold of every guest session whatever was cut off: each has its device key (written in the same statement,
 * docs/decisions/033), a used credential was issued, and a session online had its credential used. The device keys
 * live in an UNLOGGED table (migration 0010), which a PostgreSQL crash empties by design: after one, pass
 * `deviceKeysKept: false`.
 */
export async function halfWrittenGuestSessions(client: pg.Client, { deviceKeysKept = true } = {}): Promise<string[]> {
  const { rows } = await client.query<{ id: string; problem: string }>(
    `select id, 'has no device key row' as problem from guest_sessions s
       where $1 and not exists (select from guest_device_keys k where k.session_id = s.id)
     union all
     select id, 'has a used credential that was never issued' from guest_sessions
       where credential_used_at is not null and credential_hash is null
     union all
     select id, 'is online without its credential used' from guest_sessions
       where online_at is not null and credential_used_at is null`,
    [deviceKeysKept],
  )
  return rows.map((row) => `guest session ${row.id} ${row.problem}`)
}
