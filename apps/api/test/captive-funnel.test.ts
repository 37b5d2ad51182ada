import { adDayOf, type FunnelRow, funnelSchema, guestPaths } from '@wifi/contract'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { guestSessions, venueMembers } from '../src/db/schema.ts'
import { captiveBrowser, insertCaptivePlace, insertRunningAd, type CaptivePlace } from './support/captive.ts'
import { withQuery } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * GET /api/guest-funnel: the steps guest sessions reached, per Vietnamese day, venue and ad, counted from real visits
 * to the captive page; admins see every venue, a customer only the venues they are a member of.
 */

const { api, db, userWithSession } = useTestApp()

const tokens: Record<'admin' | 'member' | 'stranger', string> = { admin: '', member: '', stranger: '' }
let cafe: CaptivePlace
let other: CaptivePlace
let adId: string
const today = adDayOf(new Date())

beforeAll(async () => {
  tokens.admin = (await userWithSession({ role: 'admin' })).token
  const member = await userWithSession({ role: 'customer' })
  tokens.member = member.token
  tokens.stranger = (await userWithSession({ role: 'customer' })).token

  cafe = await insertCaptivePlace(api.app, 'opennds')
  other = await insertCaptivePlace(api.app, 'opennds')
  await db().insert(venueMembers).values({ venueId: cafe.venueId, userId: member.user.id })
  const ad = await insertRunningAd(api.app, cafe.venueId, { duration: 5 })
  adId = ad.id

  // At the café: three guests see the ad; two wait it out and connect, one of them comes back to the landing page
  // and taps the offer; a script fetches the page once more without displaying it. At the other venue (no ad): one
  // guest connects.
  const browser = captiveBrowser(api.url)
  const fetched = async (place: CaptivePlace) => (await browser.openAsNewDevice(place.mac)).sessionId!
  const visit = async (place: CaptivePlace) => {
    const session = await fetched(place)
    expect((await browser.reportDisplayed(session)).status).toBe(204)
    return session
  }
  const sessions = [await visit(cafe), await visit(cafe), await visit(cafe)]
  await fetched(cafe)
  await db()
    .update(guestSessions)
    .set({ shownAt: sql`now() - interval '6 seconds'` })
    .where(eq(guestSessions.venueId, cafe.venueId))
  for (const session of sessions.slice(0, 2)) {
    expect((await browser.connect({ session, answer: 'pho bo', terms: 'accepted' })).status).toBe(303)
  }
  expect((await browser.get(`/wifi/connected?session=${sessions[0]}`)).status).toBe(200)
  expect((await browser.get(`/wifi/cta?session=${sessions[0]}`)).status).toBe(303)
  const elsewhere = await visit(other)
  expect((await browser.connect({ session: elsewhere, terms: 'accepted' })).status).toBe(303)
})

const funnel = async (token: string, query: Record<string, string> = {}) => {
  const response = await api.request('GET', withQuery(guestPaths.guestFunnel, { from: today, to: today, ...query }), {
    token,
  })
  return response
}

const rowFor = (rows: FunnelRow[], venueId: string) => rows.find((row) => row.venueId === venueId)

describe('the guest funnel', () => {
  it('counts, for an admin, each step the sessions of every venue reached, per day, venue and ad', async () => {
    const response = await funnel(tokens.admin)
    expect(response.status).toBe(200)
    const { rows } = funnelSchema.parse(response.body)
    expect(rowFor(rows, cafe.venueId)).toEqual({
      day: today,
      venueId: cafe.venueId,
      venueName: cafe.venueName,
      adId,
      adTitle: expect.any(String),
      steps: {
        page_shown: 3,
        countdown_completed: 2,
        ad_closed: 0,
        task_passed: 2,
        terms_accepted: 2,
        connect_pressed: 2,
        credential_issued: 2,
        gateway_confirmed: 1,
        cta_clicked: 1,
      },
    })
    expect(rowFor(rows, other.venueId)).toMatchObject({
      adId: null,
      adTitle: null,
      steps: { page_shown: 1, countdown_completed: 0, task_passed: 0, terms_accepted: 1, connect_pressed: 1 },
    })
  })

  it('filters by venue and by ad', async () => {
    const byVenue = funnelSchema.parse((await funnel(tokens.admin, { venueId: other.venueId })).body).rows
    expect(byVenue.map((row) => row.venueId)).toEqual([other.venueId])
    const byAd = funnelSchema.parse((await funnel(tokens.admin, { adId })).body).rows
    expect(byAd.map((row) => row.venueId)).toEqual([cafe.venueId])
  })

  it('shows a customer their venues only, and nothing of a venue they name but do not belong to', async () => {
    const member = funnelSchema.parse((await funnel(tokens.member)).body).rows
    expect(member.map((row) => row.venueId)).toEqual([cafe.venueId])
    const stranger = funnelSchema.parse((await funnel(tokens.stranger, { venueId: cafe.venueId })).body).rows
    expect(stranger).toEqual([])
  })

  it('counts nothing on days outside the range', async () => {
    const { rows } = funnelSchema.parse((await funnel(tokens.admin, { from: '2020-01-01', to: '2020-01-31' })).body)
    expect(rows).toEqual([])
  })

  it('refuses a signed-out caller and a range that ends before it starts or spans more than 366 days', async () => {
    const anonymous = await api.request('GET', withQuery(guestPaths.guestFunnel, { from: today, to: today }))
    expect(anonymous.status).toBe(401)
    for (const range of [
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2025-01-01', to: '2026-01-03' },
    ]) {
      const refused = await funnel(tokens.admin, range)
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { to: 'validation:funnelRangeInvalid' },
      })
    }
    const malformed = await funnel(tokens.admin, { from: '25/11/2026' })
    expect(malformed.status).toBe(400)
  })
})
