import {
  authenticate,
  consoleAuthorizer,
  decodePapPassword,
  startChilliSimulator,
  type ChilliSimulator,
  type ChilliSimulatorOptions,
} from '@wifi/chilli-sim'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guestEvents, guestSessions } from '../src/db/schema.ts'
import { disconnectSession } from '../src/guest/online/radius-disconnect.ts'
import { insertCaptivePlace, insertRunningAd, type CaptivePlace } from './support/captive.ts'
import { freeradiusInstalled, startFreeradius, type RunningFreeradius } from './support/freeradius.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * A guest behind the CoovaChilli simulator, whose logons go as real RADIUS requests to the real FreeRADIUS with its
 * rest module, configured with the files in docs/freeradius/, which asks this API: success, a wrong credential, a
 * reused credential, a bad signature. Then the authorize endpoint's own refusals.
 */

const token = 'radius-api-token-for-the-tests-0123456789'
/** The Disconnect-Requests' secret the simulated gateways share with the test (Chilli's `radiussecret`). */
const coaSecret = 'coa-secret-for-the-tests'
const { api, db, startApp } = useTestApp({ env: { RADIUS_API_TOKEN: token, GUEST_ONLINE_MINUTES: '45' } })
let radius: RunningFreeradius | undefined

beforeAll(async () => {
  if (freeradiusInstalled) radius = await startFreeradius({ consoleUrl: api.url, token })
})

afterAll(async () => {
  await radius?.close()
})

/** A browser: follows nothing by itself, keeps the cookies it is given (the simulated gateway's, the guest page's). */
function guestBrowser() {
  const jar = new Map<string, string>()
  return async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } })
    for (const set of response.headers.getSetCookie()) {
      const [name = '', value = ''] = set.split(';')[0]!.split('=')
      jar.set(name, value)
    }
    return response
  }
}

const location = (response: Response) => response.headers.get('location')!
const stepsOf = async (sessionId: string) =>
  (await db().select().from(guestEvents).where(eq(guestEvents.sessionId, sessionId))).map((row) => row.step).sort()

/** A simulated gateway in front of the access point; its logons go to the real FreeRADIUS unless `ask` says. */
async function gatewayFor(
  place: CaptivePlace,
  { uamSecret = place.secret, ask }: { uamSecret?: string; ask?: ChilliSimulatorOptions['authenticate'] } = {},
): Promise<ChilliSimulator> {
  return startChilliSimulator({
    uamServer: `${api.url}/wifi/chilli`,
    uamSecret,
    nasId: place.accessPointName,
    calledMac: place.mac.replaceAll(':', '-'),
    authenticate:
      ask ?? ((request) => authenticate({ host: '127.0.0.1', port: radius!.port, secret: radius!.secret }, request)),
    coaPort: 0,
    coaSecret,
  })
}

/** The guest asks for a page, lands on ours, does the steps, presses Connect: answers Chilli's /logon address. */
async function throughThePage(browse: ReturnType<typeof guestBrowser>, gateway: ChilliSimulator) {
  const intercepted = await browse(`${gateway.url}/internet`)
  expect(intercepted.status).toBe(302)
  const page = await browse(location(intercepted))
  expect(page.status).toBe(200)
  const sessionId = /name="session" value="([0-9a-f-]{36})"/.exec(await page.text())![1]!
  await db()
    .update(guestSessions)
    .set({ shownAt: sql`now() - interval '1 minute'` })
    .where(eq(guestSessions.id, sessionId))
  const connect = await browse(`${api.url}/wifi/connect`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session: sessionId, answer: 'pho bo', terms: 'accepted' }).toString(),
  })
  expect(connect.status).toBe(303)
  return { sessionId, logon: location(connect) }
}

