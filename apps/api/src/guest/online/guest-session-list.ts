import {
  guestSessionCountCap,
  type GuestSession,
  type GuestSessionList,
  type guestSessionQuerySchema,
} from '@wifi/contract'
import { and, count, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod/mini'
import { visibleGuestSessions } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { pageWindow, sortBy } from '../../db/list-query.ts'
import { accessPoints, guestSessions, venues, type UserRow } from '../../db/schema.ts'

type GuestSessionQuery = z.output<typeof guestSessionQuerySchema>

const dayMs = 86_400_000
/** The start of a Vietnamese calendar day (UTC+7 all year). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+07:00`)

/** Seconds online: to the end, or to now while the guest is still on. */
const durationSeconds = sql<number>`extract(epoch from (coalesce(${guestSessions.endedAt}, now()) - ${guestSessions.onlineAt}))::integer`

/**
 * Each order the list takes, each with its index (schema.ts): the duration sorts by the time online as last reported
 * (an online session's grows until its next report), which an index can hold, unlike one counted to now.
 */
const sortColumns = {
  startedAt: guestSessions.onlineAt,
  durationSeconds: sql`(coalesce(${guestSessions.endedAt}, ${guestSessions.lastSeenAt}, ${guestSessions.onlineAt}) - ${guestSessions.onlineAt})`,
  bytesDown: guestSessions.bytesDown,
}

/** The sessions a guest was online in, as `user` may see them, with the query's filters; shared by list and export. */
export function guestSessionWhere(user: UserRow, query: Omit<GuestSessionQuery, 'page' | 'pageSize'>): SQL {
  return and(
    isNotNull(guestSessions.onlineAt),
    visibleGuestSessions(user),
    query.venueId ? eq(guestSessions.venueId, query.venueId) : undefined,
    query.accessPointId ? eq(guestSessions.accessPointId, query.accessPointId) : undefined,
    query.state === 'online' ? isNull(guestSessions.endedAt) : undefined,
    query.state === 'ended' ? isNotNull(guestSessions.endedAt) : undefined,
    query.from ? gte(guestSessions.onlineAt, startOfDay(query.from)) : undefined,
    query.to ? lt(guestSessions.onlineAt, new Date(startOfDay(query.to).getTime() + dayMs)) : undefined,
  )!
}

/** One ordered read of the list (a page of it, or a batch of the export), joined with the names it shows. */
export function readGuestSessions(
  db: Database,
  where: SQL,
  order: Pick<GuestSessionQuery, 'sort' | 'order'>,
  window: { limit: number; offset: number },
) {
  return db
    .select({
      session: guestSessions,
      venueName: venues.name,
      accessPointName: accessPoints.name,
      durationSeconds,
    })
    .from(guestSessions)
    .innerJoin(venues, eq(guestSessions.venueId, venues.id))
    .innerJoin(accessPoints, eq(guestSessions.accessPointId, accessPoints.id))
    .where(where)
    .orderBy(...sortBy(sortColumns[order.sort], order.order, guestSessions.id))
    .limit(window.limit)
    .offset(window.offset)
}

/** Names nothing about the device: a piece of the random handle, enough to tell two guests apart on screen. */
export const deviceLabelOf = (handle: string) => handle.slice(0, 6).toUpperCase()

type ListedSession = Awaited<ReturnType<typeof readGuestSessions>>[number]

export function toGuestSession({ session, venueName, accessPointName, durationSeconds }: ListedSession): GuestSession {
  return {
    handle: session.handle,
    venueId: session.venueId,
    venueName,
    accessPointId: session.accessPointId,
    accessPointName,
    gatewayKind: session.gatewayKind,
    deviceLabel: deviceLabelOf(session.handle),
    startedAt: session.onlineAt!.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
    durationSeconds: Math.max(0, Number(durationSeconds)),
    bytesDown: session.bytesDown,
    bytesUp: session.bytesUp,
    endCause: session.endCause,
    returning: session.returning,
    policy: session.policy,
  }
}

/** How many sessions match, counted up to one past the cap: the rest would be read for a figure nobody needs. */
async function cappedCount(db: Database, where: SQL): Promise<number> {
  const matching = db
    .select({ id: guestSessions.id })
    .from(guestSessions)
    .where(where)
    .limit(guestSessionCountCap + 1)
  const [counted] = await db.select({ value: count() }).from(matching.as('matching'))
  return counted?.value ?? 0
}

export async function listGuestSessions(
  db: Database,
  user: UserRow,
  query: GuestSessionQuery,
): Promise<GuestSessionList> {
  const where = guestSessionWhere(user, query)
  const [rows, counted] = await Promise.all([
    readGuestSessions(db, where, query, pageWindow(query.page, query.pageSize)),
    cappedCount(db, where),
  ])
  return {
    items: rows.map(toGuestSession),
    total: Math.min(counted, guestSessionCountCap),
    totalCapped: counted > guestSessionCountCap,
    page: query.page,
    pageSize: query.pageSize,
  }
}
