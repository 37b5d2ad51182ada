import { randomBytes } from 'node:crypto'
import { adDayOf, apiPaths, type AdInput, type UserCreateInput, type VenueInput } from '@wifi/contract'
import type { Database } from '../../src/db/client.ts'
import { createUser, type NewUser } from '../../src/modules/users/user-factory.ts'
import { signInFully } from './flows.ts'
import type { MailCatcher } from './mail-catcher.ts'
import { sampleImageId } from './media.ts'
import type { ApiResponse, TestApp } from './test-app.ts'

/** A short lower-case tag no other test uses: put it in names and emails, then search for it to see only yours. */
export const uniqueTag = () => randomBytes(5).toString('hex')

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

/** The day `offset` days from today in Vietnam, "yyyy-mm-dd" (the days ads are scheduled on). */
export function dayFromToday(offset: number): string {
  const today = new Date(`${adDayOf(new Date())}T00:00:00Z`)
  return new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
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

/** A user-create body that passes every rule of docs/product.md §5; `tag` makes its email and username unique. */
export function userInput(tag: string, overrides: Partial<UserCreateInput> = {}): UserCreateInput {
  return {
    firstname: 'Lan',
    lastname: `Tran ${tag}`,
    username: `user_${tag}`,
    email: `user-${tag}@example.test`,
    phone: '+84901234567',
    role: 'customer',
    status: 'active',
    password: 'valid-pass1',
    confirmPassword: 'valid-pass1',
    ...overrides,
  }
}

/** A user made straight in the database, signed in through the real two-step sign-in. */
export async function signedInUser(api: TestApp, mail: MailCatcher, db: Database, fields: Partial<NewUser> = {}) {
  const { user, password } = await createUser(db, fields)
  return { user, password, token: await signInFully(api, mail, user.email, password) }
}

export type Query = Record<string, string | number | undefined>

/** `path?key=value&…`, encoded; undefined values are left out. */
export function withQuery(path: string, query: Query): string {
  const entries = Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))
  return `${path}?${new URLSearchParams(entries)}`
}

/** The audit entries of one entity, newest first, read by an admin. */
export async function auditOf(api: TestApp, adminToken: string, entityId: string): Promise<ApiResponse> {
  const response = await api.request('GET', withQuery(apiPaths.audit, { entityId, pageSize: 100 }), {
    token: adminToken,
  })
  if (response.status !== 200) throw new Error(`audit answered ${response.status}: ${JSON.stringify(response.body)}`)
  return response
}
