import { randomBytes } from 'node:crypto'
import { analyticsBreakdownSchema, analyticsPaths, analyticsSchema } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { guestSessions } from '../src/db/schema.ts'
import { createAccessPoint } from '../src/factories/access-point-factory.ts'
import { createAdvertisement } from '../src/factories/advertisement-factory.ts'
import { addVenueMembers, createVenue } from '../src/factories/venue-factory.ts'
import { medianFromBuckets } from '../src/modules/analytics/summed-figures.ts'
import { rollUpGuestFigures } from '../src/modules/analytics/roll-up.ts'
import { connectedSteps, recordVisit, rollUpEverything, vietnamTime, type Visit } from './support/guest-visits.ts'
import { withQuery } from './support/management.ts'
import type { ApiResponse } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * The guest figures (docs/decisions/035): the rollup keeps hourly aggregates of the visits, and `GET /api/analytics`
 * reads only those — totals, the previous period, days, connections by weekday and hour — as the reader may see them.
 */

const { api, db, userWithSession } = useTestApp()

const at = vietnamTime
const seconds = (n: number) => n * 1000
const connected = connectedSteps

async function place() {
  const venue = await createVenue(db())
  const accessPoint = await createAccessPoint(db(), { venueId: venue.id, gatewayKind: 'chilli' })
  const visit = (details: Visit) => recordVisit(db(), { venueId: venue.id, accessPointId: accessPoint.id }, details)
  return { venue, accessPoint, visit }
}

/**
 * A customer who is a member of one venue (`theirs`: a connection at 10:00 on `date`) and the author of an ad that
 * ran at another (`elsewhere`: their ad at 11:00, another customer's ad at 12:00), the figures rolled up.
 */
async function customerOfOneVenue(date: string) {
  const { user, token } = await userWithSession({ role: 'customer' })
  const theirs = await place()
  const elsewhere = await place()
  await addVenueMembers(db(), theirs.venue.id, [user.id])
  const ownAd = await createAdvertisement(db(), { authorId: user.id }, [elsewhere.venue.id])
  const othersAd = await createAdvertisement(db(), {}, [elsewhere.venue.id])
  await theirs.visit({ shownAt: at(date, '10:00'), steps: ['gateway_confirmed'], onlineSeconds: 60 })
  await elsewhere.visit({ shownAt: at(date, '11:00'), adId: ownAd.id, steps: connected })
  await elsewhere.visit({ shownAt: at(date, '12:00'), adId: othersAd.id, steps: connected })
  await rollUpEverything(db())
  return { token, theirs, elsewhere, ownAd, othersAd, day: { from: date, to: date } }
}

/** A 404 saying which filter names what the reader may not see. */
function expectNotFound(response: ApiResponse, message: string) {
  expect(response.status).toBe(404)
  expect(response.body).toMatchObject({ code: 'NOT_FOUND', message })
}

