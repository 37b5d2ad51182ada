import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { guestDeviceKeys, limitWindows, rateLimits } from '../db/schema.ts'
import { rateLimitPolicies } from '../rate-limit/rate-limits.ts'

const connectsPerDevice = rateLimitPolicies.guestConnectsPerDevice

/**
 * Deletes what the guest limits keyed on a device once it no longer counts (docs/decisions/033): the visits' device
 * keys once expired, the captive counters once their window ended, and Connect's per-device counters once their
 * window is over. Run every ten minutes, so none outlives its purpose by more than that — all within the hour.
 */
export async function pruneGuestKeys(db: Database): Promise<void> {
  await db.delete(guestDeviceKeys).where(lt(guestDeviceKeys.expiresAt, sql`now()`))
  await db.delete(limitWindows).where(lt(limitWindows.windowEndsAt, sql`now()`))
  await db
    .delete(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, connectsPerDevice.bucket),
        lt(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${connectsPerDevice.windowSeconds})`),
      ),
    )
}
