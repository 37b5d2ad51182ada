import {
  adComponentTypes,
  adStatuses,
  adTypes,
  analyticsPaths,
  apiPaths,
  auditActions,
  auditEntities,
  auditPaths,
  configStatuses,
  gatewayKinds,
  guestPaths,
  guestSessionEndCauses,
  guestSessionStates,
  healthStatuses,
  languages,
  roles,
  statuses,
} from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { guestConsents, guestTexts } from '../src/db/schema.ts'
import { csvComment, csvFileName } from '../src/export/csv-heading.ts'
import { csvLine } from '../src/export/csv.ts'
import { label } from '../src/export/labels.ts'
import { vietnamDay } from '../src/export/vietnam-time.ts'
import { createAccessPoint } from '../src/factories/access-point-factory.ts'
import { createAdvertisement } from '../src/factories/advertisement-factory.ts'
import { createGuestSession } from '../src/factories/guest-session-factory.ts'
import { addVenueMembers, createVenue } from '../src/factories/venue-factory.ts'
import { uniqueTag, venueInput, withQuery, type Query } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * Every CSV says what it is (docs/decisions/054): its name and its first line name what it holds, its period, its
 * filters (by name, never by id) and its time zone, in the reader's language; its values are worded as the screens
 * word them; its times are in the zone it states.
 */

const { api, db, userWithSession } = useTestApp()
let admin: Awaited<ReturnType<typeof userWithSession>>

beforeAll(async () => {
  admin = await userWithSession({ role: 'admin' })
})

type Language = 'vi' | 'en'

interface Download {
  status: number
  /** The file name of the Content-Disposition header. */
  fileName: string | undefined
  comment: string
  header: string
  rows: string[]
}

