import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { advertisements, guestEvents, guestSessions, venueAds, venues } from '../src/db/schema.ts'
import { pruneExpired } from '../src/maintenance/prune-expired.ts'
import {
  captiveBrowser,
  guestSessionCount,
  insertCaptivePlace,
  insertRunningAd,
  openndsFas,
  openndsGuest as guestAt,
  randomMac,
  type OpenndsGuest,
} from './support/captive.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * The captive page behind openNDS (FAS secure level 1) over real HTTP: the guest page, the server's own checks at
 * Connect, the hand-off to the gateway, the landing page and the recorded funnel. The real gateway is driven by the
 * browser test (e2e/tests/captive-opennds.spec.ts); here every refusal is checked to change nothing.
 */

const { api, db } = useTestApp()

const browser = () => captiveBrowser(api.url)
const get = (path: string, headers: Record<string, string> = {}) => browser().get(path, headers)
const connect = (fields: Record<string, string>) => browser().connect(fields)
const openPage = (guest: OpenndsGuest, headers: Record<string, string> = {}) =>
  browser().openOpennds(guest.fas, headers)

const stepsOf = async (sessionId: string) =>
  (await db().select().from(guestEvents).where(eq(guestEvents.sessionId, sessionId))).map((row) => row.step).sort()

/** As if the guest had been on the page for `seconds` already (the server's clock decides the countdown). */
const shownSecondsAgo = (sessionId: string, seconds: number) =>
  db()
    .update(guestSessions)
    .set({ shownAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(guestSessions.id, sessionId))

describe('the openNDS guest page', () => {
  it('shows the venue, its ad and the terms before any script, and records the show without the MAC', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const ad = await insertRunningAd(api.app, place.venueId)
    const guest = guestAt(place)
    const { response, html, sessionId } = await openPage(guest)

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(html).toContain('<html lang="vi"')
    expect(html).toContain(place.venueName)
    expect(html).toContain(ad.title)
    expect(html).toContain('Tôi đồng ý với')
    expect(html).toContain('action="/wifi/connect"')
    const policy = response.headers.get('content-security-policy')!
    expect(policy).toContain("form-action 'self' http://10.77.2.1:2050")
    expect(policy).toContain("connect-src 'self'")
    expect(policy).toContain("img-src 'self'")

    const [session] = await db().select().from(guestSessions).where(eq(guestSessions.id, sessionId!))
    expect(session).toMatchObject({ venueId: place.venueId, accessPointId: place.accessPointId, adId: ad.id })
    // Nothing recognises the device before its guest agrees at Connect (docs/decisions/033).
    expect(session!.deviceHash).toBeNull()
    const stored = JSON.stringify(session).toLowerCase()
    expect(stored).not.toContain(guest.clientMac.toLowerCase())
    expect(stored).not.toContain(guest.clientMac.replaceAll(':', '').toLowerCase())
    // Fetched is not shown: the show counts once the page's own script reports that a browser displayed it.
    expect(await stepsOf(sessionId!)).toEqual([])
    expect((await browser().reportDisplayed(sessionId!)).status).toBe(204)
    const [shown] = await db().select().from(guestEvents).where(eq(guestEvents.sessionId, sessionId!))
    expect(shown).toMatchObject({ step: 'page_shown', at: session!.shownAt })
  })

  it('gives each guest at a venue the same page with only their own session in it', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    await insertRunningAd(api.app, place.venueId, { ctaUrl: 'https://pho.example.test/menu' })
    const first = await openPage(guestAt(place))
    const second = await openPage(guestAt(place))
    expect(second.sessionId).not.toBe(first.sessionId)
    expect(second.html).not.toContain(first.sessionId)
    // The form, the beacons' fields, the language links and the call-to-action each carry the session.
    expect(second.html.split(second.sessionId!).length - 1).toBeGreaterThanOrEqual(4)
    expect(second.html.replaceAll(second.sessionId!, 'SESSION')).toBe(
      first.html.replaceAll(first.sessionId!, 'SESSION'),
    )
  })

  it('keeps the guest’s MAC and the gateway’s fas out of the request log', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const guest = guestAt(place)
    expect((await openPage(guest)).response.status).toBe(200)
    const logged = JSON.stringify(api.logs).toLowerCase()
    expect(logged).toContain('/wifi/opennds')
    expect(logged).not.toContain(guest.clientMac.toLowerCase())
    expect(logged).not.toContain(guest.fas.slice(0, 40).toLowerCase())
    expect(logged).not.toContain(encodeURIComponent(guest.fas).slice(0, 40).toLowerCase())
  })

  it('speaks English to a browser that prefers it, and switches language without counting another show', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    await insertRunningAd(api.app, place.venueId)
    const { html, sessionId } = await openPage(guestAt(place), { 'accept-language': 'en-US,en;q=0.9,vi;q=0.5' })
    expect(html).toContain('<html lang="en"')
    expect(html).toContain('I agree to the')
    expect(html).toContain(`href="/wifi/page?session=${sessionId}&amp;lang=vi"`)

    const switched = await get(`/wifi/page?session=${sessionId}&lang=vi`)
    expect(switched.status).toBe(200)
    expect(await switched.text()).toContain('Tôi đồng ý với')
    expect(await stepsOf(sessionId!)).toEqual(['page_shown'])
    const count = await db().select().from(guestSessions).where(eq(guestSessions.venueId, place.venueId))
    expect(count).toHaveLength(1)
  })

  it('shows a venue without a running ad the terms and Connect only', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const { html, sessionId } = await openPage(guestAt(place))
    expect(html).not.toContain('guest-ad-title')
    expect(html).toContain('Tôi đồng ý với')
    const response = await connect({ session: sessionId!, terms: 'accepted' })
    expect(response.status).toBe(303)
    expect(await stepsOf(sessionId!)).toEqual(['connect_pressed', 'credential_issued', 'page_shown', 'terms_accepted'])
  })

  it.each([
    ['a missing fas', ''],
    ['a fas that is not base64', '?fas=%%%'],
    [
      'a fas without a hid',
      `?fas=${Buffer.from('clientmac=02:00:00:00:00:01, gatewayaddress=10.0.0.1:2050').toString('base64')}`,
    ],
    [
      'a gateway address that is not an IPv4 address and port',
      `?fas=${encodeURIComponent(Buffer.from(`hid=${'a'.repeat(64)}, clientmac=02:00:00:00:00:01, gatewayaddress=evil.example/x`).toString('base64'))}`,
    ],
  ])('answers %s with a clear page, in both languages, recording nothing', async (_case, query) => {
    const before = await guestSessionCount(db())
    const vi = await get(`/wifi/opennds${query}`)
    expect(vi.status).toBe(400)
    expect(await vi.text()).toContain('Đường dẫn đăng nhập không đầy đủ')
    const en = await get(`/wifi/opennds${query}`, { 'accept-language': 'en' })
    const english = await en.text()
    expect(english).toContain('The sign-in link is incomplete')
    // The switch links to the same address in Vietnamese.
    expect(english).toMatch(/<a [^>]*href="\/wifi\/opennds\?[^"]*lang=vi"[^>]*hreflang="vi"/)
    expect(await guestSessionCount(db())).toBe(before)
  })

  it('does not recognise an access point that is unknown, set up for the other gateway, or at an inactive venue', async () => {
    const chilli = await insertCaptivePlace(api.app, 'chilli')
    const inactive = await insertCaptivePlace(api.app, 'opennds', { venueStatus: 'inactive' })
    const unknown = { ...chilli, mac: randomMac() }
    for (const place of [chilli, inactive, unknown]) {
      const { response, html } = await openPage(guestAt(place))
      expect(response.status).toBe(404)
      expect(html).toContain('Không nhận ra điểm phát Wi-Fi này')
    }
    const { html } = await openPage(guestAt(unknown), { 'accept-language': 'en' })
    expect(html).toContain('This Wi-Fi access point is not recognised')
    const rows = await db().select().from(guestSessions).where(eq(guestSessions.accessPointId, chilli.accessPointId))
    expect(rows).toEqual([])
  })

  it('finds the access point by its name when the gateway MAC is not the device’s', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const { response } = await browser().openOpennds(
      openndsFas({ gatewayMac: randomMac(), gatewayName: place.accessPointName }),
    )
    expect(response.status).toBe(200)
  })
})

