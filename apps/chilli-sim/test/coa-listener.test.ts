import { createHash } from 'node:crypto'
import { createSocket } from 'node:dgram'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startChilliSimulator, type ChilliSimulator } from '../src/simulator.ts'
import { get, papPassword } from './guest-browser.ts'

// The console's side of RFC 5176, written here from the RFC rather than with the simulator's own helpers, so a
// mistake in those cannot hide in both ends.

const uamServer = 'http://console.invalid/wifi/chilli'
const uamSecret = 'uam-secret'
const coaSecret = 'coa-secret'
const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest()

/** A Disconnect-Request (40) or CoA-Request (43) signed as RFC 5176 §2.3 says, like an Accounting-Request. */
function coaRequest(code: number, identifier: number, attributes: [number, string][], secret = coaSecret) {
  const body = Buffer.concat(
    attributes.map(([type, value]) =>
      Buffer.concat([Buffer.from([type, 2 + Buffer.byteLength(value)]), Buffer.from(value)]),
    ),
  )
  const header = Buffer.from([code, identifier, 0, 0])
  header.writeUInt16BE(20 + body.length, 2)
  return Buffer.concat([header, md5(header, Buffer.alloc(16), body, Buffer.from(secret)), body])
}

/** Sends one datagram and waits a bounded time for the answer: null when none came. */
function exchange(port: number, packet: Buffer, waitMs = 500): Promise<Buffer | null> {
  const socket = createSocket('udp4')
  return new Promise((resolve, reject) => {
    const finish = (answer: Buffer | null) => {
      clearTimeout(timer)
      socket.close()
      resolve(answer)
    }
    const timer = setTimeout(() => finish(null), waitMs)
    socket.on('message', (message) => finish(message))
    socket.on('error', reject)
    socket.send(packet, port, '127.0.0.1')
  })
}

/** Checks the answer's Response Authenticator (RFC 5176 §2.3) and returns its code. */
function verifiedCode(answer: Buffer | null, request: Buffer) {
  expect(answer).not.toBeNull()
  expect(answer!.length).toBe(20)
  expect(answer!.readUInt16BE(2)).toBe(20)
  expect(answer![1]).toBe(request[1])
  expect(answer!.subarray(4, 20)).toEqual(md5(answer!.subarray(0, 4), request.subarray(4, 20), Buffer.from(coaSecret)))
  return answer![0]
}

