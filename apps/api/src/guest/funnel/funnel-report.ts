import { funnelSteps, type FunnelQuery, type FunnelRow } from '@wifi/contract'
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm'
import { visibleGuestSessions } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { advertisements, guestEvents, guestSessions, venues, type UserRow } from '../../db/schema.ts'

const dayMs = 86_400_000
/** The start of a Vietnamese calendar day (UTC+7 all year). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+07:00`)

const emptySteps = () => Object.fromEntries(funnelSteps.map((step) => [step, 0])) as FunnelRow['steps']

/**
 * How many guest sessions reached each funnel step, per Vietnamese day (of the page shown), venue and ad, over what
 * `user` may see: admins every venue, customers their venues (docs/decisions/020). One grouped query; a session
 * whose ad was deleted since counts under no ad.
 */
export async function funnelReport(db: Database, user: UserRow, query: FunnelQuery): Promise<FunnelRow[]> {
  const day = sql<string>`to_char(${guestSessions.shownAt} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`
  const counted = await db
    .select({
      day,
      venueId: guestSessions.venueId,
      venueName: venues.name,
      adId: guestSessions.adId,
      adTitle: advertisements.title,
      step: guestEvents.step,
      sessions: count(),
    })
    .from(guestEvents)
    .innerJoin(guestSessions, eq(guestEvents.sessionId, guestSessions.id))
    .innerJoin(venues, eq(guestSessions.venueId, venues.id))
    .leftJoin(advertisements, eq(guestSessions.adId, advertisements.id))
    .where(
      and(
        gte(guestSessions.shownAt, startOfDay(query.from)),
        lt(guestSessions.shownAt, new Date(startOfDay(query.to).getTime() + dayMs)),
        query.venueId ? eq(guestSessions.venueId, query.venueId) : undefined,
        query.adId ? eq(guestSessions.adId, query.adId) : undefined,
        visibleGuestSessions(user),
      ),
    )
    .groupBy(day, guestSessions.venueId, venues.name, guestSessions.adId, advertisements.title, guestEvents.step)
    .orderBy(asc(day), asc(venues.name), asc(advertisements.title))

  const rows = new Map<string, FunnelRow>()
  for (const { step, sessions, ...key } of counted) {
    const id = `${key.day}|${key.venueId}|${key.adId}`
    const row = rows.get(id) ?? { ...key, steps: emptySteps() }
    row.steps[step] = sessions
    rows.set(id, row)
  }
  return [...rows.values()]
}
