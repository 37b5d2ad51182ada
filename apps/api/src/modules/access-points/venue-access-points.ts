import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { accessPoints } from '../../db/schema.ts'

/**
 * After a venue's device group changes: the access points of its old group leave it and those of the new one
 * join it at once, without waiting for the next sync.
 */
export async function attachAccessPoints(db: Database, venueId: string, groupId: string | null): Promise<void> {
  await db.update(accessPoints).set({ venueId: null }).where(eq(accessPoints.venueId, venueId))
  if (groupId) await db.update(accessPoints).set({ venueId }).where(eq(accessPoints.groupId, groupId))
}
