import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { advertisements, venueMembers, type UserRow } from '../../db/schema.ts'

/**
 * What a customer's reports cover (docs/decisions/035): the venues they are a member of, and their own ads wherever
 * those ran. Read once per report and passed to the queries as lists, which the aggregates' indexes take directly
 * (a sub-select there let PostgreSQL read every venue's rows of the period).
 */
export interface Reach {
  venueIds: string[]
  adIds: string[]
}

export async function customerReach(db: Database, user: UserRow): Promise<Reach> {
  const [venues, ads] = await Promise.all([
    db.select({ id: venueMembers.venueId }).from(venueMembers).where(eq(venueMembers.userId, user.id)),
    db.select({ id: advertisements.id }).from(advertisements).where(eq(advertisements.authorId, user.id)),
  ])
  return { venueIds: venues.map((venue) => venue.id), adIds: ads.map((ad) => ad.id) }
}
