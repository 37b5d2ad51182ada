import {
  adDayOf,
  analyticsBreakdownKinds,
  analyticsPaths,
  analyticsRates,
  type Analytics,
  type AnalyticsBreakdown,
  type AnalyticsFigures,
} from '@wifi/contract'
import { eq, inArray, like, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoCustomers } from '../demo/accounts.ts'
import { accessPoints, advertisements, users, venues } from '../src/db/schema.ts'
import { rollUpGuestFigures } from '../src/modules/analytics/roll-up.ts'
import { withQuery, type Query } from './support/management.ts'
import { sessionFor } from './support/sessions.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * Figures that cannot contradict themselves (docs/decisions/051), over the demo's five weeks of seeded visits: for
 * every period the console offers and every venue, access point and ad, as an admin and as a demo customer, each
 * funnel step counts no more visits than the step before it and no rate passes 100% — in the totals, the comparison,
 * each day, each hour and each row of the tables.
 */

const { api, db, userWithSession } = useTestApp({
  openwisp: { devices: 60 },
  env: { DEMO_SEED: 'true', DEMO_UAM_SECRET: 'demo-uam-secret' },
})

const dayMs = 86_400_000
const shift = (day: string, days: number) => new Date(Date.parse(day) + days * dayMs).toISOString().slice(0, 10)

