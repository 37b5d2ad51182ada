import { adDayOf, analyticsPaths, type FunnelStep } from '@wifi/contract'
import { and, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demoCustomers } from '../demo/accounts.ts'
import { keepDemoGuestsOnline } from '../demo/online-guests.ts'
import { demoVisitDays, loadDemoVenues, planDemoVisits, seedDemoVisits } from '../demo/visits.ts'
import { guestConsents, guestEvents, guestSessions, users, venues } from '../src/db/schema.ts'
import { rollUpGuestFigures } from '../src/modules/analytics/roll-up.ts'
import { guestSessionCount } from './support/captive.ts'
import { withQuery } from './support/management.ts'
import { sessionFor } from './support/sessions.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * `npm run demo`'s guest visits (bootstrap/demo-visits.ts): four weeks of visits at the demo venues, written as the
 * captive flow writes them, so `/analytics` is not empty on a fresh demo: five weeks, so a report of the last four
 * has returning devices.
 */

const { api, db, userWithSession } = useTestApp({
  openwisp: { devices: 60 },
  env: { DEMO_SEED: 'true', DEMO_UAM_SECRET: 'demo-uam-secret' },
})

const dayMs = 24 * 3600 * 1000
const vietnamHour = (moment: Date) => (moment.getUTCHours() + 7) % 24
const busyHours = new Set([7, 8, 9, 11, 12, 13, 17, 18, 19, 20, 21])

