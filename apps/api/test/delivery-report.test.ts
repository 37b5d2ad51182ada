import { analyticsPaths, type FunnelStep } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { createAccessPoint } from '../src/factories/access-point-factory.ts'
import { createAdvertisement } from '../src/factories/advertisement-factory.ts'
import { uniqueTag } from '../src/factories/unique-tag.ts'
import { addVenueMembers, createVenue } from '../src/factories/venue-factory.ts'
import { formatCount, formatDay, formatMoment, PdfReport } from '../src/pdf/pdf-document.ts'
import { connectedSteps, recordVisit, rollUpEverything, vietnamTime } from './support/guest-visits.ts'
import { withQuery } from './support/management.ts'
import { pdfRow, pdfText } from './support/pdf-text.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * The advertiser's proof of delivery (issue 23): `GET /api/advertisements/:id/delivery-report.pdf` answers a PDF of
 * the ad's impressions, countdowns completed, connections and call-to-action clicks, in total, per venue and per
 * Vietnam day, read from the hourly aggregates, in the reader's language. The tests read its text back with
 * pdftotext (poppler-utils), as a person copying it out of a viewer would.
 */

const { api, db, userWithSession } = useTestApp()

const at = vietnamTime
const connected = connectedSteps

async function place(name: string) {
  const venue = await createVenue(db(), { name: `${name} ${uniqueTag()}` })
  const accessPoint = await createAccessPoint(db(), { venueId: venue.id, gatewayKind: 'chilli' })
  /** A guest shown `adId` at `shownAt` who went through `steps`. */
  const visit = (shownAt: Date, adId: string, steps: FunnelStep[] = []) =>
    recordVisit(db(), { venueId: venue.id, accessPointId: accessPoint.id }, { shownAt, adId, steps })
  return { venue, visit }
}

