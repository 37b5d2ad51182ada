import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { startChilliSimulator, type ChilliSimulator } from '@wifi/chilli-sim'
import { startSimulator, type Simulator } from '@wifi/openwisp-sim'
import { endGuestSessionResultSchema, guestPaths } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guestSessions } from '../src/db/schema.ts'
import { createAccessPoint } from '../src/factories/access-point-factory.ts'
import { createGuestSession } from '../src/factories/guest-session-factory.ts'
import { addVenueMembers, createVenue } from '../src/factories/venue-factory.ts'
import { notOnlineHere, openndsDeauthCommand } from '../src/guest/online/opennds-deauth-command.ts'
import { auditOf } from './support/management.ts'
import type { TestApp } from './support/test-app.ts'
import { openwispEnv, useTestApp } from './support/use-test-app.ts'

/**
 * An operator ends a guest's session (docs/decisions/034): CoovaChilli by an RFC 5176 Disconnect-Request to the
 * simulator's coaport, answered as Chilli answers; openNDS by a command OpenWISP (its simulator) runs on the access
 * point, here in a real shell against a stand-in `ndsctl` with openNDS's own output (the real openNDS runs it in
 * e2e/tests/opennds-binauth-rig.spec.ts).
 */

const coaSecret = 'coa-shared-secret'
const { db, userWithSession, startApp } = useTestApp({ app: false })
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
const stored = async (id: string) => (await db().select().from(guestSessions).where(eq(guestSessions.id, id)))[0]!
const endPath = (id: string) => guestPaths.endGuestSession(id)

let chilli: ChilliSimulator
let app: TestApp

/** Logs a device on at the simulated Chilli with the user name the console gives it: the guest session's id. */
async function logOnAtChilli(username: string) {
  const first = await fetch(`${chilli.url}/`, { redirect: 'manual' })
  const cookie = first.headers.get('set-cookie')!.split(';')[0]!
  const logon = await fetch(
    `${chilli.url}/logon?username=${username}&password=00&userurl=http%3a%2f%2fexample.com%2f`,
    {
      headers: { cookie },
      redirect: 'manual',
    },
  )
  expect(new URL(logon.headers.get('location')!).searchParams.get('res')).toBe('success')
}

/** The simulated device that logged on as `username` (it keeps that name after it logs off, as Chilli's do). */
const chilliClientOf = (username: string) => chilli.clients().find((client) => client.username === username)

/** A venue with a CoovaChilli access point the console reaches at `address`, and a guest online there. */
async function chilliGuest(address: string | null = '127.0.0.1') {
  const venue = await createVenue(db())
  const accessPoint = await createAccessPoint(db(), { venueId: venue.id, gatewayKind: 'chilli', ipAddress: address })
  const session = await createGuestSession(db(), {
    venueId: venue.id,
    accessPointId: accessPoint.id,
    // RADIUS accepted the guest's credential: the gateway's accounting is taken for the session from then.
    credentialUsedAt: minutesAgo(20),
    onlineAt: minutesAgo(20),
    lastSeenAt: minutesAgo(2),
  })
  return { venue, accessPoint, session }
}

beforeAll(async () => {
  chilli = await startChilliSimulator({
    uamServer: 'http://console.invalid/wifi/chilli',
    uamSecret: 'uam-secret',
    nasId: 'end-session-test',
    calledMac: '02-00-00-00-0E-01',
    coaPort: 0,
    coaSecret,
    authenticate: async () => ({ accepted: true, replyMessage: null, sessionTimeout: 3600, acctInterimInterval: null }),
  })
  app = await startApp({
    env: {
      RADIUS_COA_SECRET: coaSecret,
      RADIUS_COA_PORT: String(chilli.coaPort),
      RADIUS_API_TOKEN: 'radius-api-token-for-the-end-session-test',
    },
  })
})
afterAll(() => chilli.close())

