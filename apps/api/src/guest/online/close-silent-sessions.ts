import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { guestSessions } from '../../db/schema.ts'

/** openNDS's own default session length (`sessiontimeout`, minutes), for a guest given no length of ours. */
const openndsDefaultSessionMinutes = 1440
/** How late a logout report may be before the guest is taken as gone. */
const graceMinutes = 15

/**
 * Ends the sessions whose gateway stopped reporting (docs/decisions/034), as `lost`: a CoovaChilli guest silent for
 * three accounting intervals (ended at its last report), and an openNDS guest whose BinAuth logout never came past
 * its session length and a grace (ended then). Run on the pruning's ten-minute beat, so "online now" stays true.
 */
export async function closeSilentSessions(db: Database, accountingIntervalSeconds: number): Promise<void> {
  const open = and(isNotNull(guestSessions.onlineAt), isNull(guestSessions.endedAt))
  await db
    .update(guestSessions)
    .set({ endedAt: sql`${guestSessions.lastSeenAt}`, endCause: 'lost' })
    .where(
      and(
        open,
        eq(guestSessions.gatewayKind, 'chilli'),
        sql`${guestSessions.lastSeenAt} < now() - make_interval(secs => ${3 * accountingIntervalSeconds})`,
      ),
    )
  const sessionLength = sql`make_interval(mins => coalesce((${guestSessions.policy} ->> 'sessionMinutes')::integer, ${openndsDefaultSessionMinutes}))`
  await db
    .update(guestSessions)
    .set({ endedAt: sql`${guestSessions.onlineAt} + ${sessionLength}`, endCause: 'lost' })
    .where(
      and(
        open,
        eq(guestSessions.gatewayKind, 'opennds'),
        sql`${guestSessions.onlineAt} + ${sessionLength} + make_interval(mins => ${graceMinutes}) < now()`,
      ),
    )
}
