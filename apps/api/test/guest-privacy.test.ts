import { guestPaths, guestTextVersionSchema } from '@wifi/contract'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  auditLog,
  guestConsents,
  guestDataRequests,
  guestDeviceKeys,
  guestEvents,
  guestSessions,
} from '../src/db/schema.ts'
import {
  captiveBrowser,
  insertCaptivePlace,
  insertRunningAd,
  openndsGuest as guestAt,
  type CaptivePlace,
  type OpenndsGuest as Guest,
} from './support/captive.ts'
import { operatorOf } from '../src/guest/texts/version-operator.ts'
import { csvLines, withQuery } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * What a guest reads and decides before Connect, and what they may ask afterwards (docs/decisions/033), over real
 * HTTP: the two unticked boxes' effect on what is stored, the evidence, the texts' versions, withdrawal and erasure.
 */

const { api, db, userWithSession } = useTestApp()

const browser = () => captiveBrowser(api.url)

/** A place whose venue shows an ad with no wait and no task, so Connect needs only the boxes. */
async function placeWithQuickAd() {
  const place = await insertCaptivePlace(api.app, 'opennds')
  const ad = await insertRunningAd(api.app, place.venueId, { duration: 1, targetText: null })
  return { place, ad }
}

type Browser = ReturnType<typeof captiveBrowser>

/**
 * Opens the page — at FAS secure level 1, or at level 2 through `via.level2`'s gateway, which vouches for the
 * device — in `via.browser` (a new one by default), and presses Connect once the one-second wait is over.
 */
async function visitAndConnect(
  guest: Guest,
  boxes: { measurement: boolean },
  via: { browser?: Browser; level2?: CaptivePlace } = {},
) {
  const guestBrowser = via.browser ?? browser()
  const { sessionId } = via.level2
    ? await guestBrowser.openOpenndsLevel2(via.level2, guest.clientMac)
    : await guestBrowser.openOpennds(guest.fas)
  await db()
    .update(guestSessions)
    .set({ shownAt: sql`now() - interval '2 seconds'` })
    .where(eq(guestSessions.id, sessionId!))
  const response = await guestBrowser.connect({
    session: sessionId!,
    terms: 'accepted',
    ...(boxes.measurement ? { measurement: 'accepted' } : {}),
  })
  expect(response.status).toBe(303)
  return sessionId!
}

const sessionRow = async (id: string) => (await db().select().from(guestSessions).where(eq(guestSessions.id, id)))[0]
const consentOf = async (sessionId: string) =>
  (await db().select().from(guestConsents).where(eq(guestConsents.sessionId, sessionId)))[0]

describe('the two boxes at Connect', () => {
  it('keeps no device hash for a guest who declines the measurement, and records the choice as evidence', async () => {
    const { place } = await placeWithQuickAd()
    const guest = guestAt(place)
    const sessionId = await visitAndConnect(guest, { measurement: false })

    expect((await sessionRow(sessionId))!.deviceHash).toBeNull()
    const consent = await consentOf(sessionId)
    expect(consent).toMatchObject({
      venueId: place.venueId,
      venueName: place.venueName,
      accessPointId: place.accessPointId,
      accessPointName: place.accessPointName,
      lang: 'vi',
      termsAccepted: true,
      measurementAccepted: false,
      deviceHash: null,
    })
    const texts = await api.app.guestTexts.current()
    expect(consent!.termsVersionId).toBe(texts.terms.id)
    expect(consent!.privacyVersionId).toBe(texts.privacy.id)
    // Only the limits' key names the device, and it expires within the hour.
    const [key] = await db().select().from(guestDeviceKeys).where(eq(guestDeviceKeys.sessionId, sessionId))
    expect(key!.deviceHash).toBe(api.app.hashDevice(guest.clientMac))
    expect(key!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000)
    // Still an anonymous visit in the venue's figures.
    const steps = await db().select().from(guestEvents).where(eq(guestEvents.sessionId, sessionId))
    expect(steps.map((row) => row.step)).toContain('connect_pressed')
  })

  it('names the device in the session and the evidence when the guest agrees to the measurement', async () => {
    const { place } = await placeWithQuickAd()
    const guest = guestAt(place)
    const sessionId = await visitAndConnect(guest, { measurement: true })

    const deviceHash = api.app.hashDevice(guest.clientMac)
    expect((await sessionRow(sessionId))!.deviceHash).toBe(deviceHash)
    expect(await consentOf(sessionId)).toMatchObject({ measurementAccepted: true, deviceHash })
  })

  it('refuses Connect without the terms box whatever the measurement box says, recording nothing', async () => {
    const { place } = await placeWithQuickAd()
    const { sessionId } = await browser().openOpennds(guestAt(place).fas)
    await db()
      .update(guestSessions)
      .set({ shownAt: sql`now() - interval '2 seconds'` })
      .where(eq(guestSessions.id, sessionId!))
    const refused = await browser().connect({ session: sessionId!, measurement: 'accepted' })
    expect(refused.status).toBe(400)
    expect(await consentOf(sessionId!)).toBeUndefined()
    expect((await sessionRow(sessionId!))!).toMatchObject({ deviceHash: null, handedOffAt: null })
  })
})

