import { beforeAll, describe, expect, it } from 'vitest'
import { captiveBrowser, insertCaptivePlace, openndsGuest, randomMac, type CaptivePlace } from './support/captive.ts'
import type { TestApp } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * The captive pages' limits hold across processes (issue 19.8) — counted in the database, or in Redis when REDIS_URL
 * is set — and cover what had none (19.7): a session's beacons and its page in the other language, and wrong tokens
 * at the RADIUS endpoint. A flood from one address does not refuse guests arriving from elsewhere (19.2).
 */

const { startApp } = useTestApp({ app: false })

const radiusToken = 'radius-api-token-for-the-limit-tests-42'
/** Two servers on one database, as two processes behind a load balancer. */
let first: TestApp
let second: TestApp
/** The same two with their limits in the local Redis. */
let firstOnRedis: TestApp
let secondOnRedis: TestApp

beforeAll(async () => {
  const env = { RADIUS_API_TOKEN: radiusToken }
  const redis = { ...env, REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }
  ;[first, second, firstOnRedis, secondOnRedis] = await Promise.all([
    startApp({ env }),
    startApp({ env }),
    startApp({ env: redis }),
    startApp({ env: redis }),
  ])
})

/** A new page for `clientMac` at the access point, as its gateway sends it. */
const pageFor = (api: TestApp, place: CaptivePlace, clientMac: string, headers: Record<string, string> = {}) =>
  captiveBrowser(api.url).openOpennds(openndsGuest(place, clientMac).fas, headers)

/** Sends `count` pages for one device, the n-th to `servers[n % servers.length]`; answers how many were shown. */
async function burst(servers: TestApp[], place: CaptivePlace, count: number) {
  const device = randomMac()
  let shown = 0
  for (let page = 0; page < count; page++) {
    const { response } = await pageFor(servers[page % servers.length]!, place, device)
    if (response.status === 200) shown += 1
    else expect(response.status).toBe(429)
  }
  return shown
}

describe('limits shared by every process', () => {
  it('answers no more pages of one device when its burst is split over two processes', async () => {
    const place = await insertCaptivePlace(first.app, 'opennds')
    const alone = await burst([first], place, 40)
    expect(alone).toBe(30)
    expect(await burst([first, second], place, 40)).toBe(alone)
  })

  it('holds the same with the limits in Redis', async () => {
    const place = await insertCaptivePlace(first.app, 'opennds')
    const alone = await burst([firstOnRedis], place, 40)
    expect(alone).toBe(30)
    expect(await burst([firstOnRedis, secondOnRedis], place, 40)).toBe(alone)
  })

  it('stops a flood of made-up devices from one address without refusing guests from elsewhere', async () => {
    const place = await insertCaptivePlace(first.app, 'opennds')
    const flooder = { 'x-forwarded-for': '198.51.100.7' }
    let shown = 0
    for (let page = 0; page < 310; page++) {
      const { response } = await pageFor(page % 2 ? first : second, place, randomMac(), flooder)
      if (response.status === 200) shown += 1
    }
    expect(shown).toBe(300)
    const guest = await pageFor(first, place, randomMac(), { 'x-forwarded-for': '203.0.113.20' })
    expect(guest.response.status).toBe(200)
  })
})

describe('limits on what a guest session writes', () => {
  it('limits a session’s beacons and its page in the other language', async () => {
    const place = await insertCaptivePlace(first.app, 'opennds')
    const { sessionId } = await pageFor(first, place, randomMac())
    const browser = captiveBrowser(first.url)
    for (let report = 0; report < 10; report++) {
      expect((await browser.reportDisplayed(sessionId!)).status).toBe(204)
      const other = await captiveBrowser(second.url).get(
        `/wifi/page?session=${sessionId}&lang=${report % 2 ? 'vi' : 'en'}`,
      )
      expect(other.status).toBe(200)
    }
    const beacon = await browser.reportDisplayed(sessionId!)
    expect(beacon.status).toBe(429)
    const page = await captiveBrowser(second.url).get(`/wifi/page?session=${sessionId}&lang=en`)
    expect(page.status).toBe(429)
    expect(await page.text()).toContain('Too many attempts')
  })
})

describe('wrong tokens at the RADIUS endpoint', () => {
  const ask = (api: TestApp, token: string, address: string) =>
    fetch(`${api.url}/api/radius/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': address },
      body: JSON.stringify({ username: 'x', password: 'y' }),
    })

  it('stops a guesser after 10 wrong tokens from one address, counting right ones not at all', async () => {
    for (let right = 0; right < 12; right++) expect((await ask(first, radiusToken, '192.0.2.40')).status).toBe(401)
    for (let wrong = 0; wrong < 10; wrong++) {
      expect((await ask(wrong % 2 ? first : second, `guess-${wrong}`, '192.0.2.41')).status).toBe(403)
    }
    const stopped = await ask(first, 'guess-11', '192.0.2.41')
    expect(stopped.status).toBe(429)
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await ask(second, radiusToken, '192.0.2.42')).status).toBe(401)
  })

  it('never refuses FreeRADIUS’s own requests, however many arrive at once from its one address', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => ask(first, radiusToken, '192.0.2.43')))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 401))
  })
})