/** The console's period presets (apps/web analytics-period.ts), counted from today in Vietnam. */
function presets() {
  const today = adDayOf(new Date())
  const monthStart = `${today.slice(0, 8)}01`
  const lastMonthEnd = shift(monthStart, -1)
  return {
    today: { from: today, to: today },
    yesterday: { from: shift(today, -1), to: shift(today, -1) },
    last7: { from: shift(today, -6), to: today },
    last30: { from: shift(today, -29), to: today },
    thisMonth: { from: monthStart, to: today },
    lastMonth: { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
  }
}

type FunnelFigures = Omit<AnalyticsFigures, 'uniqueDevices' | 'newDevices' | 'returningDevices' | 'randomisedDevices'>

/** Each step within the one before it, every rate within 100%; `where` names the figures in a failure. */
function expectNested(figures: FunnelFigures, where: string) {
  const steps: [string, number][] = [
    ['pagesShown', figures.pagesShown],
    ['impressions', figures.impressions],
    ['wait over', figures.countdownsCompleted + figures.adsClosed],
    ['tasksPassed', figures.tasksPassed],
    ['adConnections', figures.adConnections],
  ]
  for (let index = 1; index < steps.length; index++) {
    const [name, value] = steps[index]!
    const [before, whole] = steps[index - 1]!
    expect(value, `${where}: ${name} ${value} > ${before} ${whole}`).toBeLessThanOrEqual(whole)
  }
  expect(figures.adConnections, `${where}: connections after an ad`).toBeLessThanOrEqual(figures.connections)
  expect(figures.measuredImpressions, `${where}: measured impressions`).toBeLessThanOrEqual(figures.impressions)
  expect(figures.measuredVisits, `${where}: measured visits`).toBeLessThanOrEqual(figures.pagesShown)
  expect(figures.returnVisits, `${where}: return visits`).toBeLessThanOrEqual(figures.measuredVisits)
  for (const [name, rate] of Object.entries(analyticsRates)) {
    const [part, whole] = rate(figures)
    expect(part, `${where}: ${name} ${part} of ${whole}`).toBeLessThanOrEqual(whole)
  }
}

async function read<T>(token: string, path: string, query: Query): Promise<T> {
  const response = await api.request('GET', withQuery(path, query), { token })
  expect(response.status, `${path} ${JSON.stringify(query)}: ${JSON.stringify(response.body)}`).toBe(200)
  return response.body as T
}

/** Every figure of a report and its three tables for one period and filter. */
async function expectReportNested(token: string, query: Query, where: string) {
  const report = await read<Analytics>(token, analyticsPaths.analytics, query)
  for (const [figures, when] of [
    [report.totals, 'totals'],
    [report.previous, 'previous'],
    ...report.days.map((day) => [day, day.day] as const),
  ] as const) {
    expectNested(figures, `${where} ${when}`)
    // Those who came back are some of the guests, each with at least one return (within the sketches' ~2%).
    expect(figures.returningDevices, `${where} ${when}: returning`).toBeLessThanOrEqual(figures.uniqueDevices)
    expect(figures.newDevices + figures.returningDevices, `${where} ${when}: new and returning`).toBe(
      figures.uniqueDevices,
    )
    // A running period's previous figures are its hours so far, its devices whole days (ADR 051): not comparable.
    if (when === 'previous' && report.comparedWith.partial) continue
    expect(figures.returningDevices, `${where} ${when}: returns`).toBeLessThanOrEqual(figures.returnVisits * 1.05 + 1)
  }
  for (const cell of report.hours) {
    expect(cell.connections, `${where} ${cell.weekday} ${cell.hour}h`).toBeLessThanOrEqual(report.totals.pagesShown)
  }
  for (const by of analyticsBreakdownKinds) {
    const { rows } = await read<AnalyticsBreakdown>(token, analyticsPaths.analyticsBreakdown, { ...query, by })
    for (const row of rows) {
      expectNested(row, `${where} by ${by} ${row.name ?? row.id}`)
      expect(row.devices, `${where} by ${by} ${row.name}: devices`).toBeLessThanOrEqual(row.measuredVisits)
    }
    // The rows share the report's visits out: together they are its totals.
    const summed = (figure: keyof FunnelFigures) => rows.reduce((sum, row) => sum + (row[figure] as number), 0)
    for (const figure of ['pagesShown', 'impressions', 'tasksPassed', 'connections'] as const) {
      expect(summed(figure), `${where} by ${by}: ${figure}`).toBe(report.totals[figure])
    }
  }
  return report
}

describe('analytics that cannot contradict themselves', () => {
  beforeAll(async () => {
    for (;;) {
      await db().execute(sql`delete from analytics_rollup`)
      if ((await rollUpGuestFigures(db())) === 'rolled-up') return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })

  // About 400 reports and tables.
  it(
    'keeps every step within the one before it for every period, venue, access point and ad',
    { timeout: 240_000 },
    async () => {
      const { token } = await userWithSession({ role: 'admin' })
      const demoVenues = await db()
        .select({ id: venues.id })
        .from(venues)
        .where(like(venues.email, '%@demo.wifi.local'))
      const venueIds = demoVenues.map((venue) => venue.id)
      const points = await db()
        .select({ id: accessPoints.id })
        .from(accessPoints)
        .where(inArray(accessPoints.venueId, venueIds))
      const ads = await db().select({ id: advertisements.id }).from(advertisements)
      const filters: [string, Query][] = [
        ['everything', {}],
        ...venueIds.map((id): [string, Query] => [`venue ${id}`, { venueId: id }]),
        ...points.map((point): [string, Query] => [`access point ${point.id}`, { accessPointId: point.id }]),
        ...ads.map((ad): [string, Query] => [`ad ${ad.id}`, { adId: ad.id }]),
      ]
      let connections = 0
      for (const [preset, period] of Object.entries(presets())) {
        const reports = await Promise.all(
          filters.map(([name, filter]) => expectReportNested(token, { ...period, ...filter }, `${preset} ${name}`)),
        )
        connections += reports[0]!.totals.connections
      }
      // The walk read real figures: the seeded visits reached the reports.
      expect(connections).toBeGreaterThan(1_000)
    },
  )

  it('keeps them nested for a demo customer too, over their venue and their own ads', async () => {
    const [customer] = await db().select().from(users).where(eq(users.email, demoCustomers[0]!.email))
    const token = await sessionFor(db(), customer!)
    for (const [preset, period] of Object.entries(presets())) {
      await expectReportNested(token, period, `customer ${preset}`)
    }
  })

  it('counts a connection whose page was not recorded nowhere but in the data note', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const period = presets().last30
    const before = await read<Analytics>(token, analyticsPaths.analytics, period)
    // A visit the gateway let online whose page the browser never reported shown.
    const found = await db().execute(sql`
      select s.id from guest_sessions s join guest_events e on e.session_id = s.id and e.step = 'gateway_confirmed'
      where s.shown_at > now() - interval '20 days' limit 1`)
    const [visit] = (found as unknown as { rows: { id: string }[] }).rows
    expect(visit).toBeDefined()
    await db().execute(sql`delete from guest_events where session_id = ${visit!.id} and step = 'page_shown'`)
    await db().execute(sql`delete from analytics_rollup`)
    expect(await rollUpGuestFigures(db())).toBe('rolled-up')

    const after = await read<Analytics>(token, analyticsPaths.analytics, period)
    expect(after.totals.connections).toBe(before.totals.connections - 1)
    expect(after.totals.pagesShown).toBe(before.totals.pagesShown - 1)
    expect(after.totals.uncountedConnections).toBe(before.totals.uncountedConnections + 1)
    expectNested(after.totals, 'after the page went missing')
  })
})