describe('Connect behind openNDS', () => {
  it('refuses Connect before the countdown is over, with a wrong answer or without the terms, changing nothing', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    await insertRunningAd(api.app, place.venueId, { duration: 20 })
    const { sessionId } = await openPage(guestAt(place))
    const early = await connect({ session: sessionId!, answer: 'pho bo', terms: 'accepted' })
    expect(early.status).toBe(400)
    const earlyPage = await early.text()
    expect(earlyPage).toContain('Chưa hoàn thành các bước')
    expect(earlyPage).toContain(`href="/wifi/page?session=${sessionId}"`)
    // The answer to a form post has no address to switch the language of.
    expect(earlyPage).not.toContain('hreflang')

    await shownSecondsAgo(sessionId!, 21)
    const wrongAnswers: Record<string, string>[] = [
      { answer: 'pho ga', terms: 'accepted' },
      { answer: '', terms: 'accepted' },
      { answer: 'pho bo' },
      { answer: 'pho bo', terms: 'yes' },
    ]
    for (const fields of wrongAnswers) {
      const refused = await connect({ session: sessionId!, ...fields })
      expect(refused.status).toBe(400)
      expect(refused.headers.get('location')).toBeNull()
    }
    const [session] = await db().select().from(guestSessions).where(eq(guestSessions.id, sessionId!))
    expect(session!.handedOffAt).toBeNull()
    expect(await stepsOf(sessionId!)).toEqual([])
  })

  it('hands a guest who did every step to the gateway with the token openNDS checks, once', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds', { secret: 'rigkey123' })
    const ad = await insertRunningAd(api.app, place.venueId)
    const guest = guestAt(place)
    const { sessionId } = await openPage(guest)
    await shownSecondsAgo(sessionId!, ad.duration)

    // "pho bo" for "Phở bò": a phone keyboard without Vietnamese diacritics passes (docs/decisions/017).
    const response = await connect({ session: sessionId!, answer: 'pho bo', terms: 'accepted' })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe('http://10.77.2.1:2050/opennds_auth/')
    const token = createHash('sha256').update(`${guest.hid}rigkey123`).digest('hex')
    expect(location.searchParams.get('tok')).toBe(token)
    expect(location.searchParams.get('redir')).toBe(`${api.url}/wifi/connected?session=${sessionId}`)
    // The venue's policy for the router's BinAuth, signed (opennds-binauth.test.ts).
    expect(Buffer.from(location.searchParams.get('custom')!, 'base64').toString()).toMatch(
      new RegExp(`^login ${sessionId} ${guest.hid.slice(0, 16)} `),
    )
    expect(await stepsOf(sessionId!)).toEqual([
      'connect_pressed',
      'countdown_completed',
      'credential_issued',
      'page_shown',
      'task_passed',
      'terms_accepted',
    ])

    const again = await connect({ session: sessionId!, answer: 'pho bo', terms: 'accepted' })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('Lượt kết nối này đã được dùng')

    // Another page opened with the same gateway session cannot be handed off a second time either.
    const second = await openPage(guest)
    expect(second.response.status).toBe(403)
    expect(second.html).toContain('Wi-Fi chưa cho phép kết nối')
    expect(second.sessionId).toBeUndefined()
  })

  it('hands off a gateway session once even when two of its pages press Connect together', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const guest = guestAt(place)
    const first = await openPage(guest)
    const second = await openPage(guest)
    const answers = await Promise.all(
      [first.sessionId!, second.sessionId!].map((session) => connect({ session, terms: 'accepted' })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409])
  })

  it('notes whether the device’s MAC was randomised, for the analytics, and keeps no MAC', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    // A phone's per-network MAC has the locally administered bit (0x02) set; a vendor's MAC has not.
    for (const [clientMac, randomised] of [
      ['DA:A1:19:0B:2C:7E', true],
      ['3C:22:FB:41:90:0D', false],
    ] as const) {
      const { sessionId } = await openPage(guestAt(place, clientMac))
      const [session] = await db().select().from(guestSessions).where(eq(guestSessions.id, sessionId!))
      expect(session!.macRandomised).toBe(randomised)
      expect(JSON.stringify(session).toLowerCase()).not.toContain(clientMac.toLowerCase())
    }
  })

  it('refuses an expired page and an unknown session id', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const { sessionId } = await openPage(guestAt(place))
    await shownSecondsAgo(sessionId!, 31 * 60)
    const expired = await connect({ session: sessionId!, terms: 'accepted' })
    expect(expired.status).toBe(410)
    expect(await expired.text()).toContain('Trang kết nối đã hết hạn')
    const unknown = await connect({ session: '00000000-0000-4000-8000-000000000000', terms: 'accepted' })
    expect(unknown.status).toBe(410)
    const malformed = await connect({ session: 'x', terms: 'accepted' })
    expect(malformed.status).toBe(410)
    expect(await stepsOf(sessionId!)).toEqual([])
  })
})

