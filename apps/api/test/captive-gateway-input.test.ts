import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { accessPoints } from '../src/db/schema.ts'
import {
  captiveBrowser,
  chilliQuery,
  guestSessionCount,
  insertCaptivePlace,
  openndsFas,
  randomMac,
  type CaptivePlace,
} from './support/captive.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * What a gateway's redirect carries is checked after decoding, field by field, before anything is looked up or
 * stored: a bad field is the "incomplete link" page (400), never a 5xx and never a recorded visit (issue 19.5). And
 * only the signed part of a CoovaChilli redirect is read.
 */

const { api, db } = useTestApp()

let opennds: CaptivePlace
let chilli: CaptivePlace

beforeAll(async () => {
  opennds = await insertCaptivePlace(api.app, 'opennds')
  chilli = await insertCaptivePlace(api.app, 'chilli')
})

const sessionCount = () => guestSessionCount(db())

/** An openNDS payload as the rig's gateway writes it, with one field replaced (or added) by the test. */
function fasWith(field: string, value: string) {
  const fields = Buffer.from(openndsFas({ gatewayMac: opennds.mac, gatewayName: opennds.accessPointName }), 'base64')
    .toString()
    .split(', ')
  const at = fields.findIndex((part) => part.startsWith(`${field}=`))
  if (at < 0) fields.push(`${field}=${value}`)
  else fields[at] = `${field}=${value}`
  return Buffer.from(fields.join(', ')).toString('base64')
}

describe('an openNDS payload, checked field by field after decoding', () => {
  it('is accepted as the gateway writes it', async () => {
    const { response } = await captiveBrowser(api.url).openOpennds(fasWith('gatewayname', opennds.accessPointName))
    expect(response.status).toBe(200)
  })

  const bad: [string, string, string][] = [
    ['a NUL in the gateway name, percent-encoded', 'gatewayname', 'ap%00x'],
    ['a NUL in the gateway name, raw', 'gatewayname', 'ap\u0000x'],
    ['an escape character in the gateway name', 'gatewayname', 'ap%1b[31m'],
    ['a gateway name outside the access point name rule', 'gatewayname', 'ap%27%3b drop'],
    ['a gateway name longer than 64 characters', 'gatewayname', 'a'.repeat(65)],
    ['a control character in an unused field', 'originurl', 'http%3a%2f%2fx%0d%0aSet-Cookie'],
    ['a client MAC that is not one', 'clientmac', '02:00:00:00:02'],
    ['a gateway MAC that is not one', 'gatewaymac', 'zz0000000201'],
    ['a client address that is not one', 'clientip', '10.77.2.700'],
    ['a public gateway address', 'gatewayaddress', '203.0.113.7:2050'],
    ['a loopback gateway address', 'gatewayaddress', '127.0.0.1:2050'],
    ['a gateway address with a port out of range', 'gatewayaddress', '10.77.2.1:70000'],
    ['a gateway address that is a host name', 'gatewayaddress', 'evil.example:80'],
    ['an octet over 255', 'gatewayaddress', '10.77.2.256:2050'],
  ]
  for (const [what, field, value] of bad) {
    it(`answers the incomplete-link page for ${what}, recording nothing`, async () => {
      const before = await sessionCount()
      const { response, html } = await captiveBrowser(api.url).openOpennds(fasWith(field, value))
      expect(response.status).toBe(400)
      expect(html).toContain('Đường dẫn đăng nhập không đầy đủ')
      expect(await sessionCount()).toBe(before)
    })
  }

  it('sends guests only to a private, carrier-grade NAT or link-local gateway address', async () => {
    for (const address of ['192.168.1.1:2050', '172.31.0.1:2050', '100.64.0.1:2050', '169.254.10.1:2050', '10.0.0.1']) {
      const { response } = await captiveBrowser(api.url).openOpennds(fasWith('gatewayaddress', address))
      expect(response.status, address).toBe(200)
    }
    for (const address of ['172.32.0.1:2050', '100.128.0.1:2050', '8.8.8.8:2050', '0.0.0.0:2050']) {
      const { response } = await captiveBrowser(api.url).openOpennds(fasWith('gatewayaddress', address))
      expect(response.status, address).toBe(400)
    }
  })
})