async function download(token: string, adId: string, period: { from: string; to: string }, language?: string) {
  const response = await fetch(`${api.url}${withQuery(analyticsPaths.advertisementDeliveryReport(adId), period)}`, {
    headers: { authorization: `Bearer ${token}`, ...(language && { 'accept-language': language }) },
  })
  expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="delivery-report-${period.from}-${period.to}.pdf"`,
  )
  const pdf = Buffer.from(await response.arrayBuffer())
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  return pdfText(pdf)
}

const row = pdfRow

describe('the delivery report', () => {
  it('holds the ad, its period and its figures in total, per venue and per day, in Vietnamese by default', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { user: author } = await userWithSession({ role: 'customer', firstname: 'Nguyễn', lastname: 'Thị Ánh' })
    const cafe = await place('Cà phê Sương Mù')
    const noodles = await place('Bún chả Hương Liên')
    const ad = await createAdvertisement(db(), { title: 'Trà sữa giảm giá cuối tuần', authorId: author.id }, [
      cafe.venue.id,
      noodles.venue.id,
    ])
    const otherAd = await createAdvertisement(db(), {}, [cafe.venue.id])
    await cafe.visit(at('2026-03-10', '09:15'), ad.id, [...connected, 'cta_clicked'])
    await cafe.visit(at('2026-03-10', '20:40'), ad.id, connected)
    // Shown, and left before the countdown ended; the next morning, Vietnam time (still the 10th in UTC).
    await cafe.visit(at('2026-03-11', '06:05'), ad.id)
    await noodles.visit(at('2026-03-11', '12:00'), ad.id, ['countdown_completed'])
    // Another ad, and this one outside the period: neither counts.
    await cafe.visit(at('2026-03-10', '10:00'), otherAd.id, connected)
    await cafe.visit(at('2026-03-13', '10:00'), ad.id, connected)
    await rollUpEverything(db())

    const text = await download(token, ad.id, { from: '2026-03-10', to: '2026-03-12' })
    expect(text).toContain('Báo cáo phân phối quảng cáo')
    expect(text).toContain('Trà sữa giảm giá cuối tuần')
    expect(text).toContain('Tác giả: Nguyễn Thị Ánh')
    expect(text).toContain('Kỳ báo cáo: 10/03/2026 – 12/03/2026')
    expect(text).toMatch(/Số liệu tính đến: \d\d:\d\d \d\d\/\d\d\/\d{4} \(giờ Việt Nam\)/)
    expect(text).not.toContain('chỉ gồm các địa điểm của bạn')

    // Totals: 4 impressions, 3 countdowns, 2 connections, 1 click.
    expect(text).toContain(row('Lượt hiển thị', 4))
    expect(text).toContain(row('Xem hết thời gian chờ', 3))
    expect(text).toContain(row('Lượt kết nối', 2))
    expect(text).toContain(row('Lượt nhấp nút kêu gọi', 1))
    // Per venue, the most impressions first.
    expect(text).toContain(row(cafe.venue.name, 3, 2, 2, 1))
    expect(text).toContain(row(noodles.venue.name, 1, 1, 0, 0))
    expect(text.indexOf(cafe.venue.name)).toBeLessThan(text.indexOf(noodles.venue.name))
    // Per Vietnam day, the empty one too.
    expect(text).toContain(row('10/03/2026', 2, 2, 2, 1))
    expect(text).toContain(row('11/03/2026', 2, 1, 0, 0))
    expect(text).toContain(row('12/03/2026', 0, 0, 0, 0))
    expect(text).not.toContain('13/03/2026')
    expect(text).toContain('Trang 1/1')
  })

  it('is in English when the reader reads English, and says when no venue showed the ad', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const terrace = await place('Sân thượng Đà Lạt')
    const ad = await createAdvertisement(db(), { title: 'Bánh mì Hội An' }, [terrace.venue.id])
    await terrace.visit(at('2026-04-02', '18:30'), ad.id, [...connected, 'cta_clicked'])
    await rollUpEverything(db())

    const text = await download(token, ad.id, { from: '2026-04-01', to: '2026-04-02' }, 'en-GB,en;q=0.9,vi;q=0.5')
    expect(text).toContain('Ad delivery report')
    expect(text).toContain('Bánh mì Hội An')
    // An ad without an author (the factory's has none): as the ads list says it.
    expect(text).toContain('Author: Deleted account')
    expect(text).toContain('Period: 1 Apr 2026 – 2 Apr 2026')
    expect(text).toMatch(/Figures as of: \d{1,2} \w{3} \d{4}, \d\d:\d\d \(Vietnam time\)/)
    expect(text).toContain(row('Call-to-action clicks', 1))
    expect(text).toContain(row(terrace.venue.name, 1, 1, 1, 1))
    expect(text).toContain(row('1 Apr 2026', 0, 0, 0, 0))
    expect(text).toContain(row('2 Apr 2026', 1, 1, 1, 1))
    expect(text).toContain('Page 1 of 1')

    const empty = await download(token, ad.id, { from: '2026-05-01', to: '2026-05-01' }, 'en')
    expect(empty).toContain('The ad was not shown at any venue in this period.')
    expect(empty).toContain(row('Impressions', 0))
  })

  it('shows a customer someone else’s public ad at their own venues only, and their own ad everywhere', async () => {
    const { user, token } = await userWithSession({ role: 'customer' })
    const theirs = await place('Quán Ốc Oanh')
    const elsewhere = await place('Nhà hàng Ngon')
    await addVenueMembers(db(), theirs.venue.id, [user.id])
    const publicAd = await createAdvertisement(db(), { title: 'Quảng cáo công khai', isPublic: true }, [
      theirs.venue.id,
      elsewhere.venue.id,
    ])
    const ownAd = await createAdvertisement(db(), { authorId: user.id }, [elsewhere.venue.id])
    await theirs.visit(at('2026-05-20', '10:00'), publicAd.id, connected)
    await elsewhere.visit(at('2026-05-20', '11:00'), publicAd.id, connected)
    await elsewhere.visit(at('2026-05-20', '12:00'), publicAd.id)
    await elsewhere.visit(at('2026-05-20', '13:00'), ownAd.id, ['countdown_completed'])
    await rollUpEverything(db())
    const day = { from: '2026-05-20', to: '2026-05-20' }

    const publicText = await download(token, publicAd.id, day)
    expect(publicText).toContain('Quảng cáo này của người khác: báo cáo chỉ gồm các địa điểm của bạn.')
    expect(publicText).toContain(row(theirs.venue.name, 1, 1, 1, 0))
    expect(publicText).not.toContain(elsewhere.venue.name)
    expect(publicText).toContain(row('Lượt hiển thị', 1))
    expect(publicText).toContain(row('20/05/2026', 1, 1, 1, 0))

    // Their own ad: wherever it ran, at a venue they are no member of too.
    const ownText = await download(token, ownAd.id, day)
    expect(ownText).not.toContain('chỉ gồm các địa điểm của bạn')
    expect(ownText).toContain(row(elsewhere.venue.name, 1, 1, 0, 0))

    // An admin reads the public ad at every venue.
    const { token: adminToken } = await userWithSession({ role: 'admin' })
    const adminText = await download(adminToken, publicAd.id, day)
    expect(adminText).toContain(row(elsewhere.venue.name, 2, 1, 1, 0))
    expect(adminText).toContain(row('Lượt hiển thị', 3))
  })

  it('answers an ad outside the customer’s reach like a missing one', async () => {
    const { token } = await userWithSession({ role: 'customer' })
    const venue = await createVenue(db())
    await addVenueMembers(db(), venue.id, [(await userWithSession({ role: 'customer' })).user.id])
    const othersAd = await createAdvertisement(db(), {}, [venue.id])
    const day = { from: '2026-05-20', to: '2026-05-20' }
    for (const id of [othersAd.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await api.request('GET', withQuery(analyticsPaths.advertisementDeliveryReport(id), day), {
        token,
      })
      expect(response.status).toBe(404)
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: 'The advertisement was not found.' })
    }
  })

  it('refuses a period that ends before it starts, spans more than 366 days or is no day, and a caller without a session', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const ad = await createAdvertisement(db())
    const path = (query: Record<string, string>) => withQuery(analyticsPaths.advertisementDeliveryReport(ad.id), query)
    for (const period of [
      { from: '2026-03-10', to: '2026-03-09' },
      { from: '2025-01-01', to: '2026-01-03' },
    ]) {
      const response = await api.request('GET', path(period), { token })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        fields: { to: 'validation:funnelRangeInvalid' },
      })
    }
    const notADay = await api.request('GET', path({ from: '10/03/2026', to: '2026-03-10' }), { token })
    expect(notADay.status).toBe(400)
    expect(notADay.body.fields).toHaveProperty('from')
    expect((await api.request('GET', path({ from: '2026-03-10' }), { token })).status).toBe(400)
    expect((await api.request('GET', path({ from: '2026-03-10', to: '2026-03-10' }))).status).toBe(401)
  })
})

describe('the reports’ PDF', () => {
  it('goes on over as many pages as a table needs, its header row on each, and numbers the pages', async () => {
    const pdf = new PdfReport({
      language: 'vi',
      title: 'Bảng dài',
      pageLabel: (page, pages) => `Trang ${page}/${pages}`,
    })
    pdf.titleBlock({ title: 'Bảng dài', facts: [['Kỳ báo cáo', '01/01/2026 – 31/12/2026']] })
    pdf.heading('Theo ngày')
    const rows = Array.from({ length: 120 }, (_, index) => [`Dòng số ${index + 1}`, formatCount('vi', index * 1000)])
    pdf.table(
      [
        { header: 'Ngày trong năm', width: 3 },
        { header: 'Lượt hiển thị', width: 1, numeric: true },
      ],
      rows,
    )
    const pages = (await pdfText(await pdf.finish())).split('\f').filter((page) => page.trim() !== '')
    expect(pages.length).toBeGreaterThan(2)
    pages.forEach((page, index) => {
      expect(page).toMatch(/(^|\n)Ngày trong năm Lượt hiển thị\n/)
      expect(page).toContain(`Trang ${index + 1}/${pages.length}`)
    })
    expect(pages.at(-1)).toContain(row('Dòng số 120', '119.000'))
  })

  it('write numbers, days and moments as the console does in each language', () => {
    expect(formatCount('vi', 1_234_567)).toBe('1.234.567')
    expect(formatCount('en', 1_234_567)).toBe('1,234,567')
    expect(formatDay('vi', '2026-03-05')).toBe('05/03/2026')
    expect(formatDay('en', '2026-03-05')).toBe('5 Mar 2026')
    // 07:05 UTC is 14:05 in Vietnam.
    expect(formatMoment('vi', new Date('2026-11-28T07:05:00Z'))).toBe('14:05 28/11/2026')
    expect(formatMoment('en', new Date('2026-11-28T07:05:00Z'))).toBe('28 Nov 2026, 14:05')
  })
})
