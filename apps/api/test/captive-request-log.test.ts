import { randomBytes, randomUUID } from 'node:crypto'
import { captivePaths } from '@wifi/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  chilliQuery,
  insertCaptivePlace,
  insertRunningAd,
  openndsGuest,
  randomMac,
  type CaptivePlace,
} from './support/captive.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * The request log on the captive routes (issue 19, point 7): a guest's MAC and address come in the query a gateway
 * sends, and in the connection itself. Whatever spelling of the path reaches a captive route (`/%77ifi/chilli` is
 * `/wifi/chilli` to the router), no line of that request may hold the query or the guest's address. The RADIUS
 * endpoint is called by FreeRADIUS, not a guest: its address is kept.
 */

const radiusToken = 'radius-token-for-the-log-test'
const { api } = useTestApp({ env: { RADIUS_API_TOKEN: radiusToken } })
let chilli: CaptivePlace
let opennds: CaptivePlace

beforeAll(async () => {
  chilli = await insertCaptivePlace(api.app, 'chilli')
  opennds = await insertCaptivePlace(api.app, 'opennds')
  await insertRunningAd(api.app, chilli.venueId)
  await insertRunningAd(api.app, opennds.venueId)
})

type LogLine = Record<string, unknown>

let addressCounter = 0
/** A client address of its own for each request, from a range nothing else in a log line could spell. */
const freshAddress = () => `198.51.100.${++addressCounter}`

/**
 * Sends one request from `address` and answers every log line written for it (by its reqId), once its
 * 'request completed' line is there.
 */
