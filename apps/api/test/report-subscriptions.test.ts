import { analyticsPaths, type FunnelStep } from '@wifi/contract'
import type { ReceivedMail } from '@wifi/test-mail'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { auditLog, venueMembers } from '../src/db/schema.ts'
import { createAccessPoint } from '../src/factories/access-point-factory.ts'
import { createAdvertisement } from '../src/factories/advertisement-factory.ts'
import { uniqueTag } from '../src/factories/unique-tag.ts'
import { addVenueMembers, createVenue } from '../src/factories/venue-factory.ts'
import { runReportBeat } from '../src/modules/report-subscriptions/deliveries.ts'
import { connectedSteps, recordVisit, rollUpEverything, vietnamTime } from './support/guest-visits.ts'
import { pdfRow, pdfText } from './support/pdf-text.ts'
import type { ApiResponse } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * Scheduled analytics reports by email (issue 23, docs/decisions/036): a user's subscriptions, the beat that sends
 * them at Monday / 1st 08:00 Vietnam time with the PDF and the CSV attached (read back with pdftotext), retries,
 * "send me one now", and one email however many processes run the beat. The app's clock is the test's.
 */

const at = vietnamTime
let clock = at('2026-11-25', '10:00')
const now = () => clock

const { api, db, database, mail, startApp, userWithSession } = useTestApp({ mail: true, now, reportBeatEveryMs: 0 })

const sender = (app: App) => ({ db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl })
const beat = (app: App = api.app) => runReportBeat(sender(app), clock)

const connected = connectedSteps

async function place(name: string) {
  const venue = await createVenue(db(), { name: `${name} ${uniqueTag()}` })
  const accessPoint = await createAccessPoint(db(), { venueId: venue.id, gatewayKind: 'chilli' })
  const ad = await createAdvertisement(db(), {}, [venue.id])
  /** A guest shown the venue's ad at `shownAt` who went through `steps`. */
  const visit = (shownAt: Date, steps: FunnelStep[] = []) =>
    recordVisit(db(), { venueId: venue.id, accessPointId: accessPoint.id }, { shownAt, adId: ad.id, steps })
  return { venue, visit }
}

const row = pdfRow

const attachment = (email: ReceivedMail, extension: string) => {
  const file = email.attachments.find((candidate) => candidate.filename.endsWith(extension))
  if (!file) throw new Error(`No ${extension} attached to "${email.subject}"`)
  return file
}