describe('the terms and the privacy notice', () => {
  it('are readable before login in both languages, naming the operator and the version guests are offered', async () => {
    for (const [path, lang, heading] of [
      ['/wifi/terms', 'vi', 'Điều khoản sử dụng'],
      ['/wifi/terms', 'en', 'Terms of use'],
      ['/wifi/privacy', 'vi', 'Thông báo quyền riêng tư'],
      ['/wifi/privacy', 'en', 'Privacy notice'],
    ] as const) {
      const response = await browser().get(`${path}?lang=${lang}`)
      const html = await response.text()
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(html).toContain(`<html lang="${lang}"`)
      expect(html).toContain(heading)
      const texts = await api.app.guestTexts.current()
      const text = path === '/wifi/terms' ? texts.terms : texts.privacy
      expect(html).toContain(text.operatorName)
      expect(html).toContain(text.contentHash.slice(0, 8))
      // Nothing loaded from elsewhere: our style sheet only, no script.
      expect(html).not.toMatch(/<script[^>]*src=/)
      expect(html).not.toMatch(/(src|href)="https?:\/\//)
    }
  })

  it('states the retention the server applies, and from a session offers the guest’s data requests', async () => {
    const { place } = await placeWithQuickAd()
    const { sessionId } = await browser().openOpennds(guestAt(place).fas)
    const html = await (await browser().get(`/wifi/privacy?session=${sessionId}&lang=en`)).text()
    const { guestSessions: sessionDays, consents, adReports } = api.app.config.retentionDays
    for (const days of [sessionDays, consents, adReports]) expect(html).toContain(`${days} days`)
    expect(html).toContain('action="/wifi/data/erase"')
    expect(html).toContain(`name="session" value="${sessionId}"`)
    // Nothing to withdraw yet: the guest has not agreed to the measurement.
    expect(html).not.toContain('action="/wifi/data/withdraw"')
    expect(html).toContain(place.venueName)
  })

  it('lead back to the guest’s page as it was: the countdown where the server has it, the answer and the ticks', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    await insertRunningAd(api.app, place.venueId, { duration: 30 })
    const { sessionId } = await browser().openOpennds(guestAt(place).fas)
    await db()
      .update(guestSessions)
      .set({ shownAt: sql`now() - interval '12 seconds'` })
      .where(eq(guestSessions.id, sessionId!))

    const terms = await (
      await browser().get(`/wifi/terms?session=${sessionId}&lang=vi&answer=ph%E1%BB%9F&terms=accepted`)
    ).text()
    const back = /href="(\/wifi\/page\?[^"]+)"/.exec(terms)?.[1]?.replaceAll('&amp;', '&')
    expect(back).toBeDefined()
    const params = new URL(back!, api.url).searchParams
    expect(Object.fromEntries(params)).toEqual({ session: sessionId, lang: 'vi', answer: 'phở', terms: 'accepted' })

    const page = await (await browser().get(back!)).text()
    expect(page).toMatch(/value="phở"/)
    expect(page).toMatch(/id="guest-terms"[^>]*checked|checked[^>]*id="guest-terms"/)
    const model = JSON.parse(/<script type="application\/json"[^>]*>(.*?)<\/script>/s.exec(page)![1]!)
    // 30 seconds, 12 of them gone by the server's clock: the countdown goes on, it does not restart.
    expect(model.initial.secondsLeft).toBeGreaterThanOrEqual(17)
    expect(model.initial.secondsLeft).toBeLessThanOrEqual(18)
    expect(model.initial).toMatchObject({ answer: 'phở', termsAccepted: true, measurementAccepted: false })
  })
})

