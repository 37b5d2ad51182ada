import { adSchema, guestPaths } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adReports, advertisements, auditLog } from '../src/db/schema.ts'
import { captiveBrowser, insertCaptivePlace, insertRunningAd } from './support/captive.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * Ads a guest can question (docs/privacy.md): the report from the guest page reaches the admins (list and email),
 * and an admin's takedown stops the ad at every venue at once, tells its author, and can be undone.
 */

const { api, db, mail, userWithSession } = useTestApp({ mail: true })

const browser = () => captiveBrowser(api.url)
const openPage = (gatewayMac: string) => browser().openAsNewDevice(gatewayMac)

const report = (fields: Record<string, string>) =>
  fetch(`${api.url}/wifi/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })

describe('a guest’s report of an ad', () => {
  it('reaches every admin by email and in the console, once per guest session', async () => {
    const { user: admin, token } = await userWithSession({ role: 'admin' })
    const place = await insertCaptivePlace(api.app, 'opennds')
    const ad = await insertRunningAd(api.app, place.venueId)
    const { html, sessionId } = await openPage(place.mac)
    expect(html).toContain('action="/wifi/report"')
    expect(html).toContain('Quảng cáo')

    const response = await report({ session: sessionId!, ad: ad.id, reason: 'misleading', details: 'Giá sai' })
    expect(response.status).toBe(200)
    const email = await mail.next(admin.email)
    expect(email.subject).toContain(ad.title)
    expect(email.text).toContain(place.venueName)
    expect(email.text).toContain('Gây hiểu lầm — “Giá sai”')
    expect(email.text).toContain('Misleading')

    const again = await report({ session: sessionId!, ad: ad.id, reason: 'scam' })
    expect(again.status).toBe(200)
    expect(await db().select().from(adReports).where(eq(adReports.adId, ad.id))).toHaveLength(1)

    const listed = await api.request('GET', guestPaths.adReports, { token })
    expect(listed.status).toBe(200)
    const found = listed.body.items.find((item: { adId: string }) => item.adId === ad.id)
    expect(found).toMatchObject({
      adTitle: ad.title,
      venueName: place.venueName,
      reason: 'misleading',
      details: 'Giá sai',
      adTakenDown: false,
    })
    const { token: customer } = await userWithSession({ role: 'customer' })
    expect((await api.request('GET', guestPaths.adReports, { token: customer })).status).toBe(403)
  })

  it('is refused for an ad the session was not shown, recording nothing', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    await insertRunningAd(api.app, place.venueId)
    const elsewhere = await insertRunningAd(api.app, (await insertCaptivePlace(api.app, 'opennds')).venueId)
    const { sessionId } = await openPage(place.mac)
    const response = await report({ session: sessionId!, ad: elsewhere.id, reason: 'offensive' })
    expect(response.status).toBe(404)
    expect(await db().select().from(adReports).where(eq(adReports.adId, elsewhere.id))).toEqual([])
  })
})

describe('taking an ad down', () => {
  it('stops it at every venue at once, whatever its dates and assignments, tells its author, and can be undone', async () => {
    const { user: admin, token } = await userWithSession({ role: 'admin' })
    const { user: author } = await userWithSession({ role: 'customer' })
    const place = await insertCaptivePlace(api.app, 'opennds')
    const ad = await insertRunningAd(api.app, place.venueId, { authorId: author.id })
    expect((await openPage(place.mac)).html).toContain(ad.title)

    const refused = await api.request('POST', guestPaths.advertisementTakedown(ad.id), { token, body: { reason: ' ' } })
    expect(refused.status).toBe(400)
    expect(refused.body.fields).toEqual({ reason: 'validation:takedownReasonRequired' })

    const response = await api.request('POST', guestPaths.advertisementTakedown(ad.id), {
      token,
      body: { reason: 'Quảng cáo sai sự thật' },
    })
    expect(response.status).toBe(200)
    expect(adSchema.parse(response.body).takenDown).toMatchObject({ reason: 'Quảng cáo sai sự thật' })
    expect((await openPage(place.mac)).html).not.toContain(ad.title)
    const email = await mail.next(author.email)
    expect(email.text).toContain(ad.title)
    expect(email.text).toContain('Quảng cáo sai sự thật')
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, ad.id))
    expect(audit).toMatchObject({ actorId: admin.id, action: 'update', entity: 'advertisement' })
    expect(audit!.changes).toEqual({ takenDown: [null, 'Quảng cáo sai sự thật'] })

    const restored = await api.request('POST', guestPaths.advertisementRestore(ad.id), { token })
    expect(restored.status).toBe(200)
    expect(restored.body.takenDown).toBeNull()
    expect((await openPage(place.mac)).html).toContain(ad.title)
  })

  it('is for admins: the ad’s own author is refused and the ad stays as it was', async () => {
    const { user: author, token } = await userWithSession({ role: 'customer' })
    const place = await insertCaptivePlace(api.app, 'opennds')
    const ad = await insertRunningAd(api.app, place.venueId, { authorId: author.id })
    const response = await api.request('POST', guestPaths.advertisementTakedown(ad.id), {
      token,
      body: { reason: 'Tự gỡ' },
    })
    expect(response.status).toBe(403)
    const [row] = await db().select().from(advertisements).where(eq(advertisements.id, ad.id))
    expect(row!.takenDownAt).toBeNull()
    expect((await api.request('POST', guestPaths.advertisementRestore(ad.id), { token })).status).toBe(403)
  })

  it('answers 404 for an ad that does not exist', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const response = await api.request(
      'POST',
      guestPaths.advertisementTakedown('00000000-0000-4000-8000-000000000000'),
      {
        token,
        body: { reason: 'Không có' },
      },
    )
    expect(response.status).toBe(404)
  })
})
