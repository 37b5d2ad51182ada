import { apiPaths, auditPaths } from '@wifi/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../src/db/schema.ts'
import { vietnamDay } from '../src/export/vietnam-time.ts'
import { uniqueTag, venueInput, withQuery, type Query } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

/** Lists exported whole as CSV by the server, streamed, with the list's filters and sort (docs/decisions/014). */

const { api, db, userWithSession } = useTestApp()
let admin: Awaited<ReturnType<typeof userWithSession>>

beforeAll(async () => {
  admin = await userWithSession({ role: 'admin' })
})

async function download(path: string, token: string, language?: string) {
  const response = await fetch(`${api.url}${path}`, {
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
  })
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

/**
 * The records of a CSV file after its byte-order mark and its first line, the comment saying what it holds (cells
 * hold no line breaks in these tests).
 */
const recordsOf = (bytes: Uint8Array) => {
  const [comment, ...records] = new TextDecoder('utf-8', { ignoreBOM: true })
    .decode(bytes)
    .slice(1)
    .split('\r\n')
    .slice(0, -1)
  expect(comment).toMatch(/^# /)
  return records
}

const createVenue = async (overrides: Parameters<typeof venueInput>[1]) => {
  const response = await api.request('POST', apiPaths.venues, {
    token: admin.token,
    body: venueInput(uniqueTag(), overrides),
  })
  expect(response.status).toBe(201)
  return response.body
}

describe('CSV export', () => {
  it('streams the venues list whole, with its filters, search and sort, headed in the reader’s language', async () => {
    const tag = uniqueTag()
    await createVenue({ name: `Phở ${tag} B`, status: 'active' })
    await createVenue({ name: `Phở ${tag} A`, status: 'active', address: '12 Lý Thái Tổ, Hoàn Kiếm' })
    await createVenue({ name: `Phở ${tag} C`, status: 'inactive' })
    const query: Query = { q: tag, status: 'active', sort: 'name', order: 'asc' }

    const { response, bytes } = await download(withQuery(apiPaths.venuesExport, query), admin.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    // Named in the reader's language: what, the day it was made, the search and the filter, the zone.
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="dia-diem_${vietnamDay(new Date())}_tim-${tag}_trang-thai-hoat-dong_UTC+07.csv"`,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = recordsOf(bytes)
    expect(header).toBe('Tên,Chủ sở hữu,Email,Số điện thoại,Địa chỉ,Trang web,Trạng thái,SSID,Ngày tạo')
    expect(rows.map((row) => row.split(',')[0])).toEqual([`Phở ${tag} A`, `Phở ${tag} B`])
    expect(rows[0]).toContain('"12 Lý Thái Tổ, Hoàn Kiếm"')
    expect(rows[0]).toContain(',Hoạt động,')
    // The Wi-Fi password is never exported.
    expect(new TextDecoder().decode(bytes)).not.toContain('Wifi-pass-')

    const english = recordsOf((await download(withQuery(apiPaths.venuesExport, query), admin.token, 'en')).bytes)
    expect(english[0]).toBe('Name,Owner,Email,Phone,Address,Website,Status,SSID,Created')
    expect(english[1]).toContain(',Active,')
  })

  it('exports only what the reader may see: a customer their venues, and no users at all', async () => {
    const customer = await userWithSession()
    const tag = uniqueTag()
    await createVenue({ name: `Mine ${tag}`, memberEmails: [customer.user.email] })
    await createVenue({ name: `Not mine ${tag}` })
    const mine = recordsOf((await download(withQuery(apiPaths.venuesExport, { q: tag }), customer.token)).bytes)
    expect(mine.slice(1).map((row) => row.split(',')[0])).toEqual([`Mine ${tag}`])

    expect((await download(apiPaths.usersExport, customer.token)).response.status).toBe(403)
    expect((await download(auditPaths.auditExport, customer.token)).response.status).toBe(403)
    expect((await fetch(`${api.url}${apiPaths.venuesExport}`)).status).toBe(401)
  })

  it('exports the users list, roles and statuses in words', async () => {
    const tag = uniqueTag()
    const created = await api.request('POST', apiPaths.users, {
      token: admin.token,
      body: {
        firstname: '=Lan',
        lastname: `Trần ${tag}`,
        username: `lan_${tag}`,
        email: `lan-${tag}@example.test`,
        phone: '+84901234567',
        role: 'customer',
        status: 'active',
        password: 'Lan-pass-2026',
        confirmPassword: 'Lan-pass-2026',
      },
    })
    expect(created.status).toBe(201)
    const [header, row] = recordsOf(
      (await download(withQuery(apiPaths.usersExport, { q: tag }), admin.token, 'en')).bytes,
    )
    expect(header).toBe('Full name,Username,Email,Phone,Role,Status,Second factors,Last active,Created,Updated')
    // Cells a spreadsheet would run as a formula (a name starting with "=", a phone with "+") are written as text.
    expect(row).toMatch(
      new RegExp(
        `^'=Lan Trần ${tag},lan_${tag},lan-${tag}@example.test,'\\+84901234567,Customer,Active,Emailed code,,`,
      ),
    )
  })

  it(`exports 100,000 audit entries, every one, in order`, async () => {
    await db().execute(sql`
      insert into ${auditLog} (at, actor_email, action, entity, entity_id, changes)
      select now() - make_interval(secs => n), 'bulk@example.test', 'update', 'venue', gen_random_uuid(), '{}'::jsonb
      from generate_series(1, 100000) as n`)
    const [{ total }] = (
      (await db().execute(sql`select count(*)::int as total from ${auditLog}`)) as unknown as {
        rows: { total: number }[]
      }
    ).rows as [{ total: number }]
    expect(total).toBeGreaterThanOrEqual(100_000)

    const { response, bytes } = await download(withQuery(auditPaths.auditExport, { order: 'desc' }), admin.token, 'en')
    expect(response.status).toBe(200)
    const [header, ...rows] = recordsOf(bytes)
    expect(header).toBe('When,By,IP address,Action,What,Id,Changes')
    expect(rows).toHaveLength(total)
    const times = rows.map((row) => row.split(',')[0]!)
    expect(times).toEqual([...times].sort().reverse())
    expect(new Set(rows.map((row) => row.split(',')[5])).size).toBe(total)
  })
})