async function report(token: string, query: Record<string, string>) {
  const response = await api.request('GET', withQuery(analyticsPaths.analytics, query), { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return analyticsSchema.parse(response.body)
}

describe('the guest figures', () => {
  it('counts each step, the minutes, the bytes and the median session of the period, day by day', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { venue, visit } = await place()
    const ad = await createAdvertisement(db(), {}, [venue.id])
    await visit({
      shownAt: at('2026-03-10', '09:15'),
      adId: ad.id,
      steps: [...connected, 'cta_clicked'],
      onlineSeconds: 1200,
      bytesDown: 5_000_000,
      bytesUp: 200_000,
    })
    await visit({ shownAt: at('2026-03-10', '20:40'), adId: ad.id, steps: connected, onlineSeconds: 3000 })
    // Shown the ad, left before the countdown ended.
    await visit({ shownAt: at('2026-03-11', '07:05'), adId: ad.id })
    // A returning device: no ad, straight online.
    await visit({ shownAt: at('2026-03-11', '23:30'), steps: ['gateway_confirmed'], onlineSeconds: 600 })
    await rollUpEverything(db())

    const figures = await report(token, { from: '2026-03-10', to: '2026-03-11', venueId: venue.id })
    expect(figures.totals).toEqual({
      // No guest here agreed to the measurement: no device is counted.
      uniqueDevices: 0,
      newDevices: 0,
      returningDevices: 0,
      randomisedDevices: 0,
      pagesShown: 4,
      impressions: 3,
      measuredImpressions: 0,
      measuredVisits: 0,
      returnVisits: 0,
      countdownsCompleted: 2,
      adsClosed: 0,
      tasksPassed: 2,
      // Two after the ad, and the returning device's without one.
      adConnections: 2,
      connections: 3,
      uncountedConnections: 0,
      ctaClicks: 1,
      onlineMinutes: 80,
      bytesDown: 5_000_000,
      bytesUp: 200_000,
      // 600, 1200 and 3000 seconds: the middle one, alone in its bucket.
      medianSessionSeconds: 1200,
    })
    expect(figures.days.map((day) => [day.day, day.impressions, day.connections, day.onlineMinutes])).toEqual([
      ['2026-03-10', 2, 2, 70],
      ['2026-03-11', 1, 1, 10],
    ])
    // 09:15 and 20:40 on a Tuesday, 07:05 (the ad only) and 23:30 on a Wednesday, Vietnam time.
    expect(figures.hours).toEqual([
      { weekday: 2, hour: 9, connections: 1, impressions: 1 },
      { weekday: 2, hour: 20, connections: 1, impressions: 1 },
      { weekday: 3, hour: 7, connections: 0, impressions: 1 },
      { weekday: 3, hour: 23, connections: 1, impressions: 0 },
    ])
    expect(Date.parse(figures.dataAsOf!)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('gives the previous period of the same length, and every day of the period, empty ones too', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { venue, visit } = await place()
    await visit({ shownAt: at('2026-04-02', '12:00'), steps: ['gateway_confirmed'], onlineSeconds: 60 })
    await visit({ shownAt: at('2026-04-04', '12:00'), steps: ['gateway_confirmed'], onlineSeconds: 60 })
    await visit({ shownAt: at('2026-04-06', '12:00'), steps: ['gateway_confirmed'], onlineSeconds: 60 })
    await rollUpEverything(db())

    const figures = await report(token, { from: '2026-04-05', to: '2026-04-07', venueId: venue.id })
    expect(figures.days.map((day) => [day.day, day.connections])).toEqual([
      ['2026-04-05', 0],
      ['2026-04-06', 1],
      ['2026-04-07', 0],
    ])
    expect(figures.totals.connections).toBe(1)
    // 2 to 4 April: the three days before.
    expect(figures.previous.connections).toBe(2)
    expect(figures.previous.medianSessionSeconds).toBe(60)
  })

  it('brings an hour up to date while its guest is online, and once more when they leave', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { venue, visit } = await place()
    const now = new Date()
    const today = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)
    const session = await visit({ shownAt: now, steps: ['gateway_confirmed'], onlineSeconds: 0, online: true })
    await rollUpEverything(db())
    expect((await report(token, { from: today, to: today, venueId: venue.id })).totals).toMatchObject({
      connections: 1,
      bytesDown: 0,
      medianSessionSeconds: null,
    })

    // Its accounting goes on and it ends; a regular run (not from scratch) sees it.
    await db()
      .update(guestSessions)
      .set({ bytesDown: 9_000_000, endedAt: new Date(now.getTime() + seconds(930)), endCause: 'idle' })
      .where(eq(guestSessions.id, session.id))
    while ((await rollUpGuestFigures(db())) === 'busy') await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await report(token, { from: today, to: today, venueId: venue.id })).totals).toMatchObject({
      connections: 1,
      bytesDown: 9_000_000,
      onlineMinutes: 15,
      medianSessionSeconds: 900,
    })
  })

  it('adds up every venue for an admin without filters, and counts nothing twice when run again', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const first = await place()
    const second = await place()
    await first.visit({ shownAt: at('2025-12-24', '19:00'), steps: ['gateway_confirmed'], onlineSeconds: 120 })
    await second.visit({ shownAt: at('2025-12-24', '19:30'), steps: ['gateway_confirmed'], onlineSeconds: 240 })
    await rollUpEverything(db())
    await rollUpEverything(db())
    const everything = await report(token, { from: '2025-12-24', to: '2025-12-24' })
    expect(everything.totals).toMatchObject({ connections: 2, onlineMinutes: 6 })
    expect(everything.hours).toEqual([{ weekday: 3, hour: 19, connections: 2, impressions: 0 }])
  })

  it('shows a customer their venues, and their own ad wherever it ran; anything else is not found', async () => {
    const { token, theirs, elsewhere, ownAd, othersAd, day } = await customerOfOneVenue('2026-05-20')
    // Their venue's visit and their ad's elsewhere; never the other customer's ad at the other venue.
    expect((await report(token, day)).totals).toMatchObject({ connections: 2, impressions: 1 })
    expect((await report(token, { ...day, adId: ownAd.id })).totals).toMatchObject({ connections: 1, impressions: 1 })
    expect((await report(token, { ...day, venueId: theirs.venue.id })).totals.connections).toBe(1)

    for (const [filter, what] of [
      [{ venueId: elsewhere.venue.id }, 'The venue was not found.'],
      [{ accessPointId: elsewhere.accessPoint.id }, 'The access point was not found.'],
      [{ adId: othersAd.id }, 'The advertisement was not found.'],
    ] as const) {
      expectNotFound(
        await api.request('GET', withQuery(analyticsPaths.analytics, { ...day, ...filter }), { token }),
        what,
      )
    }
  })

  it('refuses a period that ends before it starts or spans more than 366 days', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    for (const period of [
      { from: '2026-03-10', to: '2026-03-09' },
      { from: '2025-01-01', to: '2026-01-03' },
    ]) {
      const response = await api.request('GET', withQuery(analyticsPaths.analytics, period), { token })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { to: 'validation:funnelRangeInvalid' },
      })
    }
    expect(
      (await api.request('GET', withQuery(analyticsPaths.analytics, { from: '2026-03-10', to: '2026-03-10' }))).status,
    ).toBe(401)
  })
})