describe('the page’s step beacons', () => {
  const beacon = (fields: Record<string, string>) =>
    fetch(`${api.url}/wifi/progress`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: new URLSearchParams(fields),
    })

  it('counts a step the guest reached before Connect, once, when the server agrees it was reached', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    await insertRunningAd(api.app, place.venueId, { duration: 20 })
    const { sessionId } = await openPage(guestAt(place))
    const session = sessionId!

    expect((await beacon({ session, step: 'countdown_completed' })).status).toBe(400)
    expect((await beacon({ session, step: 'task_passed', answer: 'pho ga' })).status).toBe(400)
    expect(await stepsOf(session)).toEqual([])

    await shownSecondsAgo(session, 20)
    expect((await beacon({ session, step: 'countdown_completed' })).status).toBe(204)
    expect((await beacon({ session, step: 'task_passed', answer: 'phở bò' })).status).toBe(204)
    expect((await beacon({ session, step: 'terms_accepted' })).status).toBe(204)
    expect((await beacon({ session, step: 'terms_accepted' })).status).toBe(204)
    expect(await stepsOf(session)).toEqual(['countdown_completed', 'page_shown', 'task_passed', 'terms_accepted'])

    // A guest who stops here is counted up to the terms; one who connects keeps the times the beacons gave.
    const [before] = await db().select().from(guestEvents).where(eq(guestEvents.sessionId, session))
    expect((await connect({ session, answer: 'pho bo', terms: 'accepted' })).status).toBe(303)
    const after = await db().select().from(guestEvents).where(eq(guestEvents.sessionId, session))
    expect(after.find((row) => row.step === before!.step)?.at).toEqual(before!.at)
    expect((await beacon({ session, step: 'terms_accepted' })).status).toBe(400)
  })

  it('refuses a beacon for an unknown session or step', async () => {
    expect((await beacon({ session: '00000000-0000-4000-8000-000000000000', step: 'terms_accepted' })).status).toBe(404)
    expect((await beacon({ session: 'x', step: 'terms_accepted' })).status).toBe(404)
    const place = await insertCaptivePlace(api.app, 'opennds')
    const { sessionId } = await openPage(guestAt(place))
    expect((await beacon({ session: sessionId!, step: 'gateway_confirmed' })).status).toBe(400)
    expect(await stepsOf(sessionId!)).toEqual([])
  })
})