describe('ending a CoovaChilli guest’s session', () => {
  it('sends a Disconnect-Request that Chilli acknowledges: the guest is off, the session ended by an operator', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { session } = await chilliGuest()
    await logOnAtChilli(session.id)
    expect(chilliClientOf(session.id)?.state).toBe('online')

    const response = await app.request('POST', endPath(session.handle), { token })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const result = endGuestSessionResultSchema.parse(response.body)
    expect(result).toMatchObject({ outcome: 'ended', session: { handle: session.handle, endCause: 'operator' } })
    expect(result.session.endedAt).not.toBeNull()
    // The simulated gateway let the device go: it is back at the captive page's door.
    expect(chilliClientOf(session.id)?.state).toBe('preauth')
    expect(chilli.clients().some((client) => client.state === 'online')).toBe(false)

    const audit = await auditOf(app, token, session.handle)
    expect(audit.body.items).toHaveLength(1)
    expect(audit.body.items[0]).toMatchObject({
      action: 'update',
      entity: 'guest_session',
      changes: { state: ['online', 'ended'], endCause: [null, 'operator'] },
    })
  })

  it('ends nothing when named by the session’s id, which the guest’s page carries: only the handle names it', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { session } = await chilliGuest()
    await logOnAtChilli(session.id)
    const response = await app.request('POST', endPath(session.id), { token })
    expect(response.status).toBe(404)
    expect(chilliClientOf(session.id)?.state).toBe('online')
    expect((await stored(session.id)).endedAt).toBeNull()
  })

  it('keeps the operator’s end when Chilli’s accounting Stop comes after it, and takes its bytes', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { session } = await chilliGuest()
    await logOnAtChilli(session.id)
    expect((await app.request('POST', endPath(session.handle), { token })).status).toBe(200)
    const ended = await stored(session.id)

    const stop = await app.request('POST', '/api/radius/accounting', {
      headers: { authorization: 'Bearer radius-api-token-for-the-end-session-test' },
      body: {
        status_type: 'Stop',
        unique_id: randomBytes(8).toString('hex'),
        username: session.id,
        session_time: '1200',
        input_octets: '1000',
        output_octets: '7000000',
        terminate_cause: 'Admin-Reset',
      },
    })
    expect(stop.status).toBe(204)
    expect(await stored(session.id)).toMatchObject({
      endCause: 'operator',
      endedAt: ended.endedAt,
      bytesDown: 7_000_000,
      bytesUp: 1000,
    })
  })

  it('closes the session as lost when Chilli no longer has the guest (Disconnect-NAK)', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { session } = await chilliGuest()
    const response = await app.request('POST', endPath(session.handle), { token })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ outcome: 'ended', session: { endCause: 'lost' } })
  })

  it('answers 409 for a guest no longer online, 404 for a session never online, and changes nothing', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { venue, accessPoint } = await chilliGuest()
    const ended = await createGuestSession(db(), {
      venueId: venue.id,
      accessPointId: accessPoint.id,
      onlineAt: minutesAgo(30),
      endedAt: minutesAgo(10),
      endCause: 'idle',
    })
    const response = await app.request('POST', endPath(ended.handle), { token })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ code: 'GUEST_NOT_ONLINE', message: 'This guest is no longer online.' })
    expect(await stored(ended.id)).toMatchObject({ endCause: 'idle', endedAt: ended.endedAt })

    const neverOnline = await createGuestSession(db(), { venueId: venue.id, accessPointId: accessPoint.id })
    const missing = await app.request('POST', endPath(neverOnline.handle), { token })
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'The guest session was not found.' })
  })

  it('lets a customer end their venue’s guests only: another venue’s session is not found', async () => {
    const { user, token } = await userWithSession({ role: 'customer' })
    const theirs = await chilliGuest()
    const other = await chilliGuest()
    await addVenueMembers(db(), theirs.venue.id, [user.id])
    await logOnAtChilli(theirs.session.id)
    await logOnAtChilli(other.session.id)

    const refused = await app.request('POST', endPath(other.session.handle), { token })
    expect(refused.status).toBe(404)
    expect(chilliClientOf(other.session.id)?.state).toBe('online')
    expect((await stored(other.session.id)).endedAt).toBeNull()

    const allowed = await app.request('POST', endPath(theirs.session.handle), { token })
    expect(allowed.status).toBe(200)
    expect(chilliClientOf(theirs.session.id)?.state).toBe('preauth')
  })

  it('asks a signed-in operator', async () => {
    const { session } = await chilliGuest()
    expect((await app.request('POST', endPath(session.handle))).status).toBe(401)
  })

  it('says the gateway did not answer when Chilli cannot verify the request (another secret), and changes nothing', async () => {
    const wrongSecret = await startApp({
      env: { RADIUS_COA_SECRET: 'not-the-gateway-secret', RADIUS_COA_PORT: String(chilli.coaPort) },
    })
    const { token } = await userWithSession({ role: 'admin' })
    const { session } = await chilliGuest()
    await logOnAtChilli(session.id)
    const response = await wrongSecret.request('POST', endPath(session.handle), { token })
    expect(response.status).toBe(502)
    expect(response.body).toMatchObject({ code: 'GATEWAY_NO_ANSWER' })
    expect(response.body.message).toContain(`127.0.0.1:${chilli.coaPort}`)
    expect(chilliClientOf(session.id)?.state).toBe('online')
    expect((await stored(session.id)).endedAt).toBeNull()
  })

  it('needs RADIUS_COA_SECRET and the access point’s address', async () => {
    const noSecret = await startApp({ env: {} })
    const { token } = await userWithSession({ role: 'admin' })
    const { session } = await chilliGuest()
    const unset = await noSecret.request('POST', endPath(session.handle), { token })
    expect(unset.status).toBe(503)
    expect(unset.body).toMatchObject({
      code: 'GATEWAY_NOT_SET_UP',
      message: 'Ending CoovaChilli sessions needs RADIUS_COA_SECRET on the server.',
    })

    const unknownAddress = await chilliGuest(null)
    const noAddress = await app.request('POST', endPath(unknownAddress.session.handle), { token })
    expect(noAddress.status).toBe(503)
    expect(noAddress.body).toMatchObject({
      code: 'GATEWAY_NOT_SET_UP',
      message: 'The console does not know this access point’s address yet: sync it from OpenWISP.',
    })
    expect((await stored(unknownAddress.session.id)).endedAt).toBeNull()
  })
})

