import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { guestPaths, type GuestPolicy } from '@wifi/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guestSessions } from '../src/db/schema.ts'
import { createGuestSession } from '../src/factories/guest-session-factory.ts'
import { openndsLoginCustom } from '../src/guest/captive/opennds-custom.ts'
import { openndsEndCauses, openndsLogoutKinds } from '../src/guest/online/opennds-accounting.ts'
import { openndsLogoutPath } from '../src/guest/online/opennds-logout-route.ts'
import { captiveBrowser, insertCaptivePlace, openndsFas, type CaptivePlace } from './support/captive.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * openNDS's half of the guest policy and accounting (docs/decisions/034): the hand-off's `custom` carries the venue's
 * policy signed with the access point's faskey, the router's BinAuth script (docs/opennds/binauth.sh, run here
 * itself with dash and with BusyBox alone, as on OpenWrt) lets in only such a hand-off and reports each logout to
 * this app, which stores it once. The real openNDS runs the script in e2e/tests/opennds-binauth-rig.spec.ts.
 */

const { api, db, userWithSession } = useTestApp()
const run = promisify(execFile)
const script = fileURLToPath(new URL('../../../docs/opennds/binauth.sh', import.meta.url))
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const stored = async (id: string) => (await db().select().from(guestSessions).where(eq(guestSessions.id, id)))[0]!

const policy: GuestPolicy = {
  sessionMinutes: 2,
  idleMinutes: 10,
  downloadKbps: 1500,
  uploadKbps: 300,
  dataQuotaMb: 1,
  adAgainAfterHours: null,
}
/** The policy above in openNDS's units: seconds, upload and download kb/s, upload and download quota kB. */
const policyLine = '120 300 1500 1024 1024'

async function setPolicy(venueId: string, venuePolicy: GuestPolicy) {
  const { token } = await userWithSession({ role: 'admin' })
  const response = await api.request('PUT', guestPaths.venueGuestPolicy(venueId), { token, body: venuePolicy })
  expect(response.status).toBe(200)
}

/**
 * A guest of the place who presses Connect (no ad: only the terms to accept). openNDS's hid is the SHA-256 of the
 * client token it hands BinAuth, so the guest gets a token and the hid made from it.
 */
async function connectedGuest(place: CaptivePlace) {
  const token = randomBytes(4).toString('hex')
  const hid = sha256(token)
  const page = await captiveBrowser(api.url).openOpennds(openndsFas({ hid, gatewayMac: place.mac }))
  expect(page.response.status).toBe(200)
  const response = await captiveBrowser(api.url).connect({ session: page.sessionId!, terms: 'accepted' })
  expect(response.status).toBe(303)
  const location = new URL(response.headers.get('location')!)
  const custom = location.searchParams.get('custom')!
  return { sessionId: page.sessionId!, token, hid, custom, text: Buffer.from(custom, 'base64').toString() }
}

/** `custom` as openNDS hands it to BinAuth: URL-encoded with lower-case hex (its uh_urlencode). */
const asOpenndsPasses = (base64: string) =>
  encodeURIComponent(base64).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase())

/** An openNDS guest handed off ten minutes ago through the place, for the logout reports. */
const handedOffGuest = (place: CaptivePlace) =>
  createGuestSession(db(), {
    venueId: place.venueId,
    accessPointId: place.accessPointId,
    gatewayKind: 'opennds',
    gatewaySession: randomBytes(32).toString('hex'),
    gatewayAddress: '10.77.2.1:2050',
    handedOffAt: new Date(Date.now() - 600_000),
    policy,
  })