/** An export as a reader in `language` gets it: the byte-order mark checked, then the first line, headings and rows. */
async function download(path: string, token: string, language: Language): Promise<Download> {
  const response = await fetch(`${api.url}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  })
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
  const disposition = response.headers.get('content-disposition') ?? ''
  const fileName = /^attachment; filename="([^"]+)"$/.exec(disposition)?.[1]
  if (response.status === 200) expect(text.startsWith('\uFEFF')).toBe(true)
  // Cells of these tests hold no line breaks.
  const [comment = '', header = '', ...rows] = text.slice(1).split('\r\n').slice(0, -1)
  return { status: response.status, fileName, comment, header, rows }
}

const zone: Record<Language, string> = {
  vi: 'Múi giờ: giờ Việt Nam UTC+7 (Asia/Ho_Chi_Minh)',
  en: 'Time zone: Vietnam time UTC+7 (Asia/Ho_Chi_Minh)',
}
const exportedAt: Record<Language, RegExp> = {
  vi: /^Xuất lúc \d{2}:\d{2} ngày \d{2}\/\d{2}\/\d{4}$/,
  en: /^Exported on \d{1,2} [A-Z][a-z]{2} \d{4} at \d{2}:\d{2}$/,
}

/** The first line: `# ` then `parts` (what, period, filters), the zone and when it was made, joined by " · ". */
function expectComment(comment: string, language: Language, parts: string[]) {
  expect(comment.startsWith('# ')).toBe(true)
  const said = comment.slice(2).split(' · ')
  expect(said.slice(0, -2)).toEqual(parts)
  expect(said.at(-2)).toBe(zone[language])
  expect(said.at(-1)).toMatch(exportedAt[language])
}

const today = () => vietnamDay(new Date())
/** A moment written in Vietnam time, as the cells write it. */
const vietnamIso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/

describe('the lists’ CSV', () => {
  it('venues: the search and statuses in the name and the first line, the whole list said so', async () => {
    const tag = uniqueTag()
    const created = await api.request('POST', apiPaths.venues, {
      token: admin.token,
      body: venueInput(tag, { name: `Cơm Hến ${tag}`, status: 'inactive' }),
    })
    expect(created.status).toBe(201)
    const path = withQuery(apiPaths.venuesExport, { q: tag, status: 'active,inactive' })

    const vi = await download(path, admin.token, 'vi')
    expect(vi.fileName).toBe(`dia-diem_${today()}_tim-${tag}_trang-thai-hoat-dong-khong-hoat-dong_UTC+07.csv`)
    expectComment(vi.comment, 'vi', ['Địa điểm', `Tìm: “${tag}”`, 'Trạng thái: Hoạt động / Không hoạt động'])
    expect(vi.rows[0]).toContain(',Không hoạt động,')

    const en = await download(path, admin.token, 'en')
    expect(en.fileName).toBe(`venues_${today()}_search-${tag}_status-active-inactive_UTC+07.csv`)
    expectComment(en.comment, 'en', ['Venues', `Search: “${tag}”`, 'Status: Active / Inactive'])
    expect(en.rows[0]).toContain(',Inactive,')
    expect(en.rows[0]!.split(',').at(-1)).toMatch(vietnamIso)

    const whole = await download(apiPaths.venuesExport, admin.token, 'vi')
    expect(whole.fileName).toBe(`dia-diem_${today()}_UTC+07.csv`)
    expectComment(whole.comment, 'vi', ['Địa điểm', 'Không lọc'])
  })

  it('users: the role and status filters and values in words', async () => {
    const customer = await userWithSession({ role: 'customer', status: 'inactive' })
    const path = withQuery(apiPaths.usersExport, { q: customer.user.email, role: 'customer', status: 'inactive' })

    const vi = await download(path, admin.token, 'vi')
    expectComment(vi.comment, 'vi', [
      'Người dùng',
      `Tìm: “${customer.user.email}”`,
      'Trạng thái: Không hoạt động',
      'Vai trò: Khách hàng',
    ])
    expect(vi.fileName).toMatch(
      /^nguoi-dung_\d{4}-\d{2}-\d{2}_tim-[a-z0-9-]+_trang-thai-khong-hoat-dong_vai-tro-khach-hang_UTC\+07\.csv$/,
    )
    expect(vi.rows).toHaveLength(1)
    expect(vi.rows[0]).toContain(',Khách hàng,Không hoạt động,Mã qua email,')

    const en = await download(path, admin.token, 'en')
    expectComment(en.comment, 'en', ['Users', `Search: “${customer.user.email}”`, 'Status: Inactive', 'Role: Customer'])
    expect(en.rows[0]).toContain(',Customer,Inactive,Emailed code,')
  })

  it('advertisements: status, type and component filters and values in words', async () => {
    const tag = uniqueTag()
    await createAdvertisement(db(), { title: `Bánh mì ${tag}`, type: 'event', isPublic: true })
    const path = withQuery(apiPaths.advertisementsExport, {
      q: tag,
      status: 'running',
      type: 'event',
      componentType: 'video',
    })

    const vi = await download(path, admin.token, 'vi')
    expectComment(vi.comment, 'vi', [
      'Quảng cáo',
      `Tìm: “${tag}”`,
      'Trạng thái: Đang chạy',
      'Loại: Sự kiện',
      'Loại thành phần: Video',
    ])
    expect(vi.fileName).toBe(
      `quang-cao_${today()}_tim-${tag}_trang-thai-dang-chay_loai-su-kien_loai-thanh-phan-video_UTC+07.csv`,
    )
    expect(vi.rows[0]).toContain(',Đang chạy,')
    expect(vi.rows[0]).toContain(',Sự kiện,Video,15,Có,')

    const en = await download(path, admin.token, 'en')
    expectComment(en.comment, 'en', [
      'Advertisements',
      `Search: “${tag}”`,
      'Status: Running',
      'Type: Event',
      'Component type: Video',
    ])
    expect(en.rows[0]).toContain(',Event,Video,15,Yes,')
  })

  it('access points: the venues filtered on by name, "no venue" as the filter words it', async () => {
    const tag = uniqueTag()
    const venue = await createVenue(db(), { name: `Khách sạn Đà Lạt ${tag}` })
    await createAccessPoint(db(), { name: `Sảnh ${tag}`, venueId: venue.id, healthStatus: 'offline' })
    const path = withQuery(apiPaths.accessPointsExport, {
      q: tag,
      venueId: `none,${venue.id}`,
      healthStatus: 'offline',
    })

    const vi = await download(path, admin.token, 'vi')
    expectComment(vi.comment, 'vi', [
      'Điểm truy cập',
      `Tìm: “${tag}”`,
      `Địa điểm: Chưa có địa điểm / Khách sạn Đà Lạt ${tag}`,
      'Tình trạng: Ngoại tuyến',
    ])
    expect(vi.fileName).toBe(
      `diem-truy-cap_${today()}_tim-${tag}_dia-diem-chua-co-dia-diem-khach-san-da-lat-${tag}_tinh-trang-ngoai-tuyen_UTC+07.csv`,
    )
    expect(vi.comment).not.toContain(venue.id)

    const en = await download(path, admin.token, 'en')
    expectComment(en.comment, 'en', [
      'Access points',
      `Search: “${tag}”`,
      `Venue: No venue / Khách sạn Đà Lạt ${tag}`,
      'Health: Offline',
    ])
    expect(en.rows[0]).toContain(`Sảnh ${tag},AP-`)
    expect(en.rows[0]).toContain(',Offline,Configured,')
  })

  it('audit: the period, the item by name, the kind and action filters and values in words', async () => {
    const tag = uniqueTag()
    const created = await api.request('POST', apiPaths.venues, {
      token: admin.token,
      body: venueInput(tag, { name: `Bún chả ${tag}` }),
    })
    expect(created.status).toBe(201)
    const day = today()
    const path = withQuery(auditPaths.auditExport, {
      entity: 'venue',
      entityId: created.body.id,
      action: 'create',
      from: day,
      to: day,
    })

    const vi = await download(path, admin.token, 'vi')
    const [year, month, date] = day.split('-')
    expectComment(vi.comment, 'vi', [
      'Nhật ký thay đổi',
      `Khoảng thời gian: ${date}/${month}/${year} – ${date}/${month}/${year}`,
      'Đối tượng: Địa điểm',
      // The item by its name, under its kind.
      `Địa điểm: Bún chả ${tag}`,
      'Hành động: Tạo mới',
    ])
    expect(vi.fileName).toBe(
      `nhat-ky-thay-doi_${day}_${day}_doi-tuong-dia-diem_dia-diem-bun-cha-${tag}_hanh-dong-tao-moi_UTC+07.csv`,
    )
    expect(vi.rows).toHaveLength(1)
    const cells = vi.rows[0]!.split(',')
    expect(cells[0]).toMatch(vietnamIso)
    expect(cells.slice(3, 5)).toEqual(['Tạo mới', 'Địa điểm'])

    const en = await download(path, admin.token, 'en')
    expect(en.comment).toContain(` · Item: Venue · Venue: Bún chả ${tag} · Action: Created · `)
    expect(en.fileName).toBe(`audit-trail_${day}_${day}_item-venue_venue-bun-cha-${tag}_action-created_UTC+07.csv`)
    expect(en.rows[0]!.split(',').slice(3, 5)).toEqual(['Created', 'Venue'])
  })

  it('audit: a period open at one end says so', async () => {
    const from = await download(withQuery(auditPaths.auditExport, { from: '2026-03-01' }), admin.token, 'vi')
    expectComment(from.comment, 'vi', ['Nhật ký thay đổi', 'Khoảng thời gian: từ 01/03/2026', 'Không lọc'])
    expect(from.fileName).toBe('nhat-ky-thay-doi_tu-2026-03-01_UTC+07.csv')
    const to = await download(withQuery(auditPaths.auditExport, { to: '2026-03-31' }), admin.token, 'en')
    expectComment(to.comment, 'en', ['Audit trail', 'Period: until 31 Mar 2026', 'No filters'])
    expect(to.fileName).toBe('audit-trail_until-2026-03-31_UTC+07.csv')
  })
})

describe('the guests’ CSV', () => {
  it('guest sessions: venue and access point by name, the state and period; gateway, cause and return in words', async () => {
    const tag = uniqueTag()
    const venue = await createVenue(db(), { name: `Cà phê Trứng ${tag}` })
    const accessPoint = await createAccessPoint(db(), { name: `Tầng 2 ${tag}`, venueId: venue.id })
    await createGuestSession(db(), {
      venueId: venue.id,
      accessPointId: accessPoint.id,
      gatewayKind: 'chilli',
      onlineAt: new Date('2026-11-15T02:00:00Z'),
      lastSeenAt: new Date('2026-11-15T03:00:00Z'),
      endedAt: new Date('2026-11-15T03:00:00Z'),
      endCause: 'time_limit',
    })
    const path = withQuery(guestPaths.guestSessionsExport, {
      venueId: venue.id,
      accessPointId: accessPoint.id,
      state: 'ended',
      from: '2026-11-15',
      to: '2026-11-16',
    })

    const vi = await download(path, admin.token, 'vi')
    expectComment(vi.comment, 'vi', [
      'Phiên truy cập của khách',
      'Khoảng thời gian: 15/11/2026 – 16/11/2026',
      `Địa điểm: Cà phê Trứng ${tag}`,
      `Điểm truy cập: Tầng 2 ${tag}`,
      'Trạng thái: Đã kết thúc',
    ])
    expect(vi.fileName).toBe(
      `phien-truy-cap-cua-khach_2026-11-15_2026-11-16_dia-diem-ca-phe-trung-${tag}_diem-truy-cap-tang-2-${tag}_trang-thai-da-ket-thuc_UTC+07.csv`,
    )
    expect(vi.rows).toHaveLength(1)
    const cells = vi.rows[0]!.split(',')
    expect(cells.slice(3, 6)).toEqual(['CoovaChilli', '2026-11-15T09:00:00+07:00', '2026-11-15T10:00:00+07:00'])
    expect(cells.slice(-2)).toEqual(['Hết thời lượng phiên', 'Không'])

    const en = await download(path, admin.token, 'en')
    expectComment(en.comment, 'en', [
      'Guest sessions',
      'Period: 15 Nov 2026 – 16 Nov 2026',
      `Venue: Cà phê Trứng ${tag}`,
      `Access point: Tầng 2 ${tag}`,
      'State: Ended',
    ])
    expect(en.rows[0]!.split(',').slice(-2)).toEqual(['Session length reached', 'No'])
  })

  it('guest sessions: the moments are the Vietnam time of the stored ones', async () => {
    const venue = await createVenue(db())
    const accessPoint = await createAccessPoint(db(), { venueId: venue.id })
    await createGuestSession(db(), {
      venueId: venue.id,
      accessPointId: accessPoint.id,
      onlineAt: new Date('2026-11-14T17:30:00Z'),
      lastSeenAt: new Date('2026-11-14T18:00:00Z'),
      endedAt: new Date('2026-11-14T18:00:00Z'),
      endCause: 'user',
    })
    // 17:30 UTC on the 14th is half past midnight on the 15th in Vietnam: the day the filter finds it on.
    const path = withQuery(guestPaths.guestSessionsExport, { venueId: venue.id, from: '2026-11-15', to: '2026-11-15' })
    const { rows } = await download(path, admin.token, 'en')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.split(',').slice(4, 6)).toEqual(['2026-11-15T00:30:00+07:00', '2026-11-15T01:00:00+07:00'])
  })

  it('guest sessions: a venue the reader may not see is not named', async () => {
    const customer = await userWithSession({ role: 'customer' })
    const theirs = await createVenue(db(), { name: `Not yours ${uniqueTag()}` })
    const path = withQuery(guestPaths.guestSessionsExport, { venueId: theirs.id })
    const vi = await download(path, customer.token, 'vi')
    expect(vi.status).toBe(200)
    expectComment(vi.comment, 'vi', ['Phiên truy cập của khách', 'Địa điểm: (không tìm thấy)'])
    expect(vi.comment).not.toContain(theirs.name)
    expect(vi.fileName).toBe(`phien-truy-cap-cua-khach_${today()}_dia-diem-khong-tim-thay_UTC+07.csv`)
    expect(vi.rows).toEqual([])
  })

  it('consents: the day and the venue; language and the boxes in words', async () => {
    const tag = uniqueTag()
    const venue = await createVenue(db(), { name: `Bánh cuốn ${tag}` })
    // Reading the texts makes the product's first versions, which a consent names.
    expect((await api.request('GET', guestPaths.guestTexts, { token: admin.token })).status).toBe(200)
    const [terms] = await db().select().from(guestTexts).where(eq(guestTexts.kind, 'terms')).limit(1)
    const [privacy] = await db().select().from(guestTexts).where(eq(guestTexts.kind, 'privacy')).limit(1)
    await db()
      .insert(guestConsents)
      .values({
        at: new Date('2026-11-14T18:00:00Z'),
        venueId: venue.id,
        venueName: venue.name,
        accessPointName: 'Sảnh',
        lang: 'en',
        termsVersionId: terms!.id,
        privacyVersionId: privacy!.id,
        termsAccepted: true,
        measurementAccepted: false,
      })
    const path = withQuery(guestPaths.guestConsentsExport, { venueId: venue.id, day: '2026-11-15' })

    const vi = await download(path, admin.token, 'vi')
    expectComment(vi.comment, 'vi', [
      'Bằng chứng đồng ý của khách',
      'Khoảng thời gian: 15/11/2026 – 15/11/2026',
      `Địa điểm: Bánh cuốn ${tag}`,
    ])
    expect(vi.fileName).toBe(`bang-chung-dong-y-cua-khach_2026-11-15_2026-11-15_dia-diem-banh-cuon-${tag}_UTC+07.csv`)
    const cells = vi.rows[0]!.split(',')
    expect(cells[0]).toBe('2026-11-15T01:00:00+07:00')
    expect(cells[3]).toBe('English')
    expect(cells.slice(8, 11)).toEqual(['Có', 'Không', ''])

    const en = await download(path, admin.token, 'en')
    expectComment(en.comment, 'en', [
      'Guest consent evidence',
      'Period: 15 Nov 2026 – 15 Nov 2026',
      `Venue: Bánh cuốn ${tag}`,
    ])
    expect(en.rows[0]!.split(',').slice(8, 10)).toEqual(['Yes', 'No'])
  })
})

describe('the analytics CSV', () => {
  it('names the table, the period and the venue, access point and ad filtered on', async () => {
    const customer = await userWithSession({ role: 'customer' })
    const tag = uniqueTag()
    const venue = await createVenue(db(), { name: `Cơm Hến Hoa Đông ${tag}` })
    await addVenueMembers(db(), venue.id, [customer.user.id])
    const accessPoint = await createAccessPoint(db(), { name: `Quầy ${tag}`, venueId: venue.id })
    const ad = await createAdvertisement(db(), { title: `Chè ${tag}`, authorId: customer.user.id }, [venue.id])
    const query = { from: '2026-11-01', to: '2026-11-15', venueId: venue.id }

    const en = await download(
      withQuery(analyticsPaths.analyticsBreakdownExport, { ...query, by: 'venue' }),
      customer.token,
      'en',
    )
    expect(en.fileName).toBe(`analytics-by-venue_2026-11-01_2026-11-15_venue-com-hen-hoa-dong-${tag}_UTC+07.csv`)
    expectComment(en.comment, 'en', [
      'Analytics by venue',
      'Period: 1 Nov 2026 – 15 Nov 2026',
      `Venue: Cơm Hến Hoa Đông ${tag}`,
    ])

    const vi = await download(
      withQuery(analyticsPaths.analyticsBreakdownExport, {
        ...query,
        accessPointId: accessPoint.id,
        adId: ad.id,
        by: 'ad',
      }),
      customer.token,
      'vi',
    )
    expect(vi.fileName).toBe(
      `so-lieu-theo-quang-cao_2026-11-01_2026-11-15_dia-diem-com-hen-hoa-dong-${tag}_diem-truy-cap-quay-${tag}_quang-cao-che-${tag}_UTC+07.csv`,
    )
    expectComment(vi.comment, 'vi', [
      'Số liệu theo quảng cáo',
      'Khoảng thời gian: 01/11/2026 – 15/11/2026',
      `Địa điểm: Cơm Hến Hoa Đông ${tag}`,
      `Điểm truy cập: Quầy ${tag}`,
      `Quảng cáo: Chè ${tag}`,
    ])
  })
})

describe('every export says what it is', () => {
  /** The query an export route needs to answer at all; a new one that needs more is added here. */
  const required: Record<string, Query> = {
    [analyticsPaths.analyticsBreakdownExport]: { from: '2026-11-01', to: '2026-11-15', by: 'accessPoint' },
  }

  it('names and heads the file, whichever route streams CSV', async () => {
    const document = await api.request('GET', `${apiPaths.docs}/json`)
    expect(document.status).toBe(200)
    const paths = document.body.paths as Record<string, Record<string, unknown>>
    // A CSV route is one whose path says export, or whose document says it answers text/csv.
    const exports = Object.entries(paths)
      .filter(
        ([path, methods]) =>
          'get' in methods && (path.endsWith('/export') || JSON.stringify(methods.get).includes('text/csv')),
      )
      .map(([path]) => path)
    // The walk must see the app's exports: the eight lists and tables of the console.
    expect(exports.length).toBeGreaterThanOrEqual(8)
    expect(exports).toEqual(expect.arrayContaining([apiPaths.venuesExport, analyticsPaths.analyticsBreakdownExport]))

    const unheaded: string[] = []
    for (const path of exports) {
      for (const language of languages) {
        const file = await download(withQuery(path, required[path] ?? {}), admin.token, language)
        const ok =
          file.status === 200 &&
          /^[a-z0-9+_-]+_UTC\+07\.csv$/.test(file.fileName ?? '') &&
          file.comment.startsWith('# ') &&
          file.comment.includes(` · ${zone[language]} · `)
        if (!ok) unheaded.push(`${path} (${language}): ${file.status} ${file.fileName} ${file.comment}`)
      }
    }
    expect(unheaded).toEqual([])
  })

  it('has a word, in both languages, for every value a CSV writes from a list of known values', () => {
    const worded: [string, readonly string[]][] = [
      ['status', statuses],
      ['roles', roles],
      ['advertisements.status', adStatuses],
      ['advertisements.types', adTypes],
      ['advertisements.componentTypes', adComponentTypes],
      ['accessPoints.health', healthStatuses],
      ['accessPoints.config', configStatuses],
      ['accessPoints.gateway', gatewayKinds],
      ['audit.actions', auditActions],
      ['audit.entities', auditEntities],
      ['guestSessions.causes', guestSessionEndCauses],
      ['guestSessions.states', guestSessionStates],
      ['language', languages],
    ]
    const missing = worded.flatMap(([prefix, values]) =>
      languages.flatMap((language) =>
        values
          .map((value) => `${prefix}.${value}`)
          .filter((key) => label(language, key) === key)
          .map((key) => `${key} (${language})`),
      ),
    )
    expect(missing).toEqual([])
  })
})

describe('the first line and the name', () => {
  const now = new Date('2026-11-27T11:05:00Z')

  it('is one cell a spreadsheet cannot run, whatever a name holds', () => {
    const about = {
      kind: 'guestSessions',
      filters: [{ label: 'guestSessions.filters.venue', values: ['Phở, "24"\r\n=HYPERLINK("x")'] }],
    }
    const comment = csvComment(about, 'vi', now)
    expect(comment).toBe(
      '# Phiên truy cập của khách · Địa điểm: Phở, "24" =HYPERLINK("x") · ' +
        'Múi giờ: giờ Việt Nam UTC+7 (Asia/Ho_Chi_Minh) · Xuất lúc 18:05 ngày 27/11/2026',
    )
    // Quoted as RFC 4180 quotes any cell with a comma or a quote: one cell, starting with "#", on one line.
    expect(csvLine([comment])).toBe(`"${comment.replaceAll('"', '""')}"\r\n`)
    expect(csvComment({ kind: 'venues', filters: [] }, 'en', now)).toBe(
      '# Venues · No filters · Time zone: Vietnam time UTC+7 (Asia/Ho_Chi_Minh) · Exported on 27 Nov 2026 at 18:05',
    )
  })

  it('keeps the name short: filters past the length are left to the first line', () => {
    const long = 'Nhà hàng '.repeat(10)
    const about = {
      kind: 'venues',
      filters: Array.from({ length: 8 }, () => ({ label: 'venues.fields.name', values: [long] })),
    }
    const name = csvFileName(about, 'vi', now)
    expect(name).toMatch(/^dia-diem_2026-11-27(_ten-nha-hang-nha-hang-nha-hang-nha-hang-nha){3}_UTC\+07\.csv$/)
    expect(csvComment(about, 'vi', now).split(long.trim()).length - 1).toBe(8)
  })
})
