import type { VenueMembership } from '@wifi/contract'
import { count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { venueMembers, type UserRow } from '../../db/schema.ts'

/**
 * How many venues `user` is a member of, and the address a customer without one is told to write to (SUPPORT_EMAIL,
 * else ADMIN_EMAIL; none when neither is set): the console's empty screens say it in place of "add a venue".
 */
export async function venueMembership(
  db: Database,
  user: UserRow,
  askEmail: string | undefined,
): Promise<VenueMembership> {
  const [row] = await db.select({ venues: count() }).from(venueMembers).where(eq(venueMembers.userId, user.id))
  return { venues: row?.venues ?? 0, askEmail: askEmail ?? null }
}