describe('the simulated gateway’s Disconnect listener (RFC 5176, Chilli’s coaport)', () => {
  let simulator: ChilliSimulator
  let port: number

  beforeEach(async () => {
    simulator = await startChilliSimulator({
      uamServer,
      uamSecret,
      nasId: 'ap-001',
      calledMac: '02-00-00-00-04-01',
      authenticate: async (request) => ({
        accepted: request.password === 'tok-1',
        replyMessage: null,
        sessionTimeout: 3600,
        acctInterimInterval: null,
      }),
      coaPort: 0,
      coaSecret,
    })
    port = simulator.coaPort!
  })
  afterEach(() => simulator.close())

  /** A guest logged on through the captive flow: first page, then /logon with the PAP password. */
  async function logOn(username: string) {
    const first = await get(simulator.url, '/internet')
    expect(first.location?.searchParams.get('res')).toBe('notyet')
    const challenge = first.location!.searchParams.get('challenge')!
    const query = new URLSearchParams({
      username,
      password: papPassword(challenge, uamSecret, 'tok-1'),
      userurl: '/internet',
    })
    const logon = await get(simulator.url, `/logon?${query}`, first.cookie)
    expect(logon.location?.searchParams.get('res')).toBe('success')
    const sessionId = logon.location!.searchParams.get('sessionid')!
    expect((await get(simulator.url, '/internet', first.cookie)).body).toContain('INTERNET-OK')
    return { cookie: first.cookie!, sessionId }
  }

  /** The simulated device behind a guest's browser (its cookie stands for the MAC address). */
  const deviceOf = (guest: { cookie: string }) =>
    simulator.clients().find((client) => `chilli_sim_client=${client.id}` === guest.cookie)!

  it('ends the named user’s session with a Disconnect-ACK; the guest is sent to the captive page again', async () => {
    const guest = await logOn('guest1')
    const challenge = deviceOf(guest).challenge
    const request = coaRequest(40, 17, [[1, 'guest1']])
    expect(verifiedCode(await exchange(port, request), request)).toBe(41)

    // As Chilli 1.8 keeps them: the device's last user name and its challenge; a new session id.
    const device = deviceOf(guest)
    expect(device).toMatchObject({ state: 'preauth', username: 'guest1', challenge })
    expect(device.sessionId).not.toBe(guest.sessionId)
    // A second Disconnect for the user, no longer online, is acknowledged too (Chilli matches the kept name).
    const again = coaRequest(40, 18, [[1, 'guest1']])
    expect(verifiedCode(await exchange(port, again), again)).toBe(41)
    const next = await get(simulator.url, '/internet', guest.cookie)
    expect(next.status).toBe(302)
    expect(next.location?.searchParams.get('res')).toBe('notyet')
    expect(next.location?.searchParams.get('sessionid')).toBe(device.sessionId)
    expect(next.location?.searchParams.get('challenge')).toBe(device.challenge)
  })

  it('answers Disconnect-NAK for a user name no one logged on with, and ends no one', async () => {
    const guest = await logOn('guest1')
    for (const name of ['guest2', 'GUEST1', 'guest']) {
      const request = coaRequest(40, 3, [[1, name]])
      expect(verifiedCode(await exchange(port, request), request)).toBe(42)
    }
    expect(deviceOf(guest)).toMatchObject({ state: 'online', username: 'guest1' })
  })

  it('drops a request signed with another secret, without User-Name, or with a wrong length', async () => {
    const guest = await logOn('guest1')
    expect(await exchange(port, coaRequest(40, 1, [[1, 'guest1']], 'wrong-secret'))).toBeNull()
    expect(await exchange(port, coaRequest(40, 2, [[44, guest.sessionId]]))).toBeNull()
    expect(await exchange(port, Buffer.concat([coaRequest(40, 4, [[1, 'guest1']]), Buffer.from([0])]))).toBeNull()
    expect(await exchange(port, coaRequest(40, 5, [[1, 'guest1']]).subarray(0, 19))).toBeNull()
    expect(deviceOf(guest)).toMatchObject({ state: 'online', username: 'guest1' })
  })

  it('ends only the session its Acct-Session-Id names, compared in any case', async () => {
    const guest = await logOn('guest1')
    const other = coaRequest(40, 8, [
      [1, 'guest1'],
      [44, `${guest.sessionId}0`],
    ])
    expect(verifiedCode(await exchange(port, other), other)).toBe(42)
    expect(deviceOf(guest)).toMatchObject({ state: 'online', username: 'guest1' })

    const matching = coaRequest(40, 9, [
      [1, 'guest1'],
      [44, guest.sessionId.toUpperCase()],
    ])
    expect(verifiedCode(await exchange(port, matching), matching)).toBe(41)
    expect(deviceOf(guest).state).toBe('preauth')
  })

  it('ends every session of the user when no session id is given', async () => {
    const first = await logOn('guest1')
    const second = await logOn('guest1')
    const bystander = await logOn('guest2')
    const request = coaRequest(40, 10, [[1, 'guest1']])
    expect(verifiedCode(await exchange(port, request), request)).toBe(41)
    expect(deviceOf(first).state).toBe('preauth')
    expect(deviceOf(second).state).toBe('preauth')
    expect(deviceOf(bystander)).toMatchObject({ state: 'online', username: 'guest2' })
  })

  it('answers a CoA-Request with CoA-NAK: changing a session is not simulated', async () => {
    const guest = await logOn('guest1')
    const request = coaRequest(43, 11, [[1, 'guest1']])
    expect(verifiedCode(await exchange(port, request), request)).toBe(45)
    expect(deviceOf(guest)).toMatchObject({ state: 'online', username: 'guest1' })
  })

  it('listens only when given a secret', async () => {
    const plain = await startChilliSimulator({
      uamServer,
      uamSecret,
      nasId: 'ap-001',
      calledMac: '02-00-00-00-04-01',
      authenticate: async () => ({
        accepted: false,
        replyMessage: null,
        sessionTimeout: null,
        acctInterimInterval: null,
      }),
    })
    expect(plain.coaPort).toBeNull()
    await plain.close()
  })
})