describe('publishing a new version', () => {
  const input = {
    bodyVi: '## Điều khoản mới\n\nNội dung mới.',
    bodyEn: '## New terms\n\nNew content.',
  }

  it('is for admins: a customer is refused and nothing is published', async () => {
    const { token } = await userWithSession({ role: 'customer' })
    const before = await api.app.guestTexts.current()
    const response = await api.request('POST', guestPaths.guestText('terms'), { token, body: input })
    expect(response.status).toBe(403)
    api.app.guestTexts.forget()
    expect((await api.app.guestTexts.current()).terms.id).toBe(before.terms.id)
    expect((await api.request('GET', guestPaths.guestTexts, { token })).status).toBe(403)
  })

  it('refuses an empty text with each language’s message, publishing nothing', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const before = await api.app.guestTexts.current()
    const response = await api.request('POST', guestPaths.guestText('privacy'), {
      token,
      body: { bodyVi: ' ', bodyEn: '' },
    })
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({
      bodyVi: 'validation:guestTextRequired',
      bodyEn: 'validation:guestTextRequired',
    })
    api.app.guestTexts.forget()
    expect((await api.app.guestTexts.current()).privacy.id).toBe(before.privacy.id)
  })

  it('makes the next version with its content hash, in the audit trail, and the next guest is asked to it', async () => {
    const { token, user } = await userWithSession({ role: 'admin' })
    const before = await api.app.guestTexts.current()
    const response = await api.request('POST', guestPaths.guestText('terms'), { token, body: input })
    expect(response.status).toBe(201)
    const published = guestTextVersionSchema.parse(response.body)
    expect(published).toMatchObject({ kind: 'terms', version: before.terms.version + 1, publishedBy: user.email })
    expect(published.contentHash).toMatch(/^[0-9a-f]{64}$/)
    expect(published.contentHash).not.toBe(before.terms.contentHash)

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, published.id))
    expect(audit).toMatchObject({ actorId: user.id, action: 'create', entity: 'guest_text' })

    const html = await (await browser().get('/wifi/terms?lang=vi')).text()
    expect(html).toContain('Nội dung mới.')
    // Who answers for it is the operator setting (docs/decisions/055), as the notice names it too.
    expect(published.operator).toEqual(operatorOf(before.privacy))
    expect(html).toContain(before.privacy.operatorName)
    const { place } = await placeWithQuickAd()
    const sessionId = await visitAndConnect(guestAt(place), { measurement: false })
    expect((await consentOf(sessionId))!.termsVersionId).toBe(published.id)

    const listed = await api.request('GET', guestPaths.guestTexts, { token })
    expect(listed.status).toBe(200)
    expect(listed.body.terms.id).toBe(published.id)
    expect(listed.body.history.map((version: { id: string }) => version.id)).toContain(before.terms.id)
  })
})

describe('the evidence for admins', () => {
  it('lists a venue’s choices by day, with the versions’ hashes, and exports them as CSV', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { place } = await placeWithQuickAd()
    await visitAndConnect(guestAt(place), { measurement: true })
    await visitAndConnect(guestAt(place), { measurement: false })
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date())

    const list = await api.request('GET', withQuery(guestPaths.guestConsents, { venueId: place.venueId, day: today }), {
      token,
    })
    expect(list.status).toBe(200)
    expect(list.body.total).toBe(2)
    const texts = await api.app.guestTexts.current()
    expect(list.body.items[0]).toMatchObject({
      venueName: place.venueName,
      termsVersion: texts.terms.version,
      termsHash: texts.terms.contentHash,
      privacyHash: texts.privacy.contentHash,
    })
    expect(list.body.items.map((item: { measurementAccepted: boolean }) => item.measurementAccepted).sort()).toEqual([
      false,
      true,
    ])
    const otherDay = await api.request(
      'GET',
      withQuery(guestPaths.guestConsents, { venueId: place.venueId, day: '2020-01-01' }),
      { token },
    )
    expect(otherDay.body.total).toBe(0)

    const csv = withQuery(guestPaths.guestConsentsExport, { venueId: place.venueId })
    const lines = csvLines(await api.request('GET', csv, { token }))
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(texts.terms.contentHash)

    const { token: customer } = await userWithSession({ role: 'customer' })
    expect((await api.request('GET', guestPaths.guestConsents, { token: customer })).status).toBe(403)
    expect((await api.request('GET', guestPaths.guestConsentsExport, { token: customer })).status).toBe(403)
  })
})

