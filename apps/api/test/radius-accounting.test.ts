import { execFile } from 'node:child_process'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { guestPaths } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessPoints, guestSessions } from '../src/db/schema.ts'
import { createGuestSession } from '../src/factories/guest-session-factory.ts'
import { insertCaptivePlace, randomMac } from './support/captive.ts'
import { freeradiusInstalled, startFreeradius, type RunningFreeradius } from './support/freeradius.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * A venue's guest policy as CoovaChilli receives it, and CoovaChilli's accounting as the console stores it, through the
 * real FreeRADIUS configured with docs/freeradius/ (its rest module asking this API), driven by FreeRADIUS's own
 * `radtest` and `radclient` as a gateway would send the packets (docs/decisions/034).
 */

const run = promisify(execFile)
const token = 'radius-api-token-for-accounting-0123456789'
const { api, db, userWithSession } = useTestApp({ env: { RADIUS_API_TOKEN: token } })
let radius: RunningFreeradius | undefined

/**
 * FreeRADIUS reaches the console through this proxy, which can answer one accounting request with a 500 as a console
 * having a bad moment would, and counts the accounting requests it passed on.
 */
let proxy: Server
let failNextAccounting = false
let accountingRequests = 0

beforeAll(async () => {
  const target = new URL(api.url)
  proxy = createServer((incoming, outgoing) => {
    if (incoming.url === '/api/radius/accounting') {
      accountingRequests += 1
      if (failNextAccounting) {
        failNextAccounting = false
        incoming.resume()
        outgoing.writeHead(500, { 'content-type': 'application/json' }).end('{"code":"INTERNAL"}')
        return
      }
    }
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    incoming.pipe(forward)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const { port } = proxy.address() as AddressInfo
  if (freeradiusInstalled) radius = await startFreeradius({ consoleUrl: `http://127.0.0.1:${port}`, token })
})

afterAll(async () => {
  await radius?.close()
  proxy?.close()
})

/** Sends attribute lines as one packet with FreeRADIUS's radclient; retries a silent server twice. */
async function radclient(kind: 'auth' | 'acct', attributes: string[]) {
  const port = kind === 'auth' ? radius!.port : radius!.port + 1
  const options = ['-d', radius!.raddb, '-r', '3', '-t', '2', '-x']
  const child = run('radclient', [...options, `127.0.0.1:${port}`, kind, radius!.secret])
  child.child.stdin!.end(`${attributes.join('\n')}\n`)
  return (await child).stdout
}

const hex = (text: string) => `0x${Buffer.from(text).toString('hex')}`

/** A CoovaChilli guest whose credential RADIUS accepted (as radtest's logon does). */
async function acceptedGuest(policy?: Parameters<typeof setPolicy>[1]) {
  const place = await insertCaptivePlace(api.app, 'chilli')
  if (policy) await setPolicy(place.venueId, policy)
  const credential = 'guest-credential-0123456789'
  const session = await createGuestSession(db(), {
    venueId: place.venueId,
    accessPointId: place.accessPointId,
    credential,
  })
  const { stdout } = await run('radtest', [
    '-d',
    radius!.raddb,
    session.id,
    credential,
    `127.0.0.1:${radius!.port}`,
    '0',
    radius!.secret,
  ]).catch((error: { stdout: string }) => error)
  return { place, session, accepted: stdout }
}

async function setPolicy(venueId: string, policy: Record<string, number | null>) {
  const { token: admin } = await userWithSession({ role: 'admin' })
  const response = await api.request('PUT', guestPaths.venueGuestPolicy(venueId), { token: admin, body: policy })
  expect(response.status).toBe(200)
}

const stored = async (id: string) => (await db().select().from(guestSessions).where(eq(guestSessions.id, id)))[0]!

describe.skipIf(!freeradiusInstalled)('CoovaChilli’s guests through the real FreeRADIUS', () => {
  it('are accepted with the venue’s policy in CoovaChilli’s units, accounting every 300 s, tied to our session', async () => {
    const { session, accepted } = await acceptedGuest({
      sessionMinutes: 30,
      idleMinutes: 10,
      downloadKbps: 2000,
      uploadKbps: 512,
      dataQuotaMb: 5000,
      adAgainAfterHours: null,
    })
    expect(accepted).toContain('Access-Accept')
    // 5,000 MB is 5,242,880,000 bytes: one Gigaword (2³²) and 947,912,704.
    for (const line of [
      'Session-Timeout = 1800',
      'Idle-Timeout = 600',
      'ChilliSpot-Bandwidth-Max-Down = 2000',
      'ChilliSpot-Bandwidth-Max-Up = 512',
      'ChilliSpot-Max-Total-Octets = 947912704',
      'ChilliSpot-Max-Total-Gigawords = 1',
      'Acct-Interim-Interval = 300',
      `Class = ${hex(session.id)}`,
    ]) {
      expect(accepted).toContain(line)
    }
    expect(accepted).not.toContain('WISPr')
    expect((await stored(session.id)).policy).toMatchObject({ sessionMinutes: 30, dataQuotaMb: 5000 })
  })

  it('store Start, an Interim with Gigawords and Stop as one session with its bytes, duration and cause', async () => {
    const { place, session } = await acceptedGuest()
    const packet = (status: string, extra: string[] = []) => [
      `Acct-Status-Type = ${status}`,
      'Acct-Session-Id = "5f3a9c0e00000001"',
      `User-Name = "${session.id}"`,
      `NAS-Identifier = "${place.accessPointName}"`,
      'Calling-Station-Id = "02-00-00-00-04-0B"',
      `Class = ${hex(session.id)}`,
      ...extra,
    ]
    expect(await radclient('acct', packet('Start', ['Acct-Session-Time = 0']))).toContain('Accounting-Response')
    const started = await stored(session.id)
    expect(started.onlineAt).toBeInstanceOf(Date)
    expect(started.endedAt).toBeNull()

    await radclient(
      'acct',
      packet('Interim-Update', [
        'Acct-Session-Time = 300',
        'Acct-Input-Octets = 12000',
        'Acct-Output-Octets = 5000',
        'Acct-Output-Gigawords = 1',
      ]),
    )
    expect(await stored(session.id)).toMatchObject({ bytesDown: 2 ** 32 + 5000, bytesUp: 12000, endedAt: null })

    await radclient(
      'acct',
      packet('Stop', [
        'Acct-Session-Time = 600',
        'Acct-Input-Octets = 20000',
        'Acct-Output-Octets = 9000',
        'Acct-Output-Gigawords = 1',
        'Acct-Terminate-Cause = Idle-Timeout',
      ]),
    )
    const ended = await stored(session.id)
    expect(ended).toMatchObject({ bytesDown: 2 ** 32 + 9000, bytesUp: 20000, endCause: 'idle' })
    expect((ended.endedAt!.getTime() - ended.onlineAt!.getTime()) / 1000).toBeCloseTo(600, -1)
    // Nothing of the guest's MAC is kept.
    expect(JSON.stringify(ended).toLowerCase()).not.toContain('02-00-00-00-04-0b')

    // A late Interim (sent again, or out of order) does not reopen it.
    await radclient('acct', packet('Interim-Update', ['Acct-Session-Time = 300', 'Acct-Output-Octets = 1']))
    expect(await stored(session.id)).toMatchObject({ endCause: 'idle', bytesDown: 2 ** 32 + 9000 })
  })

  it('are stored once when the console fails once: FreeRADIUS does not answer, radclient sends again', async () => {
    const { place, session } = await acceptedGuest()
    failNextAccounting = true
    const before = accountingRequests
    const answer = await radclient('acct', [
      'Acct-Status-Type = Stop',
      'Acct-Session-Id = "5f3a9c0e00000002"',
      `User-Name = "${session.id}"`,
      `NAS-Identifier = "${place.accessPointName}"`,
      'Acct-Session-Time = 120',
      'Acct-Output-Octets = 4096',
      'Acct-Terminate-Cause = User-Request',
    ])
    expect(answer).toContain('Accounting-Response')
    expect(accountingRequests - before).toBe(2)
    expect(await stored(session.id)).toMatchObject({ bytesDown: 4096, endCause: 'user' })
  })

  it('tell a quota’s end from the session length’s, and end every open session of a gateway that restarts', async () => {
    const { place, session } = await acceptedGuest({
      sessionMinutes: 60,
      idleMinutes: null,
      downloadKbps: null,
      uploadKbps: null,
      dataQuotaMb: 1,
      adAgainAfterHours: null,
    })
    await radclient('acct', [
      'Acct-Status-Type = Stop',
      'Acct-Session-Id = "5f3a9c0e00000003"',
      `User-Name = "${session.id}"`,
      'Acct-Session-Time = 90',
      'Acct-Output-Octets = 1048600',
      'Acct-Terminate-Cause = Session-Timeout',
    ])
    expect((await stored(session.id)).endCause).toBe('data_limit')

    const other = await createGuestSession(db(), { venueId: place.venueId, accessPointId: place.accessPointId })
    await db().update(guestSessions).set({ onlineAt: new Date() }).where(eq(guestSessions.id, other.id))
    await radclient('acct', [
      'Acct-Status-Type = Accounting-On',
      `NAS-Identifier = "${place.accessPointName}"`,
      'Acct-Session-Id = "0"',
    ])
    expect(await stored(other.id)).toMatchObject({ endCause: 'gateway_restart' })
    expect((await stored(session.id)).endCause).toBe('data_limit')
  })
})

describe('the RADIUS accounting endpoint', () => {
  it('refuses a wrong token and stores nothing', async () => {
    const place = await insertCaptivePlace(api.app, 'chilli')
    const session = await createGuestSession(db(), {
      venueId: place.venueId,
      accessPointId: place.accessPointId,
      credentialUsedAt: new Date(),
    })
    const response = await fetch(`${api.url}/api/radius/accounting`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer wrong' },
      body: JSON.stringify({ status_type: 'Start', username: session.id, session_time: '0' }),
    })
    expect(response.status).toBe(403)
    expect((await stored(session.id)).onlineAt).toBeNull()
  })
})

/** What FreeRADIUS's rest module posts for a session of `place` (docs/freeradius/mods-enabled/rest), with `fields`. */
const accountingOf = (place: { accessPointName: string; mac: string }, fields: Record<string, string>) => ({
  status_type: 'Interim-Update',
  session_time: '60',
  input_octets: '1000',
  output_octets: '2000',
  input_gigawords: '0',
  output_gigawords: '0',
  nas_identifier: place.accessPointName,
  called_station_id: place.mac.replaceAll(':', '-'),
  terminate_cause: '',
  ...fields,
})

/** Posts one accounting request; answers its status and the lines logged for it, once it completed. */
async function account(body: Record<string, string>) {
  const before = api.logs.length
  const response = await api.request('POST', '/api/radius/accounting', { token, body })
  const lines = () => api.logs.slice(before)
  for (let waited = 0; !lines().some((line) => line.msg === 'request completed') && waited < 2000; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return { status: response.status, warnings: lines().filter((line) => line.level === 40), lines: lines() }
}

/** A CoovaChilli guest at a place of its own whose credential RADIUS accepted. */
async function guestAtNewPlace() {
  const place = await insertCaptivePlace(api.app, 'chilli')
  const session = await createGuestSession(db(), {
    venueId: place.venueId,
    accessPointId: place.accessPointId,
    credentialUsedAt: new Date(),
  })
  return { place, session }
}

describe('the RADIUS accounting endpoint with counters at the top of their range', () => {
  it('stores Gigawords of 2³² − 1 as the most bytes the columns hold, answers success and warns', async () => {
    const { place, session } = await guestAtNewPlace()
    const max = String(2 ** 32 - 1)
    const { status, warnings, lines } = await account(
      accountingOf(place, {
        username: session.id,
        input_octets: max,
        input_gigawords: max,
        output_octets: max,
        output_gigawords: max,
      }),
    )
    expect(status).toBe(204)
    expect(await stored(session.id)).toMatchObject({
      bytesUp: Number.MAX_SAFE_INTEGER,
      bytesDown: Number.MAX_SAFE_INTEGER,
      endedAt: null,
    })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({ clamped: ['input_gigawords', 'output_gigawords'] })
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([])
  })

  it('stores a Stop whose Acct-Session-Time is 2³² − 1, or past it, clamped to 2³² − 1 seconds', async () => {
    for (const sessionTime of [String(2 ** 32 - 1), '99999999999999']) {
      const { place, session } = await guestAtNewPlace()
      const { status, warnings } = await account(
        accountingOf(place, { status_type: 'Stop', username: session.id, session_time: sessionTime }),
      )
      expect(status).toBe(204)
      const ended = await stored(session.id)
      expect((ended.endedAt!.getTime() - ended.onlineAt!.getTime()) / 1000).toBe(2 ** 32 - 1)
      expect(ended.bytesDown).toBe(2000)
      expect(warnings.map((line) => line.clamped)).toEqual(sessionTime.length > 10 ? [['session_time']] : [])
    }
  })
})

describe('the RADIUS accounting endpoint with a NAS that is not the session’s access point', () => {
  it('changes nothing for an Interim or a Stop from another venue’s access point, or one it does not know, and warns', async () => {
    const { place, session } = await guestAtNewPlace()
    const other = await insertCaptivePlace(api.app, 'chilli')
    for (const nas of [
      { accessPointName: other.accessPointName, mac: other.mac },
      { accessPointName: place.accessPointName, mac: other.mac },
      { accessPointName: 'nas01', mac: randomMac() },
    ]) {
      for (const status_type of ['Interim-Update', 'Stop']) {
        const { status, warnings } = await account(accountingOf(nas, { status_type, username: session.id }))
        expect(status).toBe(204)
        expect(warnings).toHaveLength(1)
        expect(warnings[0]!.nasIdentifier).toBe(nas.accessPointName)
        expect(await stored(session.id)).toMatchObject({ onlineAt: null, endedAt: null, bytesDown: 0 })
      }
    }

    // Its own access point, named by its OpenWISP device id as a deployment may set nasid, is heard.
    const [own] = await db().select().from(accessPoints).where(eq(accessPoints.id, place.accessPointId))
    const { warnings } = await account(
      accountingOf({ accessPointName: own!.openwispDeviceId, mac: place.mac }, { username: session.id }),
    )
    expect(warnings).toEqual([])
    expect(await stored(session.id)).toMatchObject({ bytesDown: 2000, endedAt: null })
  })

  it('ends no guest of another access point on an Accounting-On whose NAS names more than one, and warns', async () => {
    const { place, session } = await guestAtNewPlace()
    const other = await insertCaptivePlace(api.app, 'chilli')
    await db().update(guestSessions).set({ onlineAt: new Date() }).where(eq(guestSessions.id, session.id))

    const otherVenues = await account({ status_type: 'Accounting-On', nas_identifier: other.accessPointName })
    expect(otherVenues.warnings).toEqual([])
    // A name and a MAC of two access points, or a name two of them share: either could be the one restarting.
    const nameAndMacOfTwo = await account({
      status_type: 'Accounting-On',
      nas_identifier: place.accessPointName,
      called_station_id: other.mac.replaceAll(':', '-'),
    })
    await db().update(accessPoints).set({ name: place.accessPointName }).where(eq(accessPoints.id, other.accessPointId))
    const sharedName = await account({ status_type: 'Accounting-On', nas_identifier: place.accessPointName })
    for (const { status, warnings } of [nameAndMacOfTwo, sharedName]) {
      expect(status).toBe(204)
      expect(warnings).toHaveLength(1)
    }
    expect(await stored(session.id)).toMatchObject({ endedAt: null })

    const own = await account({ status_type: 'Accounting-On', called_station_id: place.mac.replaceAll(':', '-') })
    expect(own.warnings).toEqual([])
    expect(await stored(session.id)).toMatchObject({ endCause: 'gateway_restart' })
  })
})
