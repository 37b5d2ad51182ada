import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client.ts'
import { accessPoints, syncRuns, venueMembers, venues, type UserRow, type VenueRow } from '../db/schema.ts'
import { forbidden, notFound } from '../errors/api-error.ts'

/**
 * Who may do what, in one place (DESIGN.md). Routes ask these questions; none decides on its own.
 *
 * - admin: everything on venues and users.
 * - customer: sees and edits the details of the venues they are a member of (not the members, owner or active
 *   flag); cannot create or delete venues; sees and changes no user but themselves (through /api/me).
 * - access points follow their venue: a member customer sees them, syncs their venue and reads its sync runs;
 *   syncing everything, linking device groups and gateway secrets are for admins.
 */
export const isAdmin = (user: UserRow) => user.role === 'admin'

function assertAdmin(user: UserRow): void {
  if (!isAdmin(user)) throw forbidden()
}

/** Users are an admin-only resource (a customer manages their own account through /api/me). */
export const assertCanManageUsers = assertAdmin

/** Creating and deleting venues, and setting their owner, members and active flag. */
export const assertCanAdministerVenues = assertAdmin

/** The audit trail names every operator's actions: admins only. */
export const assertCanReadAudit = assertAdmin

/** Syncing every access point, browsing OpenWISP's device groups and setting gateway secrets. */
export const assertCanAdministerAccessPoints = assertAdmin

/** `venueId` (a column) is one of the venues `user` is a member of. */
const memberOf = (user: UserRow, venueId: SQL | AnyPgColumn) =>
  sql`exists (select 1 from ${venueMembers} where ${venueMembers.venueId} = ${venueId} and ${venueMembers.userId} = ${user.id})`

/** The condition that limits an access point query to what `user` may see: admins all, customers their venues'. */
export function visibleAccessPoints(user: UserRow): SQL | undefined {
  return isAdmin(user) ? undefined : memberOf(user, accessPoints.venueId)
}

/** Sync runs: admins all, customers those of their venues. */
export function visibleSyncRuns(user: UserRow): SQL | undefined {
  return isAdmin(user) ? undefined : memberOf(user, syncRuns.venueId)
}

/** The condition that limits a venue query to what `user` may see. */
export function visibleVenues(user: UserRow): SQL | undefined {
  if (isAdmin(user)) return undefined
  // A correlated sub-select, so a list stays one query however many venues a customer belongs to.
  return memberOf(user, sql`${venues.id}`)
}

/**
 * The venue `id` if `user` may see it. A venue the user may not see answers 404, exactly like one that does
 * not exist, so guessing ids reveals nothing.
 */
export async function findVisibleVenue(db: Database, user: UserRow, id: string): Promise<VenueRow> {
  const [venue] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, id), visibleVenues(user)))
  if (!venue) throw notFound('The venue')
  return venue
}