describe('a CoovaChilli redirect, checked field by field after decoding', () => {
  const uamServer = () => `${api.url}/wifi/chilli`
  const dashed = (mac: string) => mac.replaceAll(':', '-')

  function notYet(replace: Record<string, string> = {}) {
    const fields: [string, string][] = [
      ['res', 'notyet'],
      ['uamip', '10.77.4.1'],
      ['uamport', '3990'],
      ['challenge', randomBytes(16).toString('hex')],
      ['called', dashed(chilli.mac)],
      ['mac', dashed(randomMac())],
      ['ip', '10.77.4.2'],
      ['nasid', chilli.accessPointName],
      ['sessionid', `${Date.now()}`],
      ['userurl', 'http://10.77.3.2/internet?q=1'],
    ]
    return chilliQuery(
      uamServer(),
      chilli.secret,
      fields.map(([name, value]) => [name, replace[name] ?? value]),
    )
  }

  it('is accepted as the gateway writes it', async () => {
    expect((await captiveBrowser(api.url).get(`/wifi/chilli?${notYet()}`)).status).toBe(200)
  })

  const bad: [string, Record<string, string>][] = [
    ['a NUL in the nasid', { nasid: 'ap\u0000x' }],
    ['an escape character in the user URL', { userurl: 'http://x/\u001b[31m' }],
    ['a nasid outside the access point name rule', { nasid: 'ap x' }],
    ['a session id that is not one', { sessionid: 'a b' }],
    ['a guest MAC that is not one', { mac: '02-00-00' }],
    ['a UAM address that is not one', { uamip: '10.77.4.300' }],
    ['a UAM port out of range', { uamport: '99999' }],
  ]
  for (const [what, replace] of bad) {
    it(`answers the incomplete-link page for ${what}, even correctly signed`, async () => {
      const before = await sessionCount()
      const response = await captiveBrowser(api.url).get(`/wifi/chilli?${notYet(replace)}`)
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('Đường dẫn đăng nhập không đầy đủ')
      expect(await sessionCount()).toBe(before)
    })
  }

  it('reads only the signed part: a reply added after the signature is not shown as the gateway’s words', async () => {
    const failed = chilliQuery(uamServer(), chilli.secret, [
      ['res', 'failed'],
      ['uamip', '10.77.4.1'],
      ['uamport', '3990'],
      ['challenge', randomBytes(16).toString('hex')],
      ['called', dashed(chilli.mac)],
      ['mac', dashed(randomMac())],
      ['nasid', chilli.accessPointName],
      ['sessionid', `${Date.now()}`],
      ['userurl', 'http://10.77.3.2/internet'],
    ])
    const response = await captiveBrowser(api.url).get(
      `/wifi/chilli?${failed}&reply=Call%20%2B84%20900%20000%20000%20to%20unlock&lang=en`,
    )
    expect(response.status).toBe(403)
    const html = await response.text()
    expect(html).toContain('The Wi-Fi did not let you through')
    expect(html).not.toContain('to unlock')
  })
})

describe('a gateway identity that matches more than one access point', () => {
  const named = async (place: CaptivePlace, name: string) =>
    db().update(accessPoints).set({ name }).where(eq(accessPoints.id, place.accessPointId))

  it('is refused with a clear page and a log line, rather than showing either venue’s page', async () => {
    // Names from OpenWISP are not unique across its organizations: a sync can bring two with one name.
    const first = await insertCaptivePlace(api.app, 'chilli')
    const second = await insertCaptivePlace(api.app, 'chilli')
    const shared = `quay-${randomBytes(4).toString('hex')}`
    await named(first, shared)
    await named(second, shared)
    const before = await sessionCount()
    const redirect = chilliQuery(`${api.url}/wifi/chilli`, first.secret, [
      ['res', 'notyet'],
      ['uamip', '10.77.4.1'],
      ['uamport', '3990'],
      ['challenge', randomBytes(16).toString('hex')],
      ['called', randomMac().replaceAll(':', '-')],
      ['mac', randomMac().replaceAll(':', '-')],
      ['nasid', shared],
      ['sessionid', `${Date.now()}`],
      ['userurl', 'http://10.77.3.2/'],
    ])
    const response = await captiveBrowser(api.url).get(`/wifi/chilli?${redirect}`, { 'accept-language': 'en' })
    expect(response.status).toBe(409)
    const html = await response.text()
    expect(html).toContain('This Wi-Fi access point could not be identified')
    expect(html).not.toContain(first.venueName)
    expect(html).not.toContain(second.venueName)
    expect(await sessionCount()).toBe(before)
    const logged = api.logs.find((line) => String(line.msg).includes('matches more than one access point'))
    expect(logged?.accessPointIds).toEqual(expect.arrayContaining([first.accessPointId, second.accessPointId]))
  })

  it('is the access point whose OpenWISP id it names, whatever another is named (issue 35.2)', async () => {
    // The console refuses such a name, but a sync brings names as OpenWISP has them.
    const victim = await insertCaptivePlace(api.app, 'chilli')
    const squatter = await insertCaptivePlace(api.app, 'chilli')
    const [{ openwispDeviceId }] = (await db()
      .select({ openwispDeviceId: accessPoints.openwispDeviceId })
      .from(accessPoints)
      .where(eq(accessPoints.id, victim.accessPointId))) as [{ openwispDeviceId: string }]
    await named(squatter, openwispDeviceId)
    const redirect = chilliQuery(`${api.url}/wifi/chilli`, victim.secret, [
      ['res', 'notyet'],
      ['uamip', '10.77.4.1'],
      ['uamport', '3990'],
      ['challenge', randomBytes(16).toString('hex')],
      ['called', victim.mac.replaceAll(':', '-')],
      ['mac', randomMac().replaceAll(':', '-')],
      ['nasid', openwispDeviceId],
      ['sessionid', `${Date.now()}`],
      ['userurl', 'http://10.77.3.2/'],
    ])
    const response = await captiveBrowser(api.url).get(`/wifi/chilli?${redirect}`, { 'accept-language': 'en' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(victim.venueName)
    expect(html).not.toContain(squatter.venueName)
  })

  it('is refused when the MAC names one access point and the name another', async () => {
    const first = await insertCaptivePlace(api.app, 'opennds')
    const second = await insertCaptivePlace(api.app, 'opennds')
    const fas = openndsFas({ gatewayMac: first.mac, gatewayName: second.accessPointName })
    const { response, html } = await captiveBrowser(api.url).openOpennds(fas)
    expect(response.status).toBe(409)
    expect(html).toContain('Chưa xác định được điểm phát Wi-Fi này')
  })
})
