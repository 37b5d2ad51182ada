import { afterEach, describe, expect, it } from 'vitest'
import type { AccountingReport } from '../src/accounting.ts'
import { startChilliSimulator, type ChilliSimulator } from '../src/simulator.ts'
import { get, papPassword } from './guest-browser.ts'

// The simulator's redirects against what CoovaChilli 1.8 does in the rig (../shared/gateways/CHILLI-RIG.md,
// "Differences"); e2e/tests/captive-chilli-rig.spec.ts compares them with the real Chilli's where the rig runs.

const uamServer = 'http://console.invalid/wifi/chilli'
const uamSecret = 'uam-secret'

describe('the simulated gateway’s redirects, as CoovaChilli 1.8 sends them', () => {
  let simulator: ChilliSimulator | undefined
  afterEach(async () => {
    await simulator?.close()
    simulator = undefined
  })

  /** A gateway whose RADIUS accepts the password `tok` (with `sessionTimeout`) and refuses any other. */
  async function gateway(sessionTimeout: number | null, reports: AccountingReport[] = []) {
    simulator = await startChilliSimulator({
      uamServer,
      uamSecret,
      nasId: 'ap-001',
      calledMac: '02-00-00-00-04-01',
      ssid: 'Cafe Guest',
      authenticate: async (request) => ({
        accepted: request.password === 'tok',
        replyMessage: request.password === 'tok' ? null : 'Wrong code',
        sessionTimeout,
        acctInterimInterval: null,
      }),
      account: async (report) => void reports.push(report),
    })
    return simulator.url
  }

  const names = (location: URL | null) => [...(location?.searchParams.keys() ?? [])]

  async function firstPage(base: string) {
    const first = await get(base, '/internet')
    return { cookie: first.cookie!, location: first.location! }
  }

  const logon = (base: string, cookie: string, challenge: string, password: string) =>
    get(
      base,
      `/logon?${new URLSearchParams({ username: 'guest', password: papPassword(challenge, uamSecret, password), userurl: 'http://console.invalid/wifi/connected' })}`,
      cookie,
    )

  it('refuses with reason second, a new challenge and the refused attempt’s session id; the next redirect has a new one', async () => {
    const base = await gateway(3600)
    const first = await firstPage(base)
    expect(names(first.location)).toEqual([
      'res',
      'uamip',
      'uamport',
      'challenge',
      'called',
      'mac',
      'ip',
      'ssid',
      'nasid',
      'sessionid',
      'userurl',
      'md',
    ])
    const challenge = first.location.searchParams.get('challenge')!
    const sessionId = first.location.searchParams.get('sessionid')!
    expect(sessionId).toMatch(/^\d{10}[0-9a-f]{8}$/)

    const failed = (await logon(base, first.cookie, challenge, 'wrong')).location!
    expect(names(failed)).toEqual([
      'res',
      'reason',
      'uamip',
      'uamport',
      'challenge',
      'called',
      'mac',
      'ip',
      'reply',
      'ssid',
      'nasid',
      'sessionid',
      'userurl',
      'md',
    ])
    expect(failed.searchParams.get('reason')).toBe('reject')
    expect(failed.searchParams.get('challenge')).not.toBe(challenge)
    expect(failed.searchParams.get('sessionid')).toBe(sessionId)
    const next = (await get(base, '/internet', first.cookie)).location!
    expect(next.searchParams.get('challenge')).toBe(failed.searchParams.get('challenge'))
    expect(next.searchParams.get('sessionid')).not.toBe(sessionId)
  })

  it('leaves timeleft out without a Session-Timeout, and answers a second logon with res=already', async () => {
    const base = await gateway(null)
    const first = await firstPage(base)
    const success = (await logon(base, first.cookie, first.location.searchParams.get('challenge')!, 'tok')).location!
    expect(names(success)).toEqual([
      'res',
      'uamip',
      'uamport',
      'called',
      'uid',
      'mac',
      'ip',
      'ssid',
      'nasid',
      'sessionid',
      'userurl',
      'md',
    ])
    const already = (await logon(base, first.cookie, 'ff'.repeat(16), 'tok')).location!
    expect(already.searchParams.get('res')).toBe('already')
    expect(names(already)).not.toContain('challenge')
    expect(names(already)).not.toContain('uid')
  })

  it('logs the guest off at /logoff: res=logoff with a new challenge, and a Stop (User-Request)', async () => {
    const reports: AccountingReport[] = []
    const base = await gateway(3600, reports)
    const first = await firstPage(base)
    const challenge = first.location.searchParams.get('challenge')!
    const sessionId = (await logon(base, first.cookie, challenge, 'tok')).location!.searchParams.get('sessionid')
    const logoff = (await get(base, '/logoff', first.cookie)).location!
    expect(logoff.searchParams.get('res')).toBe('logoff')
    expect(logoff.searchParams.get('challenge')).not.toBe(challenge)
    expect(logoff.searchParams.get('sessionid')).toBe(sessionId)
    expect(reports.at(-1)).toMatchObject({ status: 'Stop', terminateCause: 'User-Request', sessionId })
    expect((await get(base, '/internet', first.cookie)).location?.searchParams.get('res')).toBe('notyet')
  })
})
