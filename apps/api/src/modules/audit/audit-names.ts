import type { AuditEntity, AuditItemName } from '@wifi/contract'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  accessPoints,
  advertisements,
  auditLog,
  guestSessions,
  reportSubscriptions,
  users,
  venues,
} from '../../db/schema.ts'
import { deviceLabelOf } from '../../guest/online/guest-session-list.ts'
import type { NamedItem } from './audit-references.ts'

type Names = Map<string, AuditItemName>
/** Names every id of one kind: found in its table, or, once it is gone, as the trail last recorded it. */
type Namer = (db: Database, ids: string[]) => Promise<Names>

/**
 * The value the trail last recorded for `field` of each item: after the change, or before it (a delete), from the
 * newest entry that names the field. One query for all the items, along the index on (entity, entity id, time).
 */
async function lastRecorded(db: Database, entity: AuditEntity, field: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const value = sql<
    string | null
  >`coalesce(${auditLog.changes} -> ${field}::text ->> 1, ${auditLog.changes} -> ${field}::text ->> 0)`
  const rows = await db
    .selectDistinctOn([auditLog.entityId], { id: auditLog.entityId, value })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids), sql`${value} is not null`))
    .orderBy(auditLog.entityId, desc(auditLog.at))
  return new Map(rows.flatMap((row) => (row.value === null ? [] : [[row.id, row.value] as const])))
}

/** A kind named by a column of its table, and by the same field in the trail once an item is deleted. */
const byColumn =
  (
    entity: AuditEntity,
    recordedField: string,
    read: (db: Database, ids: string[]) => Promise<{ id: string; name: string; gone?: boolean }[]>,
  ): Namer =>
  async (db, ids) => {
    const names: Names = new Map((await read(db, ids)).map((row) => [row.id, { name: row.name, gone: !!row.gone }]))
    const recorded = await lastRecorded(
      db,
      entity,
      recordedField,
      ids.filter((id) => !names.has(id)),
    )
    for (const id of ids) if (!names.has(id)) names.set(id, { name: recorded.get(id) ?? null, gone: true })
    return names
  }

const nameVenues = byColumn('venue', 'name', (db, ids) =>
  db.select({ id: venues.id, name: venues.name }).from(venues).where(inArray(venues.id, ids)),
)

const nameUsers = byColumn('user', 'email', (db, ids) =>
  db.select({ id: users.id, name: users.email }).from(users).where(inArray(users.id, ids)),
)

/** An access point removed from OpenWISP keeps its row, marked removed: the lists no longer show it. */
const nameAccessPoints = byColumn('access_point', 'name', (db, ids) =>
  db
    .select({ id: accessPoints.id, name: accessPoints.name, gone: sql<boolean>`${accessPoints.removedAt} is not null` })
    .from(accessPoints)
    .where(inArray(accessPoints.id, ids)),
)

const nameAds = byColumn('advertisement', 'title', (db, ids) =>
  db
    .select({ id: advertisements.id, name: advertisements.title })
    .from(advertisements)
    .where(inArray(advertisements.id, ids)),
)

/** An email report is named by whom it goes to: its user's email, through the trail when either is gone. */
const nameReportSubscriptions: Namer = async (db, ids) => {
  const rows = await db
    .select({ id: reportSubscriptions.id, userId: reportSubscriptions.userId })
    .from(reportSubscriptions)
    .where(inArray(reportSubscriptions.id, ids))
  const owners = new Map(rows.map((row) => [row.id, { userId: row.userId, gone: false }]))
  const gone = ids.filter((id) => !owners.has(id))
  for (const [id, userId] of await lastRecorded(db, 'report_subscription', 'userId', gone)) {
    owners.set(id, { userId, gone: true })
  }
  const userIds = [...new Set([...owners.values()].map((owner) => owner.userId))]
  const userNames = userIds.length > 0 ? await nameUsers(db, userIds) : new Map()
  return new Map(
    ids.map((id) => {
      const owner = owners.get(id)
      return [id, { name: owner ? (userNames.get(owner.userId)?.name ?? null) : null, gone: owner?.gone ?? true }]
    }),
  )
}

/** A guest session by the short label the sessions list shows; gone once the retention has deleted it. */
const nameGuestSessions: Namer = async (db, handles) => {
  const rows = await db
    .select({ handle: guestSessions.handle })
    .from(guestSessions)
    .where(inArray(guestSessions.handle, handles))
  const kept = new Set(rows.map((row) => row.handle))
  return new Map(handles.map((handle) => [handle, { name: deviceLabelOf(handle), gone: !kept.has(handle) }]))
}

/**
 * Guest texts are named by their kind and version, which their one entry holds (the console words them); the
 * operator and the guest policy are each one setting for the whole service. None is ever deleted.
 */
const unnamed: Namer = async (_db, ids) => new Map(ids.map((id) => [id, { name: null, gone: false }]))

const namers: Record<AuditEntity, Namer> = {
  venue: nameVenues,
  user: nameUsers,
  access_point: nameAccessPoints,
  advertisement: nameAds,
  report_subscription: nameReportSubscriptions,
  guest_session: nameGuestSessions,
  guest_text: unnamed,
  guest_operator: unnamed,
  guest_policy: unnamed,
}

/** Looks up the name of an item among those asked for. */
export type NameBook = (entity: AuditEntity, id: string) => AuditItemName

/**
 * The names of `items` (a page of entries' items and the items they refer to), a few queries for the whole page:
 * one or two a kind, never one an entry.
 */
export async function nameItems(db: Database, items: readonly NamedItem[]): Promise<NameBook> {
  const idsByKind = new Map<AuditEntity, Set<string>>()
  for (const [entity, id] of items) idsByKind.set(entity, (idsByKind.get(entity) ?? new Set()).add(id))
  const named = new Map(
    await Promise.all(
      [...idsByKind].map(async ([entity, ids]) => [entity, await namers[entity](db, [...ids])] as const),
    ),
  )
  return (entity, id) => named.get(entity)?.get(id) ?? { name: null, gone: false }
}
