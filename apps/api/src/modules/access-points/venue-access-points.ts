import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { accessPoints } from '../../db/schema.ts'

/**
 * Inside a transaction: waits for, then holds off, every other writer of access points' venues until commit — a
 * sync's write phase, or a venue changing its device group or being deleted. Without it, a sync that read the
 * group → venue links just before an admin changed them would write the old venue onto the access points.
 */
export async function lockAccessPointWrites(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('access-point-sync'))`)
}

/**
 * After a venue's device group changes: the access points of its old group leave it and those of the new one
 * join it at once, without waiting for the next sync.
 */
export async function attachAccessPoints(tx: Database, venueId: string, groupId: string | null): Promise<void> {
  await lockAccessPointWrites(tx)
  await tx.update(accessPoints).set({ venueId: null }).where(eq(accessPoints.venueId, venueId))
  if (groupId) await tx.update(accessPoints).set({ venueId }).where(eq(accessPoints.groupId, groupId))
}
