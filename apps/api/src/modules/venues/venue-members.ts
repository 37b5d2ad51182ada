import type { VenueMember } from '@wifi/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { mayBeVenueMembers } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { users, venueMembers } from '../../db/schema.ts'
import { ApiError, errorFieldKey } from '../../errors/api-error.ts'
import { toUserView } from '../users/user-view.ts'

/** Members of the given venues, by venue id, in one query. */
export async function membersOf(db: Database, venueIds: string[]): Promise<Map<string, VenueMember[]>> {
  const byVenue = new Map<string, VenueMember[]>(venueIds.map((id) => [id, []]))
  if (venueIds.length === 0) return byVenue
  const rows = await db
    .select({ venueId: venueMembers.venueId, user: users })
    .from(venueMembers)
    .innerJoin(users, eq(users.id, venueMembers.userId))
    .where(inArray(venueMembers.venueId, venueIds))
    .orderBy(users.email)
  for (const { venueId, user } of rows) {
    const view = toUserView(user)
    byVenue.get(venueId)?.push({ id: view.id, email: view.email, fullName: view.fullName })
  }
  return byVenue
}

/** The customer accounts behind the typed emails; any email without one is a field error naming them. */
export async function resolveMembers(db: Database, emails: string[]): Promise<string[]> {
  const wanted = [...new Set(emails)]
  if (wanted.length === 0) return []
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, wanted), mayBeVenueMembers()))
  const missing = wanted.filter((email) => !found.some((user) => user.email === email))
  if (missing.length > 0) {
    throw new ApiError(400, 'MEMBER_NOT_FOUND', `No customer account for: ${missing.join(', ')}`, {
      fields: { memberEmails: errorFieldKey('MEMBER_NOT_FOUND') },
    })
  }
  return found.map((user) => user.id)
}

/** Replaces a venue's members with `userIds`. */
export async function setMembers(db: Database, venueId: string, userIds: string[]): Promise<void> {
  await db.delete(venueMembers).where(eq(venueMembers.venueId, venueId))
  if (userIds.length > 0) await db.insert(venueMembers).values(userIds.map((userId) => ({ venueId, userId })))
}