async function linesOf(address: string, path: string, init: RequestInit = {}) {
  const before = api.logs.length
  const response = await fetch(`${api.url}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { 'x-forwarded-for': address, ...(init.headers as Record<string, string>) },
  })
  await response.arrayBuffer()
  const completed = () => api.logs.slice(before).find((line) => line.msg === 'request completed')
  for (let waited = 0; !completed() && waited < 2000; waited += 10) await new Promise((r) => setTimeout(r, 10))
  const incoming = api.logs.slice(before).find((line) => line.msg === 'incoming request')
  expect(incoming, `no request log line for ${path}`).toBeDefined()
  const lines = api.logs.slice(before).filter((line: LogLine) => line.reqId === incoming!.reqId)
  expect(lines.map((line) => line.msg)).toContain('request completed')
  return { response, lines, incoming: incoming as { req: { url: string; remoteAddress?: string } } }
}

/** A guest's MAC in every form a gateway writes it. */
const macForms = (mac: string) => [mac, mac.replaceAll(':', '-'), mac.replaceAll(':', ''), encodeURIComponent(mac)]

function expectNothingOfTheGuest(lines: LogLine[], secrets: string[]) {
  const logged = JSON.stringify(lines).toLowerCase()
  for (const secret of secrets) expect(logged, secret).not.toContain(secret.toLowerCase())
  expect(logged).not.toContain('remoteaddress')
}

function chilliRedirect(mac: string, guestIp: string, secret = chilli.secret) {
  return chilliQuery(`${api.url}${captivePaths.chilli}`, secret, [
    ['res', 'notyet'],
    ['uamip', '10.77.4.1'],
    ['uamport', '3990'],
    ['challenge', randomBytes(16).toString('hex')],
    ['called', chilli.mac.replaceAll(':', '-')],
    ['mac', mac.replaceAll(':', '-')],
    ['ip', guestIp],
    ['nasid', chilli.accessPointName],
    ['sessionid', String(Date.now())],
    ['userurl', 'http://10.77.3.2/internet'],
  ])
}

describe('the request log of a captive route', () => {
  it.each([
    ['/wifi/chilli', captivePaths.chilli],
    ['/%77ifi/chilli, which the router reads as /wifi/chilli', '/%77ifi/chilli'],
    ['/wifi/%63hilli', '/wifi/%63hilli'],
  ])('holds neither the query nor the guest’s address at %s', async (_name, path) => {
    const address = freshAddress()
    const mac = randomMac()
    const query = chilliRedirect(mac, '10.77.4.99')
    const { response, lines, incoming } = await linesOf(address, `${path}?${query}`)
    expect(response.status).toBe(200)
    expect(incoming.req.url).toBe(path)
    expectNothingOfTheGuest(lines, [...macForms(mac), '10.77.4.99', address, query.slice(0, 30), 'res=notyet'])
  })

  it.each([
    ['/wifi/opennds', captivePaths.opennds],
    ['/wifi/%6Fpennds', '/wifi/%6Fpennds'],
  ])('holds neither the fas nor the guest’s address at %s', async (_name, path) => {
    const address = freshAddress()
    const { clientMac: mac, fas } = openndsGuest(opennds)
    const { response, lines } = await linesOf(address, `${path}?fas=${encodeURIComponent(fas)}`)
    expect(response.status).toBe(200)
    expectNothingOfTheGuest(lines, [...macForms(mac), address, fas.slice(0, 30), encodeURIComponent(fas).slice(0, 30)])
  })

  it('holds neither at an openNDS level-2 address, whatever the payload', async () => {
    const address = freshAddress()
    const path = captivePaths.openndsSecure.replace(':accessPointId', opennds.accessPointId)
    const { lines, incoming } = await linesOf(address, `${path}?fas=c2VjcmV0LXBheWxvYWQ&iv=0123456789abcdef`)
    expect(incoming.req.url).toBe(path)
    expectNothingOfTheGuest(lines, [address, 'c2VjcmV0LXBheWxvYWQ', '0123456789abcdef'])
  })

  it.each([
    ['GET', `${captivePaths.page}?session=${randomUUID()}&lang=en`],
    ['GET', `${captivePaths.connected}?session=${randomUUID()}`],
    ['GET', `${captivePaths.callToAction}?session=${randomUUID()}`],
    ['POST', captivePaths.connect],
    ['POST', captivePaths.progress],
  ])('holds neither at %s %s', async (method, path) => {
    const address = freshAddress()
    const init: RequestInit =
      method === 'POST'
        ? {
            method,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              session: randomUUID(),
              answer: 'x',
              terms: 'accepted',
              step: 'terms_accepted',
            }),
          }
        : {}
    const { lines, incoming } = await linesOf(address, path, init)
    expect(incoming.req.url).toBe(path.split('?')[0])
    expectNothingOfTheGuest(lines, [address, ...(path.includes('?') ? [path.split('?')[1]!] : [])])
  })

  it('holds neither for an address under /wifi no route takes (a gateway set up with a wrong path)', async () => {
    const address = freshAddress()
    const mac = randomMac()
    const { response, lines } = await linesOf(address, `/w%69fi/chili?mac=${mac}&ip=10.77.4.98`)
    expect(response.status).toBe(404)
    expectNothingOfTheGuest(lines, [...macForms(mac), '10.77.4.98', address])
  })
})

describe('the log of a refused CoovaChilli link', () => {
  const atLeast = (level: number, lines: LogLine[]) => lines.filter((line) => Number(line.level) >= level)

  it.each([
    ['signed with another secret', () => chilliRedirect(randomMac(), '10.77.4.97', 'not-the-secret')],
    ['unsigned', () => chilliRedirect(randomMac(), '10.77.4.97').replace(/&md=.*$/, '')],
  ])('is one warning, no error and no stack, for a redirect %s', async (_name, query) => {
    const { response, lines } = await linesOf(freshAddress(), `${captivePaths.chilli}?${query()}`)
    expect(response.status).toBe(403)
    expect(atLeast(40, lines)).toHaveLength(1)
    expect(atLeast(40, lines)[0]!.level).toBe(40)
    expect(JSON.stringify(lines)).not.toContain('stack')
  })

  it.each([
    ['an access point the console does not know', 'res=notyet&nasid=nobody-here&md=00', 404],
    ['no access point at all', 'uamip=10.77.4.1', 400],
  ])('holds no error for a link naming %s', async (_name, query, status) => {
    const { response, lines } = await linesOf(freshAddress(), `${captivePaths.chilli}?${query}`)
    expect(response.status).toBe(status)
    expect(atLeast(50, lines)).toEqual([])
    expect(JSON.stringify(lines)).not.toContain('stack')
  })
})

describe('the request log elsewhere', () => {
  it('keeps the address of FreeRADIUS, which is not a guest', async () => {
    const address = freshAddress()
    const { response, incoming } = await linesOf(address, '/api/radius/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${radiusToken}` },
      body: JSON.stringify({ username: 'nobody', password: 'wrong' }),
    })
    expect(response.status).toBe(401)
    expect(incoming.req).toMatchObject({ url: '/api/radius/authorize', remoteAddress: address })
  })

  it('keeps the address and the query of the console’s API', async () => {
    const address = freshAddress()
    const { incoming } = await linesOf(address, '/api/health?probe=1')
    expect(incoming.req).toMatchObject({ url: '/api/health?probe=1', remoteAddress: address })
  })
})