describe('the guest’s data on request', () => {
  const requestsOf = (venueId: string, kind: 'withdraw' | 'erase') =>
    db()
      .select()
      .from(guestDataRequests)
      .where(and(eq(guestDataRequests.venueId, venueId), eq(guestDataRequests.kind, kind)))

  it('gives the browser that opens a visit its key, in a cookie only the guest pages receive', async () => {
    const { place } = await placeWithQuickAd()
    const { response } = await browser().openOpennds(guestAt(place).fas)
    const [cookie] = response.headers.getSetCookie()
    expect(cookie).toMatch(/^wifi_guest=[\w-]{43}; Path=\/wifi; Max-Age=2592000; HttpOnly; SameSite=Strict$/)
  })

  it('withdraws the measurement: no session or evidence names the device any more, and the request is logged', async () => {
    const { place } = await placeWithQuickAd()
    const guest = guestAt(place)
    const phone = browser()
    const earlier = await visitAndConnect(guest, { measurement: true }, { browser: phone, level2: place })
    const latest = await visitAndConnect(guest, { measurement: true }, { browser: phone, level2: place })
    const deviceHash = api.app.hashDevice(guest.clientMac)

    const landing = await (await phone.get(`/wifi/connected?session=${latest}`)).text()
    expect(landing).toContain('action="/wifi/data/withdraw"')
    const response = await phone.post('/wifi/data/withdraw', { session: latest })
    expect(response.status).toBe(200)

    for (const id of [earlier, latest]) {
      expect((await sessionRow(id))!.deviceHash).toBeNull()
      const consent = await consentOf(id)
      expect(consent!.deviceHash).toBeNull()
      expect(consent!.withdrawnAt).toBeInstanceOf(Date)
    }
    expect(await db().select().from(guestSessions).where(eq(guestSessions.deviceHash, deviceHash))).toEqual([])
    const [logged] = await requestsOf(place.venueId, 'withdraw')
    expect(logged).toMatchObject({ venueName: place.venueName, sessions: 2, consents: 2 })
    expect(logged!.completedAt!.getTime()).toBeGreaterThanOrEqual(logged!.requestedAt.getTime())
    expect(JSON.stringify(logged)).not.toContain(deviceHash)
  })

  it('erases every session the device agreed to be known by, keeping the evidence, recorded under each venue', async () => {
    const { place } = await placeWithQuickAd()
    const { place: elsewhere } = await placeWithQuickAd()
    const guest = guestAt(place)
    const phone = browser()
    const measured = await visitAndConnect(guest, { measurement: true }, { browser: phone, level2: place })
    const declinedBefore = await visitAndConnect(guest, { measurement: false }, { browser: phone, level2: place })
    const declined = await visitAndConnect(guest, { measurement: false }, { browser: phone, level2: place })
    // The same phone at another venue, in another browser (its captive window keeps no cookies): the device is one.
    const atOtherVenue = await visitAndConnect(guest, { measurement: true }, { level2: elsewhere })
    const someoneElse = await visitAndConnect(guestAt(place), { measurement: true }, { level2: place })

    // From the session that declined: within the hour its key still says which device it is.
    const response = await phone.post('/wifi/data/erase', { session: declined })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<html lang="vi"')

    for (const id of [measured, declined, declinedBefore, atOtherVenue]) expect(await sessionRow(id)).toBeUndefined()
    expect(await db().select().from(guestEvents).where(eq(guestEvents.sessionId, measured))).toEqual([])
    expect(await sessionRow(someoneElse)).toBeDefined()
    const deviceHash = api.app.hashDevice(guest.clientMac)
    expect(await db().select().from(guestConsents).where(eq(guestConsents.deviceHash, deviceHash))).toEqual([])
    expect(await db().select().from(guestDeviceKeys).where(eq(guestDeviceKeys.deviceHash, deviceHash))).toEqual([])
    const [logged] = await requestsOf(place.venueId, 'erase')
    expect(logged).toMatchObject({ venueName: place.venueName, sessions: 3, consents: 3 })
    expect(logged!.completedAt).toBeInstanceOf(Date)
    expect(await requestsOf(elsewhere.venueId, 'erase')).toMatchObject([
      { venueName: elsewhere.venueName, sessions: 1, consents: 1 },
    ])

    const { token } = await userWithSession({ role: 'admin' })
    const requests = await api.request('GET', guestPaths.guestDataRequests, { token })
    expect(requests.status).toBe(200)
    expect(requests.body.items.map((item: { id: string }) => item.id)).toContain(logged!.id)
  })

  it('refuses a request naming a visit from a browser that did not open it, changing and recording nothing', async () => {
    const { place } = await placeWithQuickAd()
    const guest = guestAt(place)
    const session = await visitAndConnect(guest, { measurement: true }, { level2: place })
    // The id is seen by the console's operators and in gateway logs; an attacker's browser has a key of its own.
    const attacker = browser()
    await attacker.openOpenndsLevel2(place, guestAt(place).clientMac)
    expect(attacker.cookies.get('wifi_guest')).toBeDefined()

    for (const path of ['/wifi/data/erase', '/wifi/data/withdraw']) {
      for (const from of [attacker, browser()]) {
        const response = await from.post(path, { session })
        expect(response.status).toBe(403)
        expect(await response.text()).toContain('Yêu cầu phải được gửi từ trình duyệt đã mở trang Wi-Fi')
      }
    }
    expect(await sessionRow(session)).toMatchObject({ deviceHash: api.app.hashDevice(guest.clientMac) })
    expect((await consentOf(session))!.withdrawnAt).toBeNull()
    expect(await requestsOf(place.venueId, 'erase')).toEqual([])
    expect(await requestsOf(place.venueId, 'withdraw')).toEqual([])
  })

  it('lets a visit whose device the gateway did not vouch for (openNDS level 1) erase only itself', async () => {
    const { place: victimsCafe } = await placeWithQuickAd()
    const { place: attackersCafe } = await placeWithQuickAd()
    const victim = guestAt(victimsCafe)
    const online = await visitAndConnect(victim, { measurement: true }, { level2: victimsCafe })
    const declined = await visitAndConnect(victim, { measurement: false }, { level2: victimsCafe })

    // The victim's MAC is broadcast in the clear: a level-1 payload naming it takes anyone a base64 encoder.
    const attacker = browser()
    const forged = await visitAndConnect(
      guestAt(attackersCafe, victim.clientMac),
      { measurement: true },
      { browser: attacker },
    )
    expect((await attacker.post('/wifi/data/erase', { session: forged })).status).toBe(200)

    expect(await sessionRow(forged)).toBeUndefined()
    expect(await sessionRow(online)).toMatchObject({ deviceHash: api.app.hashDevice(victim.clientMac) })
    expect(await sessionRow(declined)).toBeDefined()
    expect((await consentOf(online))!.deviceHash).toBe(api.app.hashDevice(victim.clientMac))
    expect(await requestsOf(attackersCafe.venueId, 'erase')).toMatchObject([{ sessions: 1, consents: 1 }])
    expect(await requestsOf(victimsCafe.venueId, 'erase')).toEqual([])
  })

  it('tells a guest whose session is gone that nothing is held, changing nothing', async () => {
    const before = await db().$count(guestDataRequests)
    const response = await browser().post('/wifi/data/erase', { session: '00000000-0000-4000-8000-000000000000' })
    expect(response.status).toBe(404)
    expect(await db().$count(guestDataRequests)).toBe(before)
  })
})