/** As if the guest had been handed off (or had landed) `seconds` ago. */
const backdate = (sessionId: string, column: 'handedOffAt' | 'onlineAt', seconds: number) =>
  db()
    .update(guestSessions)
    .set({ [column]: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(guestSessions.id, sessionId))

interface Report {
  session: string
  cause: string
  bytesIn: string
  bytesOut: string
  start: string
  end: string
}

/** A report as the script signs it: `logout` and the values, one space apart, then the key. */
const signed = (report: Report, key: string) => ({
  ...report,
  signature: sha256(
    `logout ${report.session} ${report.cause} ${report.bytesIn} ${report.bytesOut} ${report.start} ${report.end}${key}`,
  ),
})

/** Posts a report as BusyBox's wget does (a form). */
const postReport = (fields: Record<string, string>) =>
  fetch(`${api.url}${openndsLogoutPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })

const epoch = (msAgo: number) => String(Math.floor((Date.now() - msAgo) / 1000))

describe('the openNDS hand-off', () => {
  it('carries the venue’s policy in openNDS’s units, signed for this visit and a few minutes, and keeps it on the session', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds', { secret: 'venueKey42' })
    await setPolicy(place.venueId, policy)
    const before = Math.floor(Date.now() / 1000)
    const guest = await connectedGuest(place)

    const fields =
      /^login ([0-9a-f-]{36}) ([0-9a-f]{16}) (\d+) (\d+ \d+ \d+ \d+ \d+) ([0-9a-f]{64})$/.exec(guest.text) ?? []
    expect(fields[1]).toBe(guest.sessionId)
    expect(fields[2]).toBe(guest.hid.slice(0, 16))
    expect(Number(fields[3]) - before).toBeGreaterThanOrEqual(300)
    expect(Number(fields[3]) - before).toBeLessThan(310)
    expect(fields[4]).toBe(policyLine)
    expect(fields[5]).toBe(sha256(`${guest.text.slice(0, guest.text.lastIndexOf(' '))}venueKey42`))
    // openNDS 9.10 copies `custom`, URL-encoded, into a 384-byte buffer.
    expect(asOpenndsPasses(guest.custom).length).toBeLessThan(300)
    expect((await stored(guest.sessionId)).policy).toEqual(policy)
  })

  it('gives the service’s default to a venue without its own: GUEST_ONLINE_MINUTES and nothing else', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const guest = await connectedGuest(place)
    expect(guest.text.split(' ').slice(4, 9).join(' ')).toBe(`${60 * 60} 0 0 0 0`)
    expect((await stored(guest.sessionId)).policy).toMatchObject({ sessionMinutes: 60, downloadKbps: null })
  })
})

describe('the openNDS logout report', () => {
  it('is refused (403) unless signed with the key of the session’s access point, and changes nothing then', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const other = await insertCaptivePlace(api.app, 'opennds')
    const session = await handedOffGuest(place)
    const report = {
      session: session.id,
      cause: 'client_deauth',
      bytesIn: '5000',
      bytesOut: '700',
      start: epoch(60_000),
      end: epoch(0),
    }
    const refusals = [
      signed(report, 'notTheKey1'),
      // Another access point's key: each router signs only for its own guests.
      signed(report, other.secret),
      // Signed, then edited.
      { ...signed(report, place.secret), bytesIn: '1' },
      { ...signed(report, place.secret), cause: 'idle_deauth' },
      // A session that does not exist, signed with a real key.
      signed({ ...report, session: '7d0c9b7e-8c1a-4c55-9d3e-1f2a3b4c5d6e' }, place.secret),
    ]
    for (const fields of refusals) {
      const response = await postReport(fields)
      expect(response.status).toBe(403)
      expect((await response.json()).code).toBe('FORBIDDEN')
    }
    // Not an openNDS session: a CoovaChilli guest's accounting comes from RADIUS.
    const chilli = await insertCaptivePlace(api.app, 'chilli')
    const chilliSession = await createGuestSession(db(), {
      venueId: chilli.venueId,
      accessPointId: chilli.accessPointId,
    })
    expect((await postReport(signed({ ...report, session: chilliSession.id }, chilli.secret))).status).toBe(403)

    const malformed = [
      { ...signed(report, place.secret), cause: 'reboot_deauth' },
      { ...signed(report, place.secret), bytesIn: '-1' },
      { ...signed(report, place.secret), signature: 'A'.repeat(64) },
      signed({ ...report, start: epoch(0), end: epoch(60_000) }, place.secret),
      { session: session.id },
    ]
    for (const fields of malformed) expect((await postReport(fields)).status).toBe(400)

    expect(await stored(session.id)).toMatchObject({
      onlineAt: null,
      endedAt: null,
      endCause: null,
      bytesDown: 0,
      bytesUp: 0,
    })
    expect((await stored(chilliSession.id)).endedAt).toBeNull()
  })

  it('is stored once when sent twice, and a later report keeps the first end', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const session = await handedOffGuest(place)
    const report = signed(
      {
        session: session.id,
        cause: 'timeout_deauth',
        bytesIn: '1048600',
        bytesOut: '20480',
        start: epoch(125_000),
        end: epoch(5_000),
      },
      place.secret,
    )
    expect((await postReport(report)).status).toBe(204)
    const first = await stored(session.id)
    expect(first).toMatchObject({ endCause: 'time_limit', bytesDown: 1048600, bytesUp: 20480 })
    expect((first.endedAt!.getTime() - first.onlineAt!.getTime()) / 1000).toBe(120)

    expect((await postReport(report)).status).toBe(204)
    expect(await stored(session.id)).toEqual({ ...first, lastSeenAt: expect.any(Date) })

    const later = signed({ ...report, cause: 'shutdown_deauth', end: epoch(0) }, place.secret)
    expect((await postReport(later)).status).toBe(204)
    expect(await stored(session.id)).toMatchObject({ endCause: 'time_limit', endedAt: first.endedAt })
  })

  it('maps each kind of openNDS logout to its cause, bytes in as downloaded and bytes out as uploaded', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    expect(openndsEndCauses).toEqual({
      client_deauth: 'user',
      idle_deauth: 'idle',
      timeout_deauth: 'time_limit',
      ndsctl_deauth: 'operator',
      downquota_deauth: 'data_limit',
      upquota_deauth: 'data_limit',
      shutdown_deauth: 'gateway_restart',
    })
    for (const [index, cause] of openndsLogoutKinds.entries()) {
      const session = await handedOffGuest(place)
      const bytesIn = String(2 ** 33 + index)
      const report = {
        session: session.id,
        cause,
        bytesIn,
        bytesOut: String(index),
        start: epoch(30_000),
        end: epoch(0),
      }
      expect((await postReport(signed(report, place.secret))).status).toBe(204)
      expect(await stored(session.id)).toMatchObject({
        endCause: openndsEndCauses[cause],
        bytesDown: 2 ** 33 + index,
        bytesUp: index,
      })
    }
  })

  it('keeps the start the landing page saw, and places a start from a router with a wrong clock within the visit', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    // openNDS lets the guest on and sends them to the landing page: online from then.
    const landed = await handedOffGuest(place)
    const landing = await captiveBrowser(api.url).get(`/wifi/connected?session=${landed.id}`)
    expect(landing.status).toBe(200)
    expect(Date.now() - (await stored(landed.id)).onlineAt!.getTime()).toBeLessThan(5_000)
    // Two minutes later, the logout.
    await backdate(landed.id, 'onlineAt', 120)
    const online = (await stored(landed.id)).onlineAt!
    // A router whose clock is an hour behind: its times give the duration only.
    const behind = signed(
      {
        session: landed.id,
        cause: 'idle_deauth',
        bytesIn: '10',
        bytesOut: '0',
        start: epoch(3_600_000),
        end: epoch(3_540_000),
      },
      place.secret,
    )
    expect((await postReport(behind)).status).toBe(204)
    const ended = await stored(landed.id)
    expect(ended.onlineAt).toEqual(online)
    expect(ended.endedAt!.getTime() - online.getTime()).toBeLessThanOrEqual(60_000)
    expect(ended.endedAt!.getTime() - online.getTime()).toBeGreaterThan(55_000)

    // The landing page a moment after openNDS started counting, and the report at once: the start moves back.
    const prompt = await handedOffGuest(place)
    await backdate(prompt.id, 'onlineAt', 59)
    const counted = signed(
      {
        session: prompt.id,
        cause: 'timeout_deauth',
        bytesIn: '1',
        bytesOut: '0',
        start: epoch(61_000),
        end: epoch(1_000),
      },
      place.secret,
    )
    expect((await postReport(counted)).status).toBe(204)
    const timed = await stored(prompt.id)
    expect((timed.endedAt!.getTime() - timed.onlineAt!.getTime()) / 1000).toBe(60)
    expect(timed.endedAt!.getTime()).toBeLessThanOrEqual(Date.now())

    // A router still in 1970 and no landing page seen: not before the hand-off.
    const unseen = await handedOffGuest(place)
    const early = signed(
      { session: unseen.id, cause: 'client_deauth', bytesIn: '1', bytesOut: '1', start: '100', end: '130' },
      place.secret,
    )
    expect((await postReport(early)).status).toBe(204)
    const placed = await stored(unseen.id)
    expect(placed.onlineAt).toEqual(unseen.handedOffAt)
    expect((placed.endedAt!.getTime() - placed.onlineAt!.getTime()) / 1000).toBe(30)
  })
})

/**
 * The shells the script runs under: Debian's dash with its coreutils and GNU wget, and BusyBox alone (its sh,
 * sed, grep, sha256sum, wget… and no base64, as OpenWrt builds it), where `ndsctl b64decode` decodes, as on a
 * router. BusyBox and openNDS's ndsctl are Debian packages the openNDS rig installs.
 */
const hasBusybox = existsSync('/usr/bin/busybox') && existsSync('/usr/bin/ndsctl')
const busyboxDir = join(tmpdir(), `binauth-busybox-${randomBytes(6).toString('hex')}`)
beforeAll(() => {
  if (!hasBusybox) return
  mkdirSync(busyboxDir)
  for (const applet of ['sh', 'sed', 'grep', 'cut', 'sha256sum', 'date', 'sleep', 'timeout', 'logger', 'wget']) {
    symlinkSync('/usr/bin/busybox', join(busyboxDir, applet))
  }
  symlinkSync('/usr/bin/ndsctl', join(busyboxDir, 'ndsctl'))
})
afterAll(() => rmSync(busyboxDir, { recursive: true, force: true }))

const shells = [
  { name: 'dash', command: 'dash', path: '/usr/bin:/bin' },
  ...(hasBusybox ? [{ name: 'BusyBox alone', command: join(busyboxDir, 'sh'), path: busyboxDir }] : []),
]

describe.each(shells)('docs/opennds/binauth.sh under $name', (shell) => {
  const binauth = async (args: string[], env: Record<string, string>) => {
    const { stdout } = await run(shell.command, [script, ...args], { env: { PATH: shell.path, ...env } })
    return stdout
  }

  it('prints the policy line for the console’s hand-off, and nothing for an edited, another visit’s or an expired one', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    await setPolicy(place.venueId, policy)
    const guest = await connectedGuest(place)
    const env = { WIFI_CONSOLE_KEY: place.secret }
    const login = (token: string, custom: string) =>
      binauth(
        ['auth_client', '02:00:00:00:02:0a', 'http%3a%2f%2f10.77.1.2', 'Mozilla', '10.77.2.70', token, custom],
        env,
      )

    expect(await login(guest.token, asOpenndsPasses(guest.custom))).toBe(`${policyLine}\n`)

    // The guest raises their own download rate in the hand-off link.
    const raised = Buffer.from(guest.text.replace(' 300 1500 ', ' 300 150000 ')).toString('base64')
    expect(await login(guest.token, asOpenndsPasses(raised))).toBe('')
    // Something added after the signature, or a second line.
    for (const added of [`${guest.text} 0`, `${guest.text}\nlogin`]) {
      expect(await login(guest.token, asOpenndsPasses(Buffer.from(added).toString('base64')))).toBe('')
    }
    // The hand-off of another visit (its hid is not this client's).
    expect(await login(randomBytes(4).toString('hex'), asOpenndsPasses(guest.custom))).toBe('')
    // Expired: made by the console ten minutes ago.
    const stale = openndsLoginCustom({
      sessionId: guest.sessionId,
      hid: guest.hid,
      policy,
      fasKey: place.secret,
      now: new Date(Date.now() - 600_000),
    })
    expect(await login(guest.token, asOpenndsPasses(Buffer.from(stale).toString('base64')))).toBe('')
    // Another key on the router, none at all, and openNDS's own placeholder when a hand-off has no custom.
    expect(
      await binauth(['auth_client', 'm', 'r', 'u', 'ip', guest.token, asOpenndsPasses(guest.custom)], {
        WIFI_CONSOLE_KEY: 'otherKey1',
      }),
    ).toBe('')
    expect(await binauth(['auth_client', 'm', 'r', 'u', 'ip', guest.token, asOpenndsPasses(guest.custom)], {})).toBe('')
    expect(await login(guest.token, 'bmE%3d')).toBe('')
  })

  it('reports a logout to the console, signed, from its settings file, and prints nothing', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    await setPolicy(place.venueId, policy)
    const guest = await connectedGuest(place)
    await backdate(guest.sessionId, 'handedOffAt', 120)
    const conf = join(mkdtempSync(join(tmpdir(), 'binauth-conf-')), 'wifi-console.conf')
    writeFileSync(conf, `# the console\nWIFI_CONSOLE_URL="${api.url}/"\nWIFI_CONSOLE_KEY='${place.secret}'\n`)
    const start = epoch(95_000)
    const end = epoch(5_000)
    const args = ['downquota_deauth', '02:00:00:00:02:0a', '1049000', '3100', start, end, guest.token]

    expect(await binauth([...args, asOpenndsPasses(guest.custom)], { WIFI_CONSOLE_CONF: conf })).toBe('')
    await expect.poll(async () => (await stored(guest.sessionId)).endedAt, { timeout: 15_000 }).not.toBeNull()
    const ended = await stored(guest.sessionId)
    expect(ended).toMatchObject({ endCause: 'data_limit', bytesDown: 1049000, bytesUp: 3100 })
    expect((ended.endedAt!.getTime() - ended.onlineAt!.getTime()) / 1000).toBe(90)
    // The MAC went nowhere.
    expect(JSON.stringify(api.logs)).not.toContain('02:00:00:00:02:0a')

    // A logout of a guest let in some other way (openNDS's placeholder custom) is not reported.
    const other = await handedOffGuest(place)
    expect(await binauth([...args.slice(0, 7), 'bmE%3d'], { WIFI_CONSOLE_CONF: conf })).toBe('')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await stored(other.id)).endedAt).toBeNull()
    rmSync(conf, { force: true })
  })
})

describe('a guest session online by openNDS', () => {
  it('counts from the landing page only for a handed-off openNDS session, once', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const session = await handedOffGuest(place)
    await backdate(session.id, 'onlineAt', 600)
    const before = (await stored(session.id)).onlineAt
    await captiveBrowser(api.url).get(`/wifi/connected?session=${session.id}`)
    expect((await stored(session.id)).onlineAt).toEqual(before)

    const notHandedOff = await handedOffGuest(place)
    await db().update(guestSessions).set({ handedOffAt: null }).where(eq(guestSessions.id, notHandedOff.id))
    await captiveBrowser(api.url).get(`/wifi/connected?session=${notHandedOff.id}`)
    expect((await stored(notHandedOff.id)).onlineAt).toBeNull()
  })
})
