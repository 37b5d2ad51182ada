import type { GuestPolicy, ListResponse, Venue, VenueBody, VenueDetailsBody, VenueListQuery } from '@wifi/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { can, findVisibleVenue, visibleVenues } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { contains } from '../../db/list-query.ts'
import { readPage, type ListSource } from '../../db/paged-list.ts'
import { venues, type UserRow } from '../../db/schema.ts'
import { notFound } from '../../errors/api-error.ts'
import { uniqueFieldError } from '../../errors/unique-field-error.ts'
import { attachAccessPoints, lockAccessPointWrites } from '../access-points/venue-access-points.ts'
import { recordChange, type Actor } from '../audit/audit-trail.ts'
import { membersOf, resolveMembers, setMembers } from './venue-members.ts'
import { toVenueView, venueSecrets, venueSnapshot } from './venue-view.ts'

/** The venues list: sortable columns and the tie-breaking id (db/paged-list.ts). */
export const venueList: ListSource<typeof venues, VenueListQuery['sort']> = {
  table: venues,
  id: venues.id,
  sortColumns: {
    name: venues.name,
    owner: venues.owner,
    email: venues.email,
    phone: venues.phone,
    address: venues.address,
    status: venues.status,
    createdAt: venues.createdAt,
  },
}

/** What of the venues `user` may see the query's filters and search keep; shared by the page and the export. */
export function venueListRequest(user: UserRow, query: Omit<VenueListQuery, 'page' | 'pageSize'>) {
  return {
    sort: query.sort,
    order: query.order,
    searching: !!query.q,
    where: and(
      visibleVenues(user),
      query.status?.length ? inArray(venues.status, query.status) : undefined,
      query.q ? contains(venues.search, query.q) : undefined,
    ),
  }
}

/** One page of the venues `user` may see, sorted, filtered and searched by the database. */
export async function listVenues(db: Database, user: UserRow, query: VenueListQuery): Promise<ListResponse<Venue>> {
  const { rows, total } = await readPage(db, venueList, { ...venueListRequest(user, query), ...query })
  const members = can(user, 'venues.readMembers')
    ? await membersOf(
        db,
        rows.map((row) => row.id),
      )
    : undefined
  return {
    items: rows.map((row) => toVenueView(row, members?.get(row.id))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  }
}

export async function getVenue(db: Database, user: UserRow, id: string): Promise<Venue> {
  const venue = await findVisibleVenue(db, user, id)
  const members = can(user, 'venues.readMembers') ? (await membersOf(db, [id])).get(id) : undefined
  return toVenueView(venue, members)
}

/** Admin: a new venue with its members, recorded in the audit trail. */
export async function createVenue(db: Database, actor: Actor, body: VenueBody): Promise<Venue> {
  return withGroupCheck(async () =>
    db.transaction(async (tx) => {
      const memberIds = await resolveMembers(tx, body.memberEmails)
      const { memberEmails: _members, ...fields } = body
      const [venue] = await tx.insert(venues).values(fields).returning()
      if (!venue) throw new Error('venue insert returned no row')
      await setMembers(tx, venue.id, memberIds)
      await attachAccessPoints(tx, venue.id, venue.openwispGroupId)
      const members = (await membersOf(tx, [venue.id])).get(venue.id) ?? []
      await recordChange(tx, {
        ...auditOf(actor, 'create', venue.id),
        before: {},
        after: venueSnapshot(venue, members),
      })
      return toVenueView(venue, members)
    }),
  )
}

/**
 * Updates a venue `actor` may see: every field (PUT, admins) or the details only (PATCH), in which case owner,
 * status and members stay as they are.
 */
export async function updateVenue(
  db: Database,
  actor: Actor,
  id: string,
  body: VenueBody | VenueDetailsBody | { guestPolicy: GuestPolicy | null },
): Promise<Venue> {
  return withGroupCheck(async () =>
    db.transaction(async (tx) => {
      const before = await findVisibleVenue(tx, actor.user, id)
      const membersBefore = (await membersOf(tx, [id])).get(id) ?? []
      const memberIds = 'memberEmails' in body ? await resolveMembers(tx, body.memberEmails) : undefined
      const { memberEmails: _members, ...fields } = { memberEmails: undefined, ...body }
      const [after] = await tx
        .update(venues)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(venues.id, id))
        .returning()
      if (!after) throw notFound('The venue')
      if (memberIds) await setMembers(tx, id, memberIds)
      if (after.openwispGroupId !== before.openwispGroupId) await attachAccessPoints(tx, id, after.openwispGroupId)
      const membersAfter = (await membersOf(tx, [id])).get(id) ?? []
      await recordChange(tx, {
        ...auditOf(actor, 'update', id),
        before: venueSnapshot(before, membersBefore),
        after: venueSnapshot(after, membersAfter),
      })
      return toVenueView(after, can(actor.user, 'venues.readMembers') ? membersAfter : undefined)
    }),
  )
}

/** A device group already linked to another venue is a field error. */
async function withGroupCheck<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write()
  } catch (error) {
    throw uniqueFieldError(error) ?? error
  }
}

/** Admin: deletes a venue (its memberships go with it), recorded in the audit trail. */
export async function deleteVenue(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findVisibleVenue(tx, actor.user, id)
    const members = (await membersOf(tx, [id])).get(id) ?? []
    // A sync writing this venue onto access points meanwhile would fail on the deleted venue.
    await lockAccessPointWrites(tx)
    await tx.delete(venues).where(eq(venues.id, id))
    await recordChange(tx, { ...auditOf(actor, 'delete', id), before: venueSnapshot(before, members), after: {} })
  })
}

const auditOf = (actor: Actor, action: 'create' | 'update' | 'delete', entityId: string) => ({
  actor: actor.user,
  ip: actor.ip,
  action,
  entity: 'venue' as const,
  entityId,
  secrets: venueSecrets,
})