describe.skipIf(!freeradiusInstalled)('a guest behind CoovaChilli, checked by the real FreeRADIUS', () => {
  it('gets online: FreeRADIUS accepts the credential once, with the session time, and the funnel is complete', async () => {
    const place = await insertCaptivePlace(api.app, 'chilli')
    await insertRunningAd(api.app, place.venueId)
    const gateway = await gatewayFor(place)
    const browse = guestBrowser()
    try {
      const { sessionId, logon } = await throughThePage(browse, gateway)
      const afterLogon = await browse(logon)
      expect(afterLogon.status).toBe(302)
      const success = new URL(location(afterLogon))
      expect(success.searchParams.get('res')).toBe('success')
      expect(success.searchParams.get('timeleft')).toBe('2700')
      expect(success.searchParams.get('reply')).toBe('Chào mừng bạn! Chúc bạn lướt web vui vẻ.')
      const landing = await browse(success.href)
      expect(landing.status).toBe(303)
      const connected = await browse(`${api.url}${location(landing)}`)
      expect(await connected.text()).toContain('Bạn đã kết nối Wi-Fi')
      expect((await browse(`${gateway.url}/internet`)).status).toBe(200)
      expect(await stepsOf(sessionId)).toEqual([
        'connect_pressed',
        'countdown_completed',
        'credential_issued',
        'gateway_confirmed',
        'page_shown',
        'task_passed',
        'terms_accepted',
      ])

      // The same logon while online: Chilli answers res=already, without asking RADIUS.
      const again = new URL(location(await browse(logon)))
      expect(again.searchParams.get('res')).toBe('already')
      // Once the console ended the session (Chilli keeps the device's challenge), the same logon again — the same
      // credential, the same challenge: FreeRADIUS is told it was used.
      expect(await disconnectSession({ host: '127.0.0.1', port: gateway.coaPort!, secret: coaSecret }, sessionId)).toBe(
        'ack',
      )
      const replay = await browse(logon)
      const failed = new URL(location(replay))
      expect(failed.searchParams.get('res')).toBe('failed')
      expect(failed.searchParams.get('reply')).toBe('Thông tin kết nối này đã được dùng.')
    } finally {
      await gateway.close()
    }
  })

  it('turns a wrong credential away with the reply on our page, and the retry with the new challenge gets online', async () => {
    const place = await insertCaptivePlace(api.app, 'chilli')
    const gateway = await gatewayFor(place)
    const browse = guestBrowser()
    try {
      const { sessionId, logon } = await throughThePage(browse, gateway)
      const wrong = new URL(logon)
      const password = wrong.searchParams.get('password')!
      // The first byte changed: the credential Chilli decodes is not the one issued.
      const flipped = (parseInt(password.slice(0, 2), 16) ^ 0x01).toString(16).padStart(2, '0')
      wrong.searchParams.set('password', `${flipped}${password.slice(2)}`)
      const refused = await browse(location(await browse(wrong.href)))
      expect(refused.status).toBe(403)
      const html = await refused.text()
      expect(html).toContain('Điểm phát Wi-Fi trả lời: “Thông tin kết nối không hợp lệ.”')
      expect(html).toContain(`href="/wifi/page?session=${sessionId}"`)

      const again = await browse(`${api.url}/wifi/connect`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ session: sessionId, answer: 'pho bo', terms: 'accepted' }).toString(),
      })
      const success = new URL(location(await browse(location(again))))
      expect(success.searchParams.get('res')).toBe('success')
    } finally {
      await gateway.close()
    }
  })

  it('refuses a gateway whose UAM secret differs: its redirects do not verify and nothing is recorded', async () => {
    const place = await insertCaptivePlace(api.app, 'chilli')
    const gateway = await gatewayFor(place, { uamSecret: 'a-different-secret' })
    const browse = guestBrowser()
    try {
      const page = await browse(location(await browse(`${gateway.url}/internet`)))
      expect(page.status).toBe(403)
      expect(await page.text()).toContain('Không xác minh được đường dẫn đăng nhập')
      const rows = await db().select().from(guestSessions).where(eq(guestSessions.accessPointId, place.accessPointId))
      expect(rows).toEqual([])
    } finally {
      await gateway.close()
    }
  })
})

describe('the RADIUS authorize endpoint', () => {
  const ask = (body: unknown, authorization = `Bearer ${token}`) =>
    fetch(`${api.url}/api/radius/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(body),
    })

  it('refuses a wrong token, and rejects unknown and expired credentials without saying which', async () => {
    expect((await ask({ username: 'x', password: 'y' }, 'Bearer wrong')).status).toBe(403)
    expect((await ask({ username: 'x', password: 'y' }, '')).status).toBe(403)
    const unknown = await ask({ username: '00000000-0000-4000-8000-000000000000', password: 'y' })
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toEqual({ 'reply:Reply-Message': 'Thông tin kết nối không hợp lệ.' })

    const place = await insertCaptivePlace(api.app, 'chilli')
    // Its logons are not used here: this test asks the endpoint itself.
    const gateway = await gatewayFor(place, {
      ask: async () => ({ accepted: false, replyMessage: null, sessionTimeout: null, acctInterimInterval: null }),
    })
    try {
      const browse = guestBrowser()
      const { sessionId, logon } = await throughThePage(browse, gateway)
      const [client] = gateway.clients()
      const password = decodePapPassword(client!.challenge, place.secret, new URL(logon).searchParams.get('password')!)
      await db()
        .update(guestSessions)
        .set({ credentialExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(guestSessions.id, sessionId))
      const expired = await ask({ username: sessionId, password })
      expect(expired.status).toBe(401)
      expect(await expired.json()).toEqual({ 'reply:Reply-Message': 'Thông tin kết nối đã hết hạn.' })
      const wrong = await ask({ username: sessionId, password: `${password}x` })
      expect(await wrong.json()).toEqual({ 'reply:Reply-Message': 'Thông tin kết nối không hợp lệ.' })
    } finally {
      await gateway.close()
    }
  })

  it('lets on a guest of the demo’s gateway, which asks it directly as FreeRADIUS’s rest module would', async () => {
    const place = await insertCaptivePlace(api.app, 'chilli')
    const gateway = await gatewayFor(place, { ask: consoleAuthorizer(`${api.url}/api/radius/authorize`, token) })
    try {
      const browse = guestBrowser()
      const { logon } = await throughThePage(browse, gateway)
      const success = new URL(location(await browse(logon)))
      expect(success.searchParams.get('res')).toBe('success')
      expect(success.searchParams.get('timeleft')).toBe('2700')
      expect((await browse(`${gateway.url}/internet`)).status).toBe(200)
    } finally {
      await gateway.close()
    }
  })

  it('answers 503 when no token is configured', async () => {
    const bare = await startApp()
    const response = await fetch(`${bare.url}/api/radius/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ username: 'x', password: 'y' }),
    })
    expect(response.status).toBe(503)
  })
})
