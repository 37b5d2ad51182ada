import { and, eq, inArray } from 'drizzle-orm'
import { visibleAccessPoints, visibleAds, visibleVenues } from '../authorization/policy.ts'
import type { Database } from '../db/client.ts'
import { accessPoints, advertisements, venues, type UserRow } from '../db/schema.ts'
import type { CsvFilterValue } from './csv-heading.ts'

/**
 * The names of the venues, access points and ads an export is filtered on, as the reader sees them: a CSV's first
 * line names them, never by id. One the reader may not see is "not found", exactly like one that does not exist, so
 * an export reveals no name a list would not.
 */

const notFound: CsvFilterValue = { key: 'exports.notFound' }

/** The names of venues `ids`, in their order. */
export async function venueNames(db: Database, user: UserRow, ids: readonly string[]): Promise<CsvFilterValue[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(and(inArray(venues.id, [...ids]), visibleVenues(user)))
  const names = new Map(rows.map((row) => [row.id, row.name]))
  return ids.map((id) => names.get(id) ?? notFound)
}

export async function accessPointName(db: Database, user: UserRow, id: string): Promise<CsvFilterValue> {
  const [row] = await db
    .select({ name: accessPoints.name })
    .from(accessPoints)
    .where(and(eq(accessPoints.id, id), visibleAccessPoints(user)))
  return row?.name ?? notFound
}

export async function adTitle(db: Database, user: UserRow, id: string): Promise<CsvFilterValue> {
  const [row] = await db
    .select({ title: advertisements.title })
    .from(advertisements)
    .where(and(eq(advertisements.id, id), visibleAds(user)))
  return row?.title ?? notFound
}
