import { adSchema, guestPaths } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { adReports, advertisements, auditLog } from '../src/db/schema.ts'
import { createAdvertisement } from '../src/factories/advertisement-factory.ts'
import { sendAdReportDigest } from '../src/guest/ad-reports/ad-report-digest.ts'
import { captiveBrowser, insertCaptivePlace, insertRunningAd } from './support/captive.ts'
import { freshAddress } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * Ads a guest can question (docs/privacy.md): the report from the guest page reaches the admins (list and a digest
 * email at most every 10 minutes), within limits that keep it from being turned against them (ADR 046), and an
 * admin's takedown stops the ad at every venue at once, tells its author, and can be undone.
 */

let clock = new Date('2026-12-07T03:00:00Z')
const { api, db, mail, userWithSession } = useTestApp({ mail: true, now: () => clock, reportBeatEveryMs: 0 })
// Each test starts past the last test's digest, so its first report is emailed at once.
beforeEach(() => {
  clock = new Date(clock.getTime() + 11 * 60_000)
})

const browser = () => captiveBrowser(api.url)
const openPage = (gatewayMac: string, address = freshAddress()) =>
  browser().openAsNewDevice(gatewayMac, { 'x-forwarded-for': address })

const report = (fields: Record<string, string>, address = freshAddress()) =>
  fetch(`${api.url}/wifi/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    body: new URLSearchParams(fields),
  })

const digestParts = () => ({ db: api.app.db, mailer: api.app.mailer, publicUrl: 'http://console', everyMinutes: 10 })
/** The digest the beat would send now. */
const digestNow = () => sendAdReportDigest(digestParts(), clock)

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
    expect(email.subject).toBe('1 báo cáo quảng cáo mới từ khách / 1 new ad report from guests')
    expect(email.text).toContain(`${place.venueName}: “${ad.title}” — Gây hiểu lầm`)
    expect(email.text).toContain('  Lời khách viết, chưa kiểm chứng: "Giá sai"')
    expect(email.text).toContain(`${place.venueName}: “${ad.title}” — Misleading`)
    expect(email.text).toContain('  Written by a guest, unchecked: "Giá sai"')

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

  it('stops one client after 5 reports an hour, with a page that says so, and emails the admins one digest', async () => {
    const { user: admin } = await userWithSession({ role: 'admin' })
    const place = await insertCaptivePlace(api.app, 'opennds')
    const ad = await insertRunningAd(api.app, place.venueId)
    const attacker = freshAddress()
    // Each report from a visit of its own (one report per visit), with paragraphs and links of its own.
    const words = 'Trúng thưởng!\n\nVào http://phish.example/win ngay\r\nhoặc www.lua-dao.vn — "gấp"\u202e'
    const answers: Response[] = []
    for (let sent = 0; sent < 25; sent++) {
      const { sessionId } = await openPage(place.mac, attacker)
      answers.push(await report({ session: sessionId!, ad: ad.id, reason: 'scam', details: words }, attacker))
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(5).fill(200), ...Array(20).fill(429)])
    const refused = answers[5]!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const page = await refused.text()
    expect(page).toContain('Đã có nhiều báo cáo từ đây')
    expect(page).toContain('Báo cáo của bạn chưa được gửi.')
    expect(await db().select().from(adReports).where(eq(adReports.adId, ad.id))).toHaveLength(5)

    // The first report's digest went out at once; the others wait for the next, 10 minutes later.
    const first = await mail.next(admin.email)
    expect(await digestNow()).toBe(0)
    clock = new Date(clock.getTime() + 10 * 60_000)
    await digestNow()
    const second = await mail.next(admin.email)
    expect(mail.messagesTo(admin.email)).toHaveLength(2)
    const listed = (text: string) => text.split('\n').filter((line) => line.startsWith('  Lời khách viết')).length
    expect(listed(first.text) + listed(second.text)).toBe(5)

    // The guest's words: one quoted line of plain text, marked as theirs, with nothing a mail client would link.
    const quoted = first.text.split('\n').find((text) => text.startsWith('  Written by a guest'))!
    expect(quoted).toBe(
      `  Written by a guest, unchecked: "Trúng thưởng! Vào http[:]//phish[.]example/win ngay hoặc www[.]lua-dao[.]vn — 'gấp'"`,
    )
    // AD_REPORT_DIGEST_MINUTES=0: each report at once.
    const calm = await insertCaptivePlace(api.app, 'opennds')
    const calmAd = await insertRunningAd(api.app, calm.venueId)
    const { sessionId } = await openPage(calm.mac)
    expect((await report({ session: sessionId!, ad: calmAd.id, reason: 'other' })).status).toBe(200)
    expect(await sendAdReportDigest({ ...digestParts(), everyMinutes: 0 }, clock)).toBe(1)
    for (const email of [first, second]) {
      expect(email.text).not.toContain('http://phish')
      expect(email.text).not.toContain('phish.example')
      expect(email.text).not.toContain('www.lua-dao.vn')
      expect(email.text).not.toContain('\u202e')
    }
  })

  it('stops the reports from one access point’s guests after 20 an hour, and of one ad after 30', async () => {
    const first = await insertCaptivePlace(api.app, 'opennds')
    const second = await insertCaptivePlace(api.app, 'opennds')
    const ad = await createAdvertisement(api.app.db, { targetText: 'Phở bò' }, [first.venueId, second.venueId])
    const reportAt = async (place: typeof first) => {
      const address = freshAddress()
      const { sessionId } = await openPage(place.mac, address)
      return (await report({ session: sessionId!, ad: ad.id, reason: 'offensive' }, address)).status
    }
    const fromFirst: number[] = []
    for (let sent = 0; sent < 21; sent++) fromFirst.push(await reportAt(first))
    expect(fromFirst).toEqual([...Array(20).fill(200), 429])
    // Every try counts against each limit, the one the access point's limit refused too: 21 of the ad's 30 are used.
    const fromSecond: number[] = []
    for (let sent = 0; sent < 10; sent++) fromSecond.push(await reportAt(second))
    expect(fromSecond).toEqual([...Array(9).fill(200), 429])
    expect(await db().select().from(adReports).where(eq(adReports.adId, ad.id))).toHaveLength(29)
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