async function subscribe(token: string, body: Record<string, unknown>, language = 'vi') {
  const response = await api.request('POST', analyticsPaths.reportSubscriptions, {
    token,
    body,
    headers: { 'accept-language': language },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body as { id: string; nextSendAt: string | null; venueId: string | null; language: string }
}

const deliveries = async (token: string, id: string) => {
  const response = await api.request('GET', analyticsPaths.reportSubscriptionDeliveries(id), { token })
  expect(response.status).toBe(200)
  return response.body.items as {
    status: string
    attempts: number
    lastError: string | null
    periodStart: string
    periodEnd: string
    trigger: string
    nextAttemptAt: string | null
  }[]
}

/** Gives a message that might still arrive a moment to do so, then says whether any did. */
async function nothingArrives(to: string) {
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(mail.pending(to)).toEqual([])
}

describe('report subscriptions', () => {
  it('subscribes, pauses, resumes and deletes, each change audited', async () => {
    clock = at('2026-11-25', '10:00')
    const { user, token } = await userWithSession({ role: 'customer' })
    const cafe = await place('Cà phê Sương Mù')
    await addVenueMembers(db(), cafe.venue.id, [user.id])

    const weekly = await subscribe(token, { frequency: 'weekly' })
    expect(weekly).toMatchObject({ venueId: null, language: 'vi', paused: false })
    // Monday 30 November, 08:00 Vietnam time.
    expect(weekly.nextSendAt).toBe('2026-11-30T01:00:00.000Z')
    clock = at('2026-11-25', '10:01')
    const monthly = await subscribe(token, { frequency: 'monthly', venueId: cafe.venue.id }, 'en-GB,en;q=0.9')
    expect(monthly).toMatchObject({ venueId: cafe.venue.id, venueName: cafe.venue.name, language: 'en' })
    expect(monthly.nextSendAt).toBe('2026-12-01T01:00:00.000Z')

    const list = await api.request('GET', analyticsPaths.reportSubscriptions, { token })
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([weekly.id, monthly.id])

    const paused = await api.request('PATCH', analyticsPaths.reportSubscription(weekly.id), {
      token,
      body: { paused: true },
    })
    expect(paused.status).toBe(200)
    expect(paused.body).toMatchObject({ paused: true, nextSendAt: null })
    const resumed = await api.request('PATCH', analyticsPaths.reportSubscription(weekly.id), {
      token,
      body: { paused: false },
    })
    expect(resumed.body).toMatchObject({ paused: false, nextSendAt: '2026-11-30T01:00:00.000Z' })

    const deleted = await api.request('DELETE', analyticsPaths.reportSubscription(monthly.id), { token })
    expect(deleted.status).toBe(204)
    const after = await api.request('GET', analyticsPaths.reportSubscriptions, { token })
    expect(after.body.items.map((item: { id: string }) => item.id)).toEqual([weekly.id])

    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'report_subscription'), eq(auditLog.actorId, user.id)))
    expect(trail.map((entry) => entry.action).sort()).toEqual(['create', 'create', 'delete', 'update', 'update'])
    expect(trail.find((entry) => entry.action === 'update')?.changes).toEqual({ paused: [false, true] })
  })

  it('answers bad input with 400 and changes nothing', async () => {
    const { token } = await userWithSession({ role: 'customer' })
    const elsewhere = await place('Nhà hàng Ngon')
    const cases: Record<string, unknown>[] = [
      {},
      { frequency: 'daily' },
      { frequency: 'weekly', venueId: 'not-a-uuid' },
      { frequency: 'weekly', extra: true },
      // A venue the customer is no member of.
      { frequency: 'weekly', venueId: elsewhere.venue.id },
    ]
    for (const body of cases) {
      const response = await api.request('POST', analyticsPaths.reportSubscriptions, { token, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    const invisible = await api.request('POST', analyticsPaths.reportSubscriptions, {
      token,
      body: { frequency: 'weekly', venueId: elsewhere.venue.id },
    })
    expect(invisible.body.fields).toEqual({ venueId: 'validation:reportVenueInvalid' })

    const own = await subscribe(token, { frequency: 'weekly' })
    for (const body of [{}, { paused: 'yes' }, { paused: true, frequency: 'monthly' }]) {
      const response = await api.request('PATCH', analyticsPaths.reportSubscription(own.id), { token, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    const list = await api.request('GET', analyticsPaths.reportSubscriptions, { token })
    expect(list.body.items).toEqual([expect.objectContaining({ id: own.id, frequency: 'weekly', paused: false })])
    expect((await api.request('GET', analyticsPaths.reportSubscriptions)).status).toBe(401)
  })

  it('lets no one else see or change a subscription: 404, like a missing one', async () => {
    const owner = await userWithSession({ role: 'customer' })
    const own = await subscribe(owner.token, { frequency: 'weekly' })
    const { token: admin } = await userWithSession({ role: 'admin' })
    for (const token of [admin, (await userWithSession({ role: 'customer' })).token]) {
      expect((await api.request('GET', analyticsPaths.reportSubscriptions, { token })).body.items).toEqual([])
      const requests = [
        api.request('PATCH', analyticsPaths.reportSubscription(own.id), { token, body: { paused: true } }),
        api.request('DELETE', analyticsPaths.reportSubscription(own.id), { token }),
        api.request('POST', analyticsPaths.reportSubscriptionSendNow(own.id), { token }),
        api.request('GET', analyticsPaths.reportSubscriptionDeliveries(own.id), { token }),
      ]
      for (const response of await Promise.all(requests)) expect(response.status).toBe(404)
    }
    expect(await deliveries(owner.token, own.id)).toEqual([])
    const list = await api.request('GET', analyticsPaths.reportSubscriptions, { token: owner.token })
    expect(list.body.items).toEqual([expect.objectContaining({ id: own.id, paused: false })])
  })

  it('sends the weekly report at Monday 08:00 Vietnam time with the PDF and the CSV, in Vietnamese', async () => {
    clock = at('2026-11-25', '10:00')
    const { user, token } = await userWithSession({ role: 'customer' })
    // A short name, so the PDF's venue column does not wrap it whatever the unique tag.
    const cafe = await place('Quán Mù')
    const other = await place('Quán Ốc Oanh')
    await addVenueMembers(db(), cafe.venue.id, [user.id])
    // The week of 23–29 November: 3 impressions, 2 connections, 1 click; the week before: 1 impression.
    await cafe.visit(at('2026-11-24', '09:15'), [...connected, 'cta_clicked'])
    await cafe.visit(at('2026-11-24', '20:40'), connected)
    await cafe.visit(at('2026-11-29', '23:30'))
    await cafe.visit(at('2026-11-18', '12:00'))
    // Someone else's venue: not theirs to see.
    await other.visit(at('2026-11-24', '10:00'), connected)
    await rollUpEverything(db())
    const subscription = await subscribe(token, { frequency: 'weekly' })

    clock = at('2026-11-30', '07:59')
    await beat()
    await nothingArrives(user.email)

    clock = at('2026-11-30', '08:00')
    await beat()
    const email = await mail.next(user.email)
    expect(email.subject).toBe('Báo cáo Wi-Fi hằng tuần 23/11/2026 – 29/11/2026: mọi số liệu bạn được xem')
    expect(email.text).toContain('Lượt hiển thị quảng cáo: 3 (kỳ trước 1)')
    expect(email.text).toContain('http://console.test/analytics?from=2026-11-23&to=2026-11-29')

    const pdf = attachment(email, '.pdf')
    expect(pdf.contentType).toBe('application/pdf')
    expect(pdf.filename).toBe('bao-cao-2026-11-23-2026-11-29.pdf')
    const text = await pdfText(pdf.content)
    expect(text).toContain('Báo cáo Wi-Fi hằng tuần')
    expect(text).toContain('Kỳ báo cáo: 23/11/2026 – 29/11/2026')
    expect(text).toContain('Kỳ trước: 16/11/2026 – 22/11/2026')
    expect(text).toContain(row('Lượt hiển thị quảng cáo', 3, 1, '+200%'))
    expect(text).toContain(row('Kết nối thành công', 2, 0, '—'))
    expect(text).toContain(row('Tỷ lệ kết nối', '66,7%', '0%', '—'))
    expect(text).toContain(row('Lượt nhấn nút kêu gọi', 1, 0, '—'))
    expect(text).toContain(row(cafe.venue.name, 3, 2, 1, 0, '0B'))
    expect(text).not.toContain(other.venue.name)
    expect(text).toMatch(/\n24\/11\/2026 \d+ 2 2 1 /)
    expect(text).toMatch(/\n29\/11\/2026 \d+ 1 0 0 /)
    // pdftotext runs the right-aligned "0 B" together.
    expect(text).toContain(row('26/11/2026', 0, 0, 0, 0, 0, '0B'))

    const csv = attachment(email, '.csv')
    // Named and headed like the console's export: what, the period, no filter (all they may see), the zone.
    expect(csv.filename).toBe('so-lieu-theo-dia-diem_2026-11-23_2026-11-29_UTC+07.csv')
    const csvText = csv.content.toString('utf8')
    expect(
      csvText.startsWith(
        '\uFEFF# Số liệu theo địa điểm · Khoảng thời gian: 23/11/2026 – 29/11/2026 · Không lọc · ' +
          'Múi giờ: giờ Việt Nam UTC+7 (Asia/Ho_Chi_Minh) · Xuất lúc 08:00 ngày 30/11/2026\r\n' +
          'Địa điểm,',
      ),
    ).toBe(true)
    // No guest agreed to the measurement (0 devices); 3 pages shown, all with the ad; 2 connected of the 3.
    expect(csvText).toContain(`\r\n${cafe.venue.name},0,3,3,2,0,2,2,2,66.7,1,33.3,`)

    expect(await deliveries(token, subscription.id)).toEqual([
      expect.objectContaining({
        periodStart: '2026-11-23',
        periodEnd: '2026-11-29',
        trigger: 'schedule',
        status: 'sent',
        attempts: 1,
        lastError: null,
      }),
    ])
    // The next beats that day send nothing again.
    clock = at('2026-11-30', '08:01')
    await beat()
    await nothingArrives(user.email)
  })

  it('re-reads reach at send time: a customer removed from the venue gets no report of it', async () => {
    clock = at('2026-11-25', '10:00')
    const { user, token } = await userWithSession({ role: 'customer' })
    const cafe = await place('Bún chả Hương Liên')
    await addVenueMembers(db(), cafe.venue.id, [user.id])
    const subscription = await subscribe(token, { frequency: 'weekly', venueId: cafe.venue.id })
    await db().delete(venueMembers).where(eq(venueMembers.userId, user.id))

    const response = await api.request('POST', analyticsPaths.reportSubscriptionSendNow(subscription.id), { token })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ status: 'failed', attempts: 1 })
    expect(response.body.lastError).toContain('venue')
    await nothingArrives(user.email)
  })

  it('sends one now on request: the last complete period, in the history, in English for an English reader', async () => {
    clock = at('2026-11-25', '10:00')
    const { user, token } = await userWithSession({ role: 'admin' })
    const subscription = await subscribe(token, { frequency: 'monthly' }, 'en')

    const response = await api.request('POST', analyticsPaths.reportSubscriptionSendNow(subscription.id), { token })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      trigger: 'manual',
      status: 'sent',
      attempts: 1,
    })
    const email = await mail.next(user.email)
    expect(email.subject).toBe('Your monthly Wi-Fi report 1 Oct 2026 – 31 Oct 2026: everything you can see')
    const text = await pdfText(attachment(email, '.pdf').content)
    expect(text).toContain('Monthly Wi-Fi report')
    expect(text).toContain('Period: 1 Oct 2026 – 31 Oct 2026')
    expect(text).toContain('Headline figures')
    const csv = attachment(email, '.csv')
    expect(csv.filename).toBe('analytics-by-venue_2026-10-01_2026-10-31_UTC+07.csv')
    expect(csv.content.toString('utf8')).toMatch(
      /^\uFEFF# Analytics by venue · Period: 1 Oct 2026 – 31 Oct 2026 · No filters · .*\r\nVenue,/,
    )
    expect(await deliveries(token, subscription.id)).toEqual([
      expect.objectContaining({ trigger: 'manual', status: 'sent' }),
    ])
  })

  it('retries a failing SMTP server after 5 min, 30 min and 2 h, then records the failure', async () => {
    clock = at('2026-11-25', '10:00')
    // Nothing listens on port 9 of this host: every send fails.
    const failing = await startApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' }, now, reportBeatEveryMs: 0 })
    const { user, token } = await userWithSession({ role: 'admin' })
    const first = await subscribe(token, { frequency: 'weekly' })
    const second = await subscribe(token, { frequency: 'monthly' })

    clock = at('2026-11-30', '08:00')
    await beat(failing.app)
    let [delivery] = await deliveries(token, first.id)
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: '2026-11-30T01:05:00.000Z' })
    expect(delivery?.lastError).toBeTruthy()
    // Not yet due: nothing tried.
    clock = at('2026-11-30', '08:04')
    await beat(failing.app)
    expect((await deliveries(token, first.id))[0]).toMatchObject({ attempts: 1 })
    // Due again: sent by a process whose mail works.
    clock = at('2026-11-30', '08:05')
    await beat()
    expect((await mail.next(user.email)).subject).toContain('23/11/2026 – 29/11/2026')
    ;[delivery] = await deliveries(token, first.id)
    expect(delivery).toMatchObject({ status: 'sent', attempts: 2, lastError: null, nextAttemptAt: null })

    // The monthly one fails four times: at 08:00 on the 1st, then 5 min, 30 min and 2 h after each try.
    for (const [time, attempts, next] of [
      ['08:00', 1, '2026-12-01T01:05:00.000Z'],
      ['08:05', 2, '2026-12-01T01:35:00.000Z'],
      ['08:35', 3, '2026-12-01T03:35:00.000Z'],
    ] as const) {
      clock = at('2026-12-01', time)
      await beat(failing.app)
      expect((await deliveries(token, second.id))[0]).toMatchObject({
        status: 'pending',
        attempts,
        nextAttemptAt: next,
      })
    }
    clock = at('2026-12-01', '10:35')
    await beat(failing.app)
    const [given] = await deliveries(token, second.id)
    expect(given).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null })
    expect(given?.lastError).toBeTruthy()
    clock = at('2026-12-02', '10:35')
    await beat()
    await nothingArrives(user.email)
  })

  it('goes out once when two server processes run the beat at the same moment', async () => {
    clock = at('2026-11-25', '10:00')
    const second = await startApp({ database: await database.connectAgain(), now, reportBeatEveryMs: 0 })
    const { user, token } = await userWithSession({ role: 'admin' })
    const subscriptions = [
      await subscribe(token, { frequency: 'monthly' }),
      await subscribe(token, { frequency: 'monthly' }, 'en'),
    ]

    clock = at('2026-12-01', '08:00')
    await Promise.all([beat(), beat(second.app), beat(), beat(second.app)])
    const received = [await mail.next(user.email), await mail.next(user.email)]
    expect(received.map((email) => email.subject).sort()).toEqual([
      'Báo cáo Wi-Fi hằng tháng 01/11/2026 – 30/11/2026: mọi số liệu bạn được xem',
      'Your monthly Wi-Fi report 1 Nov 2026 – 30 Nov 2026: everything you can see',
    ])
    await nothingArrives(user.email)
    for (const subscription of subscriptions) {
      expect(await deliveries(token, subscription.id)).toEqual([
        expect.objectContaining({ status: 'sent', attempts: 1 }),
      ])
    }
  })

  it('sends one now at most once a minute per subscription and 10 times an hour per user: 429, nothing sent', async () => {
    clock = at('2026-11-25', '10:00')
    const { user, token } = await userWithSession({ role: 'admin' })
    const subscriptions: { id: string }[] = []
    for (let count = 0; count < 11; count++) subscriptions.push(await subscribe(token, { frequency: 'weekly' }))
    const [first, ...others] = subscriptions as [{ id: string }, ...{ id: string }[]]
    const sendNow = (id: string) => api.request('POST', analyticsPaths.reportSubscriptionSendNow(id), { token })
    const expectTooSoon = (response: ApiResponse, windowSeconds: number) => {
      expect(response.status, JSON.stringify(response.body)).toBe(429)
      expect(response.body).toEqual({
        code: 'REPORT_SEND_TOO_SOON',
        message:
          'Each report can be sent now once a minute, and 10 times an hour across all your reports. Please wait before trying again.',
        retryAfter: expect.any(Number),
      })
      expect(response.body.retryAfter).toBeGreaterThan(0)
      expect(response.body.retryAfter).toBeLessThanOrEqual(windowSeconds)
      expect(response.headers.get('retry-after')).toBe(String(response.body.retryAfter))
    }

    expect((await sendNow(first.id)).body).toMatchObject({ status: 'sent' })
    expectTooSoon(await sendNow(first.id), 60)
    // The refused one used up none of the hour's ten: nine other subscriptions are each sent once.
    for (const subscription of others.slice(0, 9)) {
      expect((await sendNow(subscription.id)).body).toMatchObject({ status: 'sent' })
    }
    const eleventh = others[9]!
    expectTooSoon(await sendNow(eleventh.id), 60 * 60)

    // The refused sends are in no history, and ten emails went out.
    expect(await deliveries(token, first.id)).toHaveLength(1)
    expect(await deliveries(token, eleventh.id)).toEqual([])
    for (let count = 0; count < 10; count++) await mail.next(user.email)
    await nothingArrives(user.email)
  })

  it('holds at most 20 subscriptions per user, also when several are created together: 409, nothing created', async () => {
    clock = at('2026-11-25', '10:00')
    const { user, token } = await userWithSession({ role: 'customer' })
    for (let count = 0; count < 17; count++) await subscribe(token, { frequency: 'weekly' })
    const create = () =>
      api.request('POST', analyticsPaths.reportSubscriptions, { token, body: { frequency: 'monthly' } })

    const together = await Promise.all([create(), create(), create(), create(), create()])
    expect(together.map((response) => response.status).sort()).toEqual([201, 201, 201, 409, 409])
    for (const refused of together.filter((response) => response.status === 409)) {
      expect(refused.body).toEqual({
        code: 'TOO_MANY_REPORT_SUBSCRIPTIONS',
        message: 'You already have 20 email reports, the most an account may have. Delete one to add another.',
      })
    }
    const list = async () => (await api.request('GET', analyticsPaths.reportSubscriptions, { token })).body.items
    expect(await list()).toHaveLength(20)
    const created = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'report_subscription'), eq(auditLog.actorId, user.id)))
    expect(created).toHaveLength(20)

    // Deleting one makes room for one.
    const [oldest] = await list()
    expect((await api.request('DELETE', analyticsPaths.reportSubscription(oldest.id), { token })).status).toBe(204)
    expect((await create()).status).toBe(201)
    expect((await create()).status).toBe(409)
    expect(await list()).toHaveLength(20)
  })
})
