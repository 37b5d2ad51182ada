import type { OpenWispLinks } from '@wifi/contract'
import { asc, count, isNotNull, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { venues } from '../../db/schema.ts'
import type { OpenWispGroup } from '../../openwisp/schemas.ts'

/** How many unlinked venues are named; the total says how many more there are. */
const unlinkedShown = 100

/** OpenWISP's device groups with the venue each feeds, the venues without a group, and links to vanished groups. */
export async function groupLinks(db: Database, groups: OpenWispGroup[]): Promise<OpenWispLinks> {
  const [linked, unlinked, [unlinkedTotal]] = await Promise.all([
    db
      .select({ id: venues.id, name: venues.name, groupId: venues.openwispGroupId })
      .from(venues)
      .where(isNotNull(venues.openwispGroupId)),
    db
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(isNull(venues.openwispGroupId))
      .orderBy(asc(venues.name), asc(venues.id))
      .limit(unlinkedShown),
    db.select({ value: count() }).from(venues).where(isNull(venues.openwispGroupId)),
  ])
  const venueByGroup = new Map(linked.map((venue) => [venue.groupId, { id: venue.id, name: venue.name }]))
  const known = new Set(groups.map((group) => group.id))
  return {
    groups: groups
      .map((group) => ({
        id: group.id,
        name: group.name,
        description: group.description,
        venue: venueByGroup.get(group.id) ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    unlinkedVenues: { total: unlinkedTotal?.value ?? 0, items: unlinked },
    staleLinks: linked
      .filter((venue) => !known.has(venue.groupId!))
      .map((venue) => ({ id: venue.id, name: venue.name, groupId: venue.groupId! })),
  }
}