describe('after the hand-off', () => {
  it('confirms on the landing page, offers the call-to-action again and records its click', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const ad = await insertRunningAd(api.app, place.venueId, { duration: 5 })
    const { sessionId } = await openPage(guestAt(place))
    await shownSecondsAgo(sessionId!, 5)
    expect((await connect({ session: sessionId!, answer: 'phở bò', terms: 'accepted' })).status).toBe(303)

    const landing = await get(`/wifi/connected?session=${sessionId}`)
    expect(landing.status).toBe(200)
    const html = await landing.text()
    expect(html).toContain('Bạn đã kết nối Wi-Fi')
    expect(html).toContain(place.venueName)
    expect(html).toContain(`href="/wifi/cta?session=${sessionId}"`)
    expect(html).toContain('Xem thực đơn')

    const click = await get(`/wifi/cta?session=${sessionId}`)
    expect(click.status).toBe(303)
    expect(click.headers.get('location')).toBe(ad.ctaUrl)
    const steps = await stepsOf(sessionId!)
    expect(steps).toContain('gateway_confirmed')
    expect(steps).toContain('cta_clicked')
  })

  it('offers a public ad’s call-to-action only while the ad is still public or assigned to the venue', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const ad = await insertRunningAd(api.app, place.venueId, { targetText: null, isPublic: true })
    await db().delete(venueAds).where(eq(venueAds.adId, ad.id))
    const { sessionId } = await openPage(guestAt(place))
    await shownSecondsAgo(sessionId!, 20)
    expect((await connect({ session: sessionId!, terms: 'accepted' })).status).toBe(303)
    expect(await (await get(`/wifi/connected?session=${sessionId}`)).text()).toContain('/wifi/cta')
    // Its author changed the call-to-action, which took it out of public until an administrator reviews it.
    await db()
      .update(advertisements)
      .set({ isPublic: false, ctaUrl: 'https://phishing.example.test/login' })
      .where(eq(advertisements.id, ad.id))
    expect(await (await get(`/wifi/connected?session=${sessionId}`)).text()).not.toContain('/wifi/cta')
    const click = await get(`/wifi/cta?session=${sessionId}`)
    expect(click.status).toBe(404)
    expect(click.headers.get('location')).toBeNull()
  })

  it('counts nothing for a landing page of a session that was never handed off', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const { sessionId } = await openPage(guestAt(place))
    const landing = await get(`/wifi/connected?session=${sessionId}`)
    expect(landing.status).toBe(200)
    expect(await landing.text()).not.toContain('/wifi/cta')
    expect(await stepsOf(sessionId!)).toEqual([])
  })
})

