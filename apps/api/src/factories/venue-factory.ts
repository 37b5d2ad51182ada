import type { Database } from '../db/client.ts'
import { venueMembers, venues, type VenueRow } from '../db/schema.ts'
import { uniqueTag } from './unique-tag.ts'

export type NewVenue = typeof venues.$inferInsert

/**
 * A venue row inserted as it is (no audit entry, no member-email lookup): what the demo seed and the tests need
 * when the venue's own API is not what they exercise. Unset fields get unique, valid defaults.
 */
export async function createVenue(db: Database, fields: Partial<NewVenue> = {}): Promise<VenueRow> {
  const tag = uniqueTag()
  const [venue] = await db
    .insert(venues)
    .values({
      name: `Venue ${tag}`,
      email: `venue-${tag}@example.test`,
      phone: '+84901234567',
      address: 'Hà Nội',
      ...fields,
    })
    .returning()
  if (!venue) throw new Error('venue insert returned no row')
  return venue
}

/** Makes the users members of the venue (who may see and manage it). */
export async function addVenueMembers(db: Database, venueId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return
  await db.insert(venueMembers).values(userIds.map((userId) => ({ venueId, userId })))
}