async function breakdown(token: string, query: Record<string, string>) {
  const response = await api.request('GET', withQuery(analyticsPaths.analyticsBreakdown, query), { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return analyticsBreakdownSchema.parse(response.body).rows
}

describe('the figures by venue, access point and ad', () => {
  it('lists each venue, access point and ad of the period with its figures, most connections first', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const busy = await place()
    const quiet = await place()
    const ad = await createAdvertisement(db(), { title: 'Cà phê sữa đá' }, [busy.venue.id, quiet.venue.id])
    await busy.visit({
      shownAt: at('2026-08-03', '08:00'),
      adId: ad.id,
      steps: [...connected, 'cta_clicked'],
      onlineSeconds: 600,
    })
    await busy.visit({
      shownAt: at('2026-08-04', '23:50'),
      adId: ad.id,
      steps: connected,
      onlineSeconds: 1200,
      bytesDown: 900,
    })
    await quiet.visit({ shownAt: at('2026-08-04', '12:00'), adId: ad.id })
    await quiet.visit({ shownAt: at('2026-08-04', '13:00'), steps: ['gateway_confirmed'], onlineSeconds: 60 })
    // Outside the period: 5 August in Vietnam, though still 4 August in UTC.
    await busy.visit({ shownAt: at('2026-08-05', '00:10'), adId: ad.id, steps: connected, onlineSeconds: 60 })
    await rollUpEverything(db())
    await rollUpEverything(db())

    const period = { from: '2026-08-03', to: '2026-08-04', venueId: busy.venue.id }
    expect(await breakdown(token, { ...period, by: 'venue' })).toEqual([
      {
        id: busy.venue.id,
        name: busy.venue.name,
        venueName: null,
        devices: 0,
        pagesShown: 2,
        impressions: 2,
        measuredImpressions: 0,
        measuredVisits: 0,
        returnVisits: 0,
        countdownsCompleted: 2,
        adsClosed: 0,
        tasksPassed: 2,
        adConnections: 2,
        connections: 2,
        uncountedConnections: 0,
        ctaClicks: 1,
        onlineMinutes: 30,
        bytesDown: 900,
        bytesUp: 0,
        medianSessionSeconds: 600,
      },
    ])

    const everywhere = { from: '2026-08-03', to: '2026-08-04' }
    const byPoint = await breakdown(token, { ...everywhere, by: 'accessPoint' })
    expect(byPoint.map((row) => [row.id, row.name, row.venueName, row.connections, row.impressions])).toEqual([
      [busy.accessPoint.id, busy.accessPoint.name, busy.venue.name, 2, 2],
      [quiet.accessPoint.id, quiet.accessPoint.name, quiet.venue.name, 1, 1],
    ])
    const byAd = await breakdown(token, { ...everywhere, by: 'ad' })
    // The visit shown no ad has its own row, without an id.
    expect(byAd.map((row) => [row.id, row.name, row.connections, row.impressions])).toEqual([
      [ad.id, 'Cà phê sữa đá', 2, 3],
      [null, null, 1, 0],
    ])
  })

  it('keeps a customer to their venues and their own ads, and refuses what they may not see', async () => {
    const { token, theirs, elsewhere, ownAd, othersAd, day } = await customerOfOneVenue('2026-09-01')
    // Their venue whole; at the other venue only their own ad's visit (more impressions: first among equals).
    expect((await breakdown(token, { ...day, by: 'venue' })).map((row) => [row.id, row.connections])).toEqual([
      [elsewhere.venue.id, 1],
      [theirs.venue.id, 1],
    ])
    const byAd = await breakdown(token, { ...day, by: 'ad' })
    expect(byAd.map((row) => row.id).sort()).toEqual([ownAd.id, null].sort())
    // Their own ad's table, like its report, covers every venue it ran at.
    expect(
      (await breakdown(token, { ...day, adId: ownAd.id, by: 'venue' })).map((row) => [row.id, row.impressions]),
    ).toEqual([[elsewhere.venue.id, 1]])
    for (const [filter, what] of [
      [{ venueId: elsewhere.venue.id }, 'The venue was not found.'],
      [{ adId: othersAd.id }, 'The advertisement was not found.'],
    ] as const) {
      const path = withQuery(analyticsPaths.analyticsBreakdown, { ...day, ...filter, by: 'venue' })
      expectNotFound(await api.request('GET', path, { token }), what)
    }
    const unknownKind = await api.request('GET', withQuery(analyticsPaths.analyticsBreakdown, { ...day, by: 'city' }), {
      token,
    })
    expect(unknownKind.status).toBe(400)
    expect(unknownKind.body).toMatchObject({ code: 'VALIDATION_FAILED' })
  })

  it('exports a table as CSV with a byte-order mark, headed in the reader’s language, with the period’s filters', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { venue, visit } = await place()
    const ad = await createAdvertisement(db(), { title: '=Khuyến mãi' }, [venue.id])
    await visit({
      shownAt: at('2026-10-10', '09:00'),
      adId: ad.id,
      steps: [...connected, 'cta_clicked'],
      onlineSeconds: 90,
    })
    await visit({ shownAt: at('2026-10-10', '09:30'), adId: ad.id, steps: connected, onlineSeconds: 30 })
    await visit({ shownAt: at('2026-10-10', '10:00'), steps: ['gateway_confirmed'] })
    await rollUpEverything(db())

    const csv = async (language: string) => {
      const query = { from: '2026-10-10', to: '2026-10-10', venueId: venue.id, by: 'ad' }
      const response = await fetch(`${api.url}${withQuery(analyticsPaths.analyticsBreakdownExport, query)}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/csv')
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
      // The first line says what the file holds (csv-headings.test.ts); the table follows it.
      expect(text).toMatch(/^\uFEFF# .*\r\n/)
      return text.replace(/^(\uFEFF)# .*\r\n/, '$1').split('\r\n')
    }
    expect(await csv('vi')).toEqual([
      '\uFEFFQuảng cáo,Tiếp cận (thiết bị),Tần suất (lượt hiển thị mỗi thiết bị),Lượt hiển thị trang khách,Lượt hiển thị quảng cáo,Xem hết đếm ngược,Đóng quảng cáo sớm,Hoàn thành nhiệm vụ,Kết nối sau quảng cáo,Kết nối thành công,Tỷ lệ kết nối (%),Lượt nhấn nút kêu gọi,Tỷ lệ nhấp (%),Phút trực tuyến,Thời lượng phiên trung vị (giây),Dữ liệu tải xuống (byte),Dữ liệu tải lên (byte)',
      // A title that starts like a formula is quoted out of it; the visit without an ad has its own row. No guest
      // agreed to the measurement: no reach, and no frequency to divide.
      "'=Khuyến mãi,0,,2,2,2,0,2,2,2,100,1,50,2,30,0,0",
      'Không có quảng cáo,0,,1,0,0,0,0,0,1,100,0,,0,,0,0',
      '',
    ])
    const english = await csv('en')
    expect(english[0]).toBe(
      '\uFEFFAd,Reach (devices),Frequency (impressions per device),Guest pages shown,Ad impressions,Countdowns completed,Ads closed early,Tasks passed,Connected after the ad,Connections,Connection rate (%),Call-to-action clicks,Click-through rate (%),Minutes online,Median session (seconds),Data down (bytes),Data up (bytes)',
    )
    expect(english[2]).toBe('No ad,0,,1,0,0,0,0,0,1,100,0,,0,,0,0')
  })
})

describe('the guests’ devices', () => {
  const device = () => randomBytes(32).toString('base64url')

  it('counts distinct devices, those that came back and the new ones, and randomised MACs — only those measured', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { venue, visit } = await place()
    const elsewhere = await place()
    const [regular, comeback, newcomer, phone] = [device(), device(), device(), device()]
    // Before the period: the regular.
    await visit({ shownAt: at('2026-06-01', '08:00'), device: regular })
    // In the period: the regular on both days (two returns), a guest who came on the first day and came back on the
    // second (one return), a newcomer twice on one day (no return), a phone with a randomised MAC, and a guest who did
    // not agree to the measurement.
    await visit({ shownAt: at('2026-06-20', '08:00'), device: regular })
    await visit({ shownAt: at('2026-06-20', '10:00'), device: comeback })
    await visit({ shownAt: at('2026-06-21', '09:00'), device: regular })
    await visit({ shownAt: at('2026-06-21', '10:00'), device: newcomer })
    await visit({ shownAt: at('2026-06-21', '11:00'), device: phone, randomised: true })
    await visit({ shownAt: at('2026-06-21', '12:00') })
    await visit({ shownAt: at('2026-06-21', '13:00'), device: comeback })
    await visit({ shownAt: at('2026-06-21', '14:00'), device: newcomer })
    // The regular's first visit to another venue is not a return there.
    await elsewhere.visit({ shownAt: at('2026-06-21', '15:00'), device: regular })
    await rollUpEverything(db())

    const figures = await report(token, { from: '2026-06-20', to: '2026-06-21', venueId: venue.id })
    expect(figures.totals).toMatchObject({
      uniqueDevices: 4,
      newDevices: 2,
      returningDevices: 2,
      randomisedDevices: 1,
      measuredVisits: 7,
      returnVisits: 3,
    })
    expect(figures.days.map((day) => [day.day, day.uniqueDevices, day.returningDevices, day.returnVisits])).toEqual([
      ['2026-06-20', 2, 1, 1],
      ['2026-06-21', 4, 2, 2],
    ])
    // The two days before: nobody.
    expect(figures.previous.uniqueDevices).toBe(0)
    expect(
      (await report(token, { from: '2026-06-21', to: '2026-06-21', venueId: elsewhere.venue.id })).totals,
    ).toMatchObject({ uniqueDevices: 1, returningDevices: 0, returnVisits: 0 })
    // The whole service, read from its own day sketches, counts the same devices and returns.
    const everywhere = (await report(token, { from: '2026-06-20', to: '2026-06-21' })).totals
    expect(everywhere.uniqueDevices).toBeGreaterThanOrEqual(4)
    expect(everywhere.returningDevices).toBeGreaterThanOrEqual(2)
    expect(everywhere.returnVisits).toBeGreaterThanOrEqual(3)
  })

  it('counts a device once for a customer who sees it at their venue and with their own ad elsewhere', async () => {
    const { user, token } = await userWithSession({ role: 'customer' })
    const theirs = await place()
    const elsewhere = await place()
    await addVenueMembers(db(), theirs.venue.id, [user.id])
    const ownAd = await createAdvertisement(db(), { authorId: user.id }, [elsewhere.venue.id])
    const traveller = device()
    await theirs.visit({ shownAt: at('2026-07-02', '09:00'), device: traveller })
    await elsewhere.visit({ shownAt: at('2026-07-02', '18:00'), adId: ownAd.id, device: traveller })
    await elsewhere.visit({ shownAt: at('2026-07-02', '19:00'), device: device() })
    await rollUpEverything(db())

    const day = { from: '2026-07-02', to: '2026-07-02' }
    expect((await report(token, day)).totals.uniqueDevices).toBe(1)
    expect((await report(token, { ...day, adId: ownAd.id })).totals.uniqueDevices).toBe(1)
  })
})

describe('the median session length from the length buckets', () => {
  it('is the mean length of the bucket the middle ended session falls in', () => {
    // 16 buckets: (0,60], (60,120], (120,300] …, the last open.
    const counts = Array.from({ length: 16 }, () => 0)
    const seconds = Array.from({ length: 16 }, () => 0)
    expect(medianFromBuckets(counts, seconds)).toBeNull()
    // Four sessions of 150, 200, 250 and 290 seconds, and one of 70.
    counts[2] = 4
    seconds[2] = 890
    counts[1] = 1
    seconds[1] = 70
    expect(medianFromBuckets(counts, seconds)).toBe(223)
    // Ten more of a day each: the middle moves to the last bucket.
    counts[15] = 10
    seconds[15] = 864_000
    expect(medianFromBuckets(counts, seconds)).toBe(86_400)
  })
})
