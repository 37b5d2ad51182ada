import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { consoleAccounting, type AccountingReport } from '../src/accounting.ts'
import { startChilliSimulator, type ChilliSimulator } from '../src/simulator.ts'
import { get, papPassword } from './guest-browser.ts'

const uamServer = 'http://console.invalid/wifi/chilli'
const uamSecret = 'uam-secret'

describe('the simulated gateway’s accounting, as CoovaChilli sends it', () => {
  let simulator: ChilliSimulator | undefined
  afterEach(async () => {
    await simulator?.close()
    simulator = undefined
  })

  /** A simulator whose accounting is collected in `reports`; RADIUS accepts with `sessionTimeout`. */
  async function gateway(reports: AccountingReport[], sessionTimeout: number | null) {
    simulator = await startChilliSimulator({
      uamServer,
      uamSecret,
      nasId: 'ap-001',
      calledMac: '02-00-00-00-04-01',
      authenticate: async () => ({ accepted: true, replyMessage: null, sessionTimeout, acctInterimInterval: null }),
      account: async (report) => void reports.push(report),
      interimSeconds: 1,
    })
    return simulator
  }

  async function logOn(base: string, username: string) {
    const first = await get(base, '/internet')
    const challenge = first.location!.searchParams.get('challenge')!
    const query = new URLSearchParams({ username, password: papPassword(challenge, uamSecret, 'tok'), userurl: '/' })
    const logon = await get(base, `/logon?${query}`, first.cookie)
    expect(logon.location?.searchParams.get('res')).toBe('success')
    return { cookie: first.cookie!, sessionId: logon.location!.searchParams.get('sessionid')! }
  }

  it('sends Accounting-On, Start at the logon, Interim-Updates with growing counts, then Stop NAS-Reboot and Accounting-Off', async () => {
    const reports: AccountingReport[] = []
    const { url } = await gateway(reports, null)
    expect(reports.map((report) => report.status)).toEqual(['Accounting-On'])
    const guest = await logOn(url, 'guest1')
    await expect
      .poll(() => reports.filter((report) => report.status === 'Interim-Update').length, { timeout: 5_000 })
      .toBeGreaterThan(1)
    await simulator!.close()
    simulator = undefined

    const statuses = reports.map((report) => report.status)
    expect(statuses[0]).toBe('Accounting-On')
    expect(statuses[1]).toBe('Start')
    expect(statuses.slice(-2)).toEqual(['Stop', 'Accounting-Off'])
    const session = reports.filter((report) => report.username === 'guest1')
    expect(session.every((report) => report.sessionId === guest.sessionId)).toBe(true)
    expect(session.at(-1)?.terminateCause).toBe('NAS-Reboot')
    const interims = session.filter((report) => report.status === 'Interim-Update')
    expect(interims[1]!.seconds).toBeGreaterThan(interims[0]!.seconds)
    expect(interims[1]!.bytesOut).toBeGreaterThan(interims[0]!.bytesOut)
  })

  it('stops a session at its Session-Timeout and sends the guest to the captive page again', async () => {
    const reports: AccountingReport[] = []
    const { url } = await gateway(reports, 1)
    const guest = await logOn(url, 'guest2')
    await expect.poll(() => reports.at(-1)?.terminateCause, { timeout: 5_000 }).toBe('Session-Timeout')
    expect(reports.at(-1)).toMatchObject({ status: 'Stop', username: 'guest2', sessionId: guest.sessionId })
    expect((await get(url, '/internet', guest.cookie)).location?.searchParams.get('res')).toBe('notyet')
  })

  describe('to the console, as FreeRADIUS’s rest module posts it', () => {
    let console: Server | undefined
    afterEach(() => new Promise<void>((resolve) => (console ? console.close(() => resolve()) : resolve())))

    it('sends every value as text, the bytes in Octets and Gigawords, with the token and the gateway’s identity', async () => {
      const received: { authorization?: string; body: Record<string, string> }[] = []
      console = createServer((request, response) => {
        let body = ''
        request.on('data', (chunk: Buffer) => (body += chunk))
        request.on('end', () => {
          received.push({ authorization: request.headers.authorization, body: JSON.parse(body) })
          response.writeHead(204).end()
        })
      })
      await new Promise<void>((resolve) => console!.listen(0, '127.0.0.1', resolve))
      const { port } = console.address() as AddressInfo
      const account = consoleAccounting(`http://127.0.0.1:${port}/api/radius/accounting`, 'radius-token', {
        nasIdentifier: 'ap-001',
        calledStationId: '02-00-00-00-04-01',
      })
      await account({
        status: 'Stop',
        sessionId: '1765000000123',
        username: 'guest3',
        seconds: 600,
        bytesIn: 5,
        bytesOut: 2 ** 32 + 7,
        terminateCause: 'Admin-Reset',
      })
      expect(received).toEqual([
        {
          authorization: 'Bearer radius-token',
          body: {
            status_type: 'Stop',
            unique_id: expect.stringMatching(/^[0-9a-f]{32}$/),
            session_id: '1765000000123',
            username: 'guest3',
            session_time: '600',
            input_octets: '5',
            output_octets: '7',
            input_gigawords: '0',
            output_gigawords: '1',
            called_station_id: '02-00-00-00-04-01',
            nas_identifier: 'ap-001',
            terminate_cause: 'Admin-Reset',
            class: '',
          },
        },
      ])
    })
  })
})
