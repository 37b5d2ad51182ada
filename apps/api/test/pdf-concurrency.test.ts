import { analyticsPaths } from '@wifi/contract'
import { afterAll, expect, it, vi } from 'vitest'
import { createAdvertisement } from '../src/factories/advertisement-factory.ts'
import { createVenue } from '../src/factories/venue-factory.ts'
import { withQuery } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * A process makes at most two PDFs at once (issue 35 §6): eight reports sent together once held /api/health for half
 * a second. Both renderers — the scheduled report's (send now, the beat) and the ad's delivery report — are replaced
 * by one that runs until the test lets it go and counts how many run at once; the reading of each report's figures
 * is counted too, so that the test knows when every request has come to its PDF.
 */

/** Reports whose figures are read, ready to be made into a PDF; those being made; the most made at once. */
const renders = vi.hoisted(() => ({ ready: 0, running: 0, most: 0, held: [] as (() => void)[] }))

async function heldRender(): Promise<Buffer> {
  renders.running++
  renders.most = Math.max(renders.most, renders.running)
  await new Promise<void>((resolve) =>
    renders.held.push(() => {
      renders.running--
      resolve()
    }),
  )
  return Buffer.from('%PDF-1.7\n')
}

/** `read`, counting the reports it has read. (Declarations, not constants: the mocks below are made first.) */
function countingReady<Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>) {
  return async (...args: Args) => {
    const report = await read(...args)
    renders.ready++
    return report
  }
}

vi.mock('../src/modules/report-subscriptions/report-pdf.ts', () => ({ scheduledReportPdf: vi.fn(heldRender) }))
vi.mock('../src/modules/report-subscriptions/report-content.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/modules/report-subscriptions/report-content.ts')>()
  return { ...real, scheduledReport: countingReady(real.scheduledReport) }
})
vi.mock('../src/modules/analytics/delivery-report.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/modules/analytics/delivery-report.ts')>()
  return { ...real, deliveryReport: countingReady(real.deliveryReport), deliveryReportPdf: vi.fn(heldRender) }
})

const { api, db, userWithSession } = useTestApp()

// Renders a failed test left held would keep their requests, and the app, from ending.
afterAll(() => renders.held.forEach((release) => release()))

it('makes at most two PDFs at once, the scheduled reports and the delivery report alike, the others in turn', async () => {
  const { token } = await userWithSession({ role: 'admin' })
  const venue = await createVenue(db())
  const ad = await createAdvertisement(db(), {}, [venue.id])
  const subscriptionIds: string[] = []
  for (let count = 0; count < 3; count++) {
    const created = await api.request('POST', analyticsPaths.reportSubscriptions, {
      token,
      body: { frequency: 'weekly' },
    })
    expect(created.status).toBe(201)
    subscriptionIds.push(created.body.id)
  }

  const requests = Promise.all([
    ...subscriptionIds.map((id) => api.request('POST', analyticsPaths.reportSubscriptionSendNow(id), { token })),
    api.request(
      'GET',
      withQuery(analyticsPaths.advertisementDeliveryReport(ad.id), { from: '2026-11-01', to: '2026-11-30' }),
      { token },
    ),
  ])
  await vi.waitFor(() => expect(renders.ready).toBe(4), { timeout: 10_000 })
  // Whenever two are being made, one is let go; the next waiting one then starts.
  for (let made = 0; made < 4; made++) {
    await vi.waitFor(() => expect(renders.running).toBe(Math.min(2, 4 - made)), { timeout: 10_000 })
    renders.held.shift()!()
  }
  const [first, second, third, deliveryReport] = await requests
  for (const sent of [first, second, third]) expect(sent!.body).toMatchObject({ status: 'sent' })
  expect(deliveryReport!.status).toBe(200)
  expect(renders.most).toBe(2)
})