/** Every visit counted, as on a first start (the app's own beat may hold the lock a moment). */
async function rollUpEverything() {
  for (;;) {
    await db().execute(sql`delete from analytics_rollup`)
    if ((await rollUpGuestFigures(db())) === 'rolled-up') return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const lastFourWeeks = () => ({
  from: adDayOf(new Date(Date.now() - 27 * dayMs)),
  to: adDayOf(new Date()),
})

async function figures(token: string, query: Record<string, string> = {}) {
  const response = await api.request('GET', withQuery(analyticsPaths.analytics, { ...lastFourWeeks(), ...query }), {
    token,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}

const demoVenues = () =>
  db().select({ id: venues.id }).from(venues).where(like(venues.email, '%@demo.wifi.local')).orderBy(venues.email)

describe('the demo guest visits', () => {
  it('fills the last five weeks at the demo venues, as the captive flow records visits', async () => {
    const venueIds = (await demoVenues()).map((venue) => venue.id)
    expect(venueIds).toHaveLength(4)
    const sessions = await db().select().from(guestSessions).where(inArray(guestSessions.venueId, venueIds))
    // A few hundred a venue a week at most.
    expect(sessions.length).toBeGreaterThan(1_000)
    expect(sessions.length).toBeLessThan(4 * 5 * 400)
    const now = Date.now()
    for (const session of sessions) {
      expect(session.shownAt.getTime()).toBeLessThanOrEqual(now)
      expect(session.shownAt.getTime()).toBeGreaterThan(now - demoVisitDays * dayMs)
    }
    expect(new Set(sessions.map((session) => adDayOf(session.shownAt))).size).toBeGreaterThanOrEqual(demoVisitDays - 1)
    const busy = sessions.filter((session) => busyHours.has(vietnamHour(session.shownAt)))
    expect(busy.length / sessions.length).toBeGreaterThan(0.7)

    // Online: 5 to 90 minutes (the default policy stops at 60), with data; a handful still online.
    const online = sessions.filter((session) => session.onlineAt)
    const ended = online.filter((session) => session.endedAt)
    for (const session of ended) {
      const minutes = (session.endedAt!.getTime() - session.onlineAt!.getTime()) / 60_000
      expect(minutes).toBeGreaterThanOrEqual(5)
      expect(minutes).toBeLessThanOrEqual(90)
      expect(session.bytesDown).toBeGreaterThan(0)
      expect(session.endCause).not.toBeNull()
      expect(session.policy).not.toBeNull()
    }
    expect(online.length - ended.length).toBeGreaterThanOrEqual(4)

    // Only devices whose guest agreed are named, and each such visit has that consent; about 80% agree.
    const handedOff = sessions.filter((session) => session.handedOffAt)
    const consents = await db()
      .select()
      .from(guestConsents)
      .where(
        inArray(
          guestConsents.sessionId,
          handedOff.map((session) => session.id),
        ),
      )
    expect(consents).toHaveLength(handedOff.length)
    const consentOf = new Map(consents.map((consent) => [consent.sessionId, consent]))
    for (const session of handedOff) {
      const consent = consentOf.get(session.id)!
      expect(consent.measurementAccepted).toBe(session.deviceHash !== null)
      expect(consent.deviceHash).toBe(session.deviceHash)
    }
    const measured = handedOff.filter((session) => session.deviceHash).length / handedOff.length
    expect(measured).toBeGreaterThan(0.65)
    expect(measured).toBeLessThan(0.92)
    expect(sessions.every((session) => session.deviceHash === null || /^[\w-]{43}$/.test(session.deviceHash))).toBe(
      true,
    )

    // The funnel: most of those shown an ad wait it out and pass the task, 85–90% of those connect. (Before the
    // demo's public ad began, 30 days ago, the venues had none to show: those guests went straight to Connect.)
    const steps = await db()
      .select({ step: guestEvents.step, count: sql<number>`count(*)::int` })
      .from(guestEvents)
      .innerJoin(guestSessions, eq(guestSessions.id, guestEvents.sessionId))
      .where(and(inArray(guestSessions.venueId, venueIds), isNotNull(guestSessions.adId)))
      .groupBy(guestEvents.step)
    const count = Object.fromEntries(steps.map((row) => [row.step, row.count])) as Record<FunnelStep, number>
    expect(count.countdown_completed / count.page_shown).toBeGreaterThan(0.85)
    expect(count.task_passed / count.countdown_completed).toBeGreaterThan(0.9)
    expect(count.gateway_confirmed / count.task_passed).toBeGreaterThan(0.8)
    expect(count.gateway_confirmed / count.task_passed).toBeLessThan(0.95)
    expect(count.gateway_confirmed).toBe(online.filter((session) => session.adId).length)
  })

  it('gives /api/analytics figures for the last four weeks once the rollup ran', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    await rollUpEverything()
    const { totals, days, hours } = await figures(token)
    for (const figure of ['impressions', 'countdownsCompleted', 'tasksPassed', 'connections', 'onlineMinutes']) {
      expect(totals[figure], figure).toBeGreaterThan(0)
    }
    expect(totals.uniqueDevices).toBeGreaterThan(100)
    expect(totals.newDevices).toBeGreaterThan(0)
    expect(totals.returningDevices).toBeGreaterThan(0)
    expect(totals.randomisedDevices / totals.uniqueDevices).toBeGreaterThan(0.3)
    expect(totals.randomisedDevices / totals.uniqueDevices).toBeLessThan(0.6)
    expect(totals.medianSessionSeconds).toBeGreaterThanOrEqual(5 * 60)
    expect(totals.medianSessionSeconds).toBeLessThanOrEqual(90 * 60)
    expect(totals.bytesDown).toBeGreaterThan(totals.bytesUp)
    expect(days.filter((day: { connections: number }) => day.connections > 0).length).toBeGreaterThanOrEqual(27)
    const busy = hours
      .filter((cell: { hour: number }) => busyHours.has(cell.hour))
      .reduce((sum: number, cell: { connections: number }) => sum + cell.connections, 0)
    expect(busy / totals.connections).toBeGreaterThan(0.7)
  })

  it('shows a demo customer only their venue’s visits', async () => {
    const { token: adminToken } = await userWithSession({ role: 'admin' })
    const [first, second] = await demoVenues()
    const [customer] = await db().select().from(users).where(eq(users.email, demoCustomers[0]!.email))
    const token = await sessionFor(db(), customer!)
    await rollUpEverything()

    const own = await figures(token)
    const venue = await figures(adminToken, { venueId: first!.id })
    const all = await figures(adminToken)
    expect(own.totals.impressions).toBe(venue.totals.impressions)
    expect(own.totals.connections).toBe(venue.totals.connections)
    expect(own.totals.connections).toBeGreaterThan(0)
    expect(own.totals.connections).toBeLessThan(all.totals.connections)
    const other = await api.request(
      'GET',
      withQuery(analyticsPaths.analytics, { ...lastFourWeeks(), venueId: second!.id }),
      {
        token,
      },
    )
    expect(other.status).toBe(404)
  })

  it('seeds once: a second run adds nothing', async () => {
    const before = await guestSessionCount(db())
    expect(await seedDemoVisits(api.app)).toBe(0)
    expect(await guestSessionCount(db())).toBe(before)
  })

  it('plans the same visits from the same moment, with regulars, new devices and clicks on the ad', async () => {
    const venuesNow = await loadDemoVenues(api.app)
    const options = { now: new Date(), adCloseAfterSeconds: 3, hashDevice: api.app.hashDevice }
    const plan = planDemoVisits(venuesNow, options)
    expect(planDemoVisits(venuesNow, options)).toEqual(plan)
    expect(planDemoVisits(venuesNow, { ...options, seed: 7 })).not.toEqual(plan)

    // Closable ads: some guests close them (recorded at Connect, which counts the countdown only if it had ended).
    const closed = plan.filter((visit) => visit.steps.some(({ step }) => step === 'ad_closed'))
    expect(closed.length).toBeGreaterThan(0)
    for (const { session, steps } of closed) {
      const connected = steps.find(({ step }) => step === 'connect_pressed')!.at.getTime()
      const countdownEnd = session.shownAt.getTime() + session.adDuration * 1000
      expect(steps.some(({ step }) => step === 'countdown_completed')).toBe(connected >= countdownEnd)
    }
    // A few percent of those online click the call to action (only the customer's promotion has one, for days):
    // some do over three plans.
    const clicks = [
      plan,
      planDemoVisits(venuesNow, { ...options, seed: 1 }),
      planDemoVisits(venuesNow, { ...options, seed: 2 }),
    ]
      .flatMap((visits) => visits.flatMap((visit) => visit.steps))
      .filter(({ step }) => step === 'cta_clicked')
    expect(clicks.length).toBeGreaterThan(0)
    // Each measured device's visits: a regular comes back, most come once.
    const visitsPerDevice = new Map<string, number>()
    for (const { session } of plan) {
      if (session.deviceHash)
        visitsPerDevice.set(session.deviceHash, (visitsPerDevice.get(session.deviceHash) ?? 0) + 1)
    }
    const counts = [...visitsPerDevice.values()]
    expect(counts.filter((visits) => visits >= 5).length).toBeGreaterThan(10)
    expect(counts.filter((visits) => visits === 1).length).toBeGreaterThan(counts.length / 3)
  })

  it('keeps reporting the guests it seeded as online now, as their gateways would, while the demo runs', async () => {
    const open = and(isNotNull(guestSessions.onlineAt), isNull(guestSessions.endedAt))
    const [guest] = await db().select().from(guestSessions).where(open).limit(1)
    expect(guest, 'the demo seeds guests online now').toBeDefined()
    await db()
      .update(guestSessions)
      .set({ lastSeenAt: sql`now() - interval '20 minutes'` })
      .where(eq(guestSessions.id, guest!.id))
    const stop = await keepDemoGuestsOnline(api.app, 100)
    try {
      await expect
        .poll(async () => {
          const [now] = await db().select().from(guestSessions).where(eq(guestSessions.id, guest!.id))
          return Date.now() - now!.lastSeenAt!.getTime() < 60_000 && now!.bytesDown > guest!.bytesDown
        })
        .toBe(true)
    } finally {
      stop()
    }
    const [after] = await db().select().from(guestSessions).where(eq(guestSessions.id, guest!.id))
    expect(after?.endedAt).toBeNull()
  })
})