// ---------------------------------------------------------------------------------------------------------------

const run = promisify(execFile)
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('the command that ends an openNDS guest', () => {
  // ndsctl as openNDS 9.10 answers: `json` lists the clients (one key per line, the token among them), `deauth` says
  // whether it found the client and exits 0 or 1; each deauth is written down for the test. The command runs under
  // dash with Debian's tools, and under BusyBox alone as on OpenWrt (installed with the openNDS rig's packages).
  const bin = mkdtempSync(join(tmpdir(), 'fake-ndsctl-'))
  const busyboxDir = join(bin, 'busybox')
  const hasBusybox = existsSync('/usr/bin/busybox')
  beforeAll(() => {
    writeFileSync(
      join(bin, 'ndsctl'),
      `#!/bin/sh
case $1 in
json) printf '{\\n"client_list_length":"2",\\n"clients":{\\n"02:00:00:00:00:0a":{\\n  "gatewayname":"rig",\\n  "token":"1a2b3c4d",\\n  "state":"Authenticated"\\n},\\n"02:00:00:00:00:0b":{\\n  "token":"99aa00ff",\\n  "state":"Authenticated"\\n}\\n}\\n}\\n' ;;
deauth) echo "$2" >>"${bin}/deauthed"
  case $2 in 1a2b3c4d | 99aa00ff) echo "Client $2 deauthenticated." ;; *) echo "Client $2 not found."; exit 1 ;; esac ;;
esac
`,
    )
    chmodSync(join(bin, 'ndsctl'), 0o755)
    if (!hasBusybox) return
    mkdirSync(busyboxDir)
    for (const applet of ['sh', 'sed', 'cut', 'sha256sum']) symlinkSync('/usr/bin/busybox', join(busyboxDir, applet))
    symlinkSync(join(bin, 'ndsctl'), join(busyboxDir, 'ndsctl'))
  })
  afterAll(() => rmSync(bin, { recursive: true, force: true }))

  const shells = [
    { name: 'dash', command: 'dash', path: `${bin}:/usr/bin:/bin` },
    ...(hasBusybox ? [{ name: 'BusyBox alone', command: join(busyboxDir, 'sh'), path: busyboxDir }] : []),
  ]
  const runCommand = async (shell: (typeof shells)[number], command: string) => {
    try {
      const { stdout } = await run(shell.command, ['-c', command], { env: { PATH: shell.path } })
      return { code: 0, stdout }
    } catch (error) {
      const failed = error as { code: number; stdout: string }
      return { code: failed.code, stdout: failed.stdout }
    }
  }
  const lastDeauthed = () => readFileSync(join(bin, 'deauthed'), 'utf8').trim().split('\n').at(-1)

  for (const shell of shells) {
    it(`finds the client whose token hashes to the hid and deauthenticates it (${shell.name})`, async () => {
      const ran = await runCommand(shell, openndsDeauthCommand(sha256('99aa00ff'))!)
      expect(ran).toMatchObject({ code: 0, stdout: 'Client 99aa00ff deauthenticated.\n' })
      expect(lastDeauthed()).toBe('99aa00ff')

      const gone = await runCommand(shell, openndsDeauthCommand(sha256('ffffffff'))!)
      expect(gone).toEqual({ code: 3, stdout: `${notOnlineHere}\n` })
    })
  }

  describe('through OpenWISP', () => {
    let openwisp: Simulator
    let console: TestApp
    beforeAll(async () => {
      // OpenWISP runs each command as the access point's shell would, with the stand-in ndsctl on its PATH.
      openwisp = await startSimulator({
        port: 0,
        devices: 0,
        tokenLimitPerDay: 1000,
        commandDelayMs: 50,
        commandShell: ['env', `PATH=${bin}:/usr/bin:/bin`, 'sh', '-c'],
      })
      console = await startApp({ env: openwispEnv(openwisp), openwispCommandWaitMs: 5_000 })
    })
    afterAll(() => openwisp.close())

    /** An openNDS access point that is an OpenWISP device, and a guest online there whose token is `token`. */
    async function openndsGuest(token: string, device = openwisp.store.addDevice()) {
      const venue = await createVenue(db())
      const accessPoint = await createAccessPoint(db(), {
        venueId: venue.id,
        gatewayKind: 'opennds',
        openwispDeviceId: device.id,
      })
      const session = await createGuestSession(db(), {
        venueId: venue.id,
        accessPointId: accessPoint.id,
        gatewayKind: 'opennds',
        gatewaySession: sha256(token),
        credentialHash: null,
        onlineAt: minutesAgo(5),
      })
      return { device, session }
    }

    it('has OpenWISP run ndsctl deauth on the access point: the guest is off, the session ended by an operator', async () => {
      const { token } = await userWithSession({ role: 'admin' })
      const { device, session } = await openndsGuest('1a2b3c4d')
      const response = await console.request('POST', endPath(session.handle), { token })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      expect(response.body).toMatchObject({ outcome: 'ended', session: { endCause: 'operator' } })
      expect(lastDeauthed()).toBe('1a2b3c4d')
      const [command] = openwisp.store.commandsOf(device.id)
      expect(command).toMatchObject({ type: 'custom', status: 'success' })
      expect(command!.output).toBe('Client 1a2b3c4d deauthenticated.\n')
      const audit = await auditOf(console, token, session.handle)
      expect(audit.body.items[0]).toMatchObject({ changes: { endCause: [null, 'operator'] } })
    })

    it('closes the session as lost when the access point no longer has the guest', async () => {
      const { token } = await userWithSession({ role: 'admin' })
      const { session } = await openndsGuest('0badf00d')
      const response = await console.request('POST', endPath(session.handle), { token })
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({ outcome: 'ended', session: { endCause: 'lost' } })
    })

    it('says the access point could not end it when OpenWISP cannot run commands there, and changes nothing', async () => {
      const { token } = await userWithSession({ role: 'admin' })
      const { session } = await openndsGuest('1a2b3c4d', openwisp.store.addDevice({ connection: null }))
      const response = await console.request('POST', endPath(session.handle), { token })
      expect(response.status).toBe(502)
      expect(response.body).toMatchObject({ code: 'GATEWAY_COMMAND_FAILED' })
      expect(response.body.message).toContain('Device has no credentials assigned.')
      expect((await stored(session.id)).endedAt).toBeNull()
    })

    it('answers `requested` when the access point has not run the command yet, and leaves the session to its report', async () => {
      const slow = await startSimulator({
        port: 0,
        devices: 0,
        seed: 7,
        tokenLimitPerDay: 1000,
        commandDelayMs: 60_000,
      })
      try {
        const waiting = await startApp({ env: openwispEnv(slow), openwispCommandWaitMs: 1_500 })
        const { token } = await userWithSession({ role: 'admin' })
        const { session } = await openndsGuest('1a2b3c4d', slow.store.addDevice())
        const response = await waiting.request('POST', endPath(session.handle), { token })
        expect(response.status).toBe(200)
        expect(response.body).toMatchObject({ outcome: 'requested', session: { endedAt: null } })
        const audit = await auditOf(waiting, token, session.handle)
        expect(audit.body.items[0]).toMatchObject({ changes: { state: ['online', 'end requested'] } })
      } finally {
        await slow.close()
      }
    })

    it('needs OpenWISP', async () => {
      const { token } = await userWithSession({ role: 'admin' })
      const { session } = await openndsGuest('1a2b3c4d')
      const response = await app.request('POST', endPath(session.handle), { token })
      expect(response.status).toBe(503)
      expect(response.body).toMatchObject({ code: 'OPENWISP_NOT_CONFIGURED' })
    })
  })

  it('is made only from a hid openNDS makes: nothing else reaches the router’s shell', () => {
    expect(openndsDeauthCommand(sha256('x').toUpperCase())).toBeNull()
    expect(openndsDeauthCommand(`${sha256('x')}; reboot`)).toBeNull()
    expect(openndsDeauthCommand('$(reboot)')).toBeNull()
    expect(openndsDeauthCommand(sha256('x'))).toContain(sha256('x'))
  })
})