describe('limits and retention', () => {
  it('limits the pages one device opens, whatever address it comes from, with a page saying when to retry', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const guest = guestAt(place)
    for (let page = 0; page < 30; page++) {
      const { fas } = guestAt(place, guest.clientMac)
      expect((await get(`/wifi/opennds?fas=${encodeURIComponent(fas)}`)).status).toBe(200)
    }
    const refused = await openPage(guestAt(place, guest.clientMac))
    expect(refused.response.status).toBe(429)
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.html).toContain('Quá nhiều lượt thử')
    // Another device at the same access point is not held back.
    expect((await openPage(guestAt(place))).response.status).toBe(200)
  })

  it('prunes guest sessions and their steps older than the retention period', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const old = await openPage(guestAt(place))
    const recent = await openPage(guestAt(place))
    await shownSecondsAgo(old.sessionId!, 11 * 86_400)
    await pruneExpired(db(), { retentionDays: { guestSessions: 10, consents: 730, adReports: 365 } })
    const left = await db()
      .select({ id: guestSessions.id })
      .from(guestSessions)
      .where(eq(guestSessions.venueId, place.venueId))
    expect(left.map((row) => row.id)).toEqual([recent.sessionId])
    expect(await stepsOf(old.sessionId!)).toEqual([])
  })

  it('deletes a venue’s guest records with the venue', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const { sessionId } = await openPage(guestAt(place))
    await db().delete(venues).where(eq(venues.id, place.venueId))
    expect(await stepsOf(sessionId!)).toEqual([])
  })
})
