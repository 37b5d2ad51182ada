import { auditPaths, type AdInput, type User, type UserCreateInput, type VenueInput } from '@wifi/contract'
import { expect } from 'vitest'
import { adDayFromToday as dayFromToday } from '../../src/factories/advertisement-factory.ts'
import { sampleImageId } from './media.ts'
import type { ApiResponse, TestApp } from './test-app.ts'

// Put a unique tag in names and emails, then search for it to see only your rows.
export { uniqueTag } from '../../src/factories/unique-tag.ts'
// The day `offset` days from today in Vietnam, as ads are scheduled.
export { dayFromToday }

/** A venue body that passes every rule; `tag` makes its name and email unique. */
export function venueInput(tag: string, overrides: Partial<VenueInput> = {}): VenueInput {
  return {
    name: `Venue ${tag}`,
    owner: `Owner ${tag}`,
    email: `venue-${tag}@example.test`,
    phone: '+84901234567',
    address: `1 Street ${tag}, Hà Nội`,
    website: `https://venue-${tag}.example.test`,
    status: 'active',
    ssid: `wifi-${tag}`,
    wifiPassword: `Wifi-pass-${tag}`,
    memberEmails: [],
    ...overrides,
  }
}

/**
 * A single-image ad body running today that passes every rule; `tag` makes its title unique. Its image is the
 * test file's sample image (support/media.ts: `storeSampleImage` in beforeAll).
 */
export function adInput(tag: string, overrides: Partial<AdInput> = {}): AdInput {
  return {
    title: `Ad ${tag}`,
    description: `Phở bò ngon ${tag}`,
    componentType: 'single_image',
    duration: 7,
    startDate: dayFromToday(-1),
    endDate: dayFromToday(30),
    images: [{ mediaId: sampleImageId(), altText: `Bowl of phở ${tag}` }],
    ...overrides,
  }
}

/** A user-create body that passes every rule (docs/decisions/052's password); `tag` makes its email and username unique. */
export function userInput(tag: string, overrides: Partial<UserCreateInput> = {}): UserCreateInput {
  return {
    firstname: 'Lan',
    lastname: `Tran ${tag}`,
    username: `user_${tag}`,
    email: `user-${tag}@example.test`,
    phone: '+84901234567',
    role: 'customer',
    status: 'active',
    password: 'Valid-pass1',
    confirmPassword: 'Valid-pass1',
    ...overrides,
  }
}

/** The users API's PUT body for `user` as read: every field as it is. */
export const userBody = (user: User) => ({
  firstname: user.firstname,
  lastname: user.lastname,
  username: user.username,
  email: user.email,
  phone: user.phone,
  role: user.role,
  status: user.status,
})

export type Query = Record<string, string | number | undefined>

/** `path?key=value&…`, encoded; undefined values are left out. */
export function withQuery(path: string, query: Query): string {
  const entries = Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))
  return `${path}?${new URLSearchParams(entries)}`
}

/** The ids of a list's items, in the order it answered them. */
export const ids = (response: ApiResponse) => (response.body.items as { id: string }[]).map((item) => item.id)

/** A list answer (200) with exactly the items `expected`, in that order. */
export function expectListed(response: ApiResponse, expected: string[]) {
  expect(response.status).toBe(200)
  expect(response.body.total).toBe(expected.length)
  expect(ids(response)).toEqual(expected)
}

/** Every sort column of a list in both directions: the cases of a sorting test. */
export const sortCases = <Column extends string>(columns: readonly Column[]) =>
  columns.flatMap((column) => (['asc', 'desc'] as const).map((order) => [column, order] as const))

/** The ids of `rows` in `key`'s order, then the id's in the same direction: the API's tie-breaker. */
export function idsSortedBy<Row extends { id: string }>(rows: Row[], key: (row: Row) => string, order: 'asc' | 'desc') {
  const direction = order === 'asc' ? 1 : -1
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return [...rows].sort((a, b) => direction * (compare(key(a), key(b)) || compare(a.id, b.id))).map((row) => row.id)
}

/**
 * The lines of a CSV export that was answered (200, text/csv): its header row and rows, without the byte order mark,
 * the first line — the comment saying what the file holds (docs/decisions/054), checked to be there — and the last
 * line break.
 */
export function csvLines(response: ApiResponse): string[] {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/csv')
  const [comment, ...lines] = String(response.body)
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(comment).toMatch(/^"?# /)
  return lines
}

/** The audit entries of one entity, newest first, read by an admin. */
export async function auditOf(api: TestApp, adminToken: string, entityId: string): Promise<ApiResponse> {
  const response = await api.request('GET', withQuery(auditPaths.audit, { entityId, pageSize: 100 }), {
    token: adminToken,
  })
  if (response.status !== 200) throw new Error(`audit answered ${response.status}: ${JSON.stringify(response.body)}`)
  return response
}
