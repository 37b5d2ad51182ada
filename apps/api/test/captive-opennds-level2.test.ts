import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  captiveBrowser,
  guestSessionCount,
  insertCaptivePlace,
  openndsFas,
  openndsFasLevel2,
  type CaptivePlace,
} from './support/captive.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * openNDS at FAS secure level 2 (issue 19.2): the gateway encrypts its payload with the access point's key and sends
 * the guest to `/wifi/opennds/<access point id>`, so a visit cannot be made up. A payload that does not decrypt with
 * that key records nothing; once an access point has used level 2, level-1 payloads naming it are refused.
 */

const { api, db, userWithSession } = useTestApp()

let adminToken: string

beforeAll(async () => {
  adminToken = (await userWithSession({ role: 'admin' })).token
})

const sessionCount = () => guestSessionCount(db())

const level2 = (place: CaptivePlace, fasKey = place.secret) => openndsFasLevel2({ gatewayMac: place.mac, fasKey })

const openLevel2 = (accessPointId: string, { fas, iv }: { fas: string; iv: string }) =>
  captiveBrowser(api.url).get(`/wifi/opennds/${accessPointId}?fas=${encodeURIComponent(fas)}&iv=${iv}`)

describe('openNDS at FAS secure level 2', () => {
  it('shows the page for a payload encrypted with the access point’s key, and hands the guest off', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const response = await openLevel2(place.accessPointId, level2(place))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(place.venueName)
    const sessionId = /name="session" value="([0-9a-f-]{36})"/.exec(html)![1]!
    await db().execute(sql`update guest_sessions set shown_at = now() - interval '1 minute' where id = ${sessionId}`)
    const connect = await captiveBrowser(api.url).connect({ session: sessionId, terms: 'accepted' })
    expect(connect.status).toBe(303)
    expect(connect.headers.get('location')).toMatch(/^http:\/\/10\.77\.2\.1:2050\/opennds_auth\/\?tok=[0-9a-f]{64}&/)
  })

  it('refuses a payload that does not decrypt with that access point’s key, recording nothing', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const other = await insertCaptivePlace(api.app, 'opennds')
    const before = await sessionCount()
    for (const payload of [level2(place, 'notTheKey1'), level2(other)]) {
      const response = await openLevel2(place.accessPointId, payload)
      expect(response.status).toBe(403)
      expect(await response.text()).toContain('Không xác minh được đường dẫn đăng nhập')
    }
    // A level-1 payload at the level-2 address, and a payload without its iv.
    const plain = openndsFas({ gatewayMac: place.mac })
    expect((await openLevel2(place.accessPointId, { fas: plain, iv: '0123456789abcdef' })).status).toBe(403)
    const { fas } = level2(place)
    expect((await captiveBrowser(api.url).get(`/wifi/opennds/${place.accessPointId}?fas=${fas}`)).status).toBe(403)
    expect(await sessionCount()).toBe(before)
    expect(JSON.stringify(api.logs)).toContain('did not decrypt with the access point’s FAS key')
  })

  it('does not recognise an unknown access point id', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const unknown = await openLevel2('5a0a1d52-4f7e-4f43-9a35-9f1c0f0c8d11', level2(place))
    expect(unknown.status).toBe(404)
    expect((await openLevel2('not-an-id', level2(place))).status).toBe(404)
  })

  it('refuses level-1 payloads naming an access point that has used level 2, until its gateway is set again', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const level1 = () => captiveBrowser(api.url).openAsNewDevice(place.mac)
    expect((await level1()).response.status).toBe(200)
    expect((await openLevel2(place.accessPointId, level2(place))).status).toBe(200)
    const before = await sessionCount()
    const forged = await level1()
    expect(forged.response.status).toBe(403)
    expect(forged.html).toContain('Không xác minh được đường dẫn đăng nhập')
    expect(await sessionCount()).toBe(before)

    const set = await api.request('PUT', `/api/access-points/${place.accessPointId}/gateway`, {
      token: adminToken,
      body: { kind: 'opennds', secret: place.secret },
    })
    expect(set.status).toBe(200)
    expect((await level1()).response.status).toBe(200)
  })
})
