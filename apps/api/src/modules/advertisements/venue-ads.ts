import {
  adStatusOn,
  type AdAssignResult,
  type AdUnassignResult,
  type ListResponse,
  type VenueAd,
  type VenueAdListQuery,
} from '@wifi/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { findVisibleVenue, visibleAds } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { contains } from '../../db/list-query.ts'
import { readPage, type ListSource } from '../../db/paged-list.ts'
import { advertisements, venueAds, type UserRow } from '../../db/schema.ts'
import { notFound } from '../../errors/api-error.ts'
import { recordChange, type Actor } from '../audit/audit-trail.ts'
import { today } from './ad-service.ts'

/** The manage-venue-ads dialog's list: the ads the caller may assign. */
const venueAdList: ListSource<typeof advertisements, VenueAdListQuery['sort']> = {
  table: advertisements,
  id: advertisements.id,
  sortColumns: {
    title: advertisements.title,
    startDate: advertisements.startDate,
    endDate: advertisements.endDate,
    createdAt: advertisements.createdAt,
  },
}

/** The ids among `adIds` assigned to the venue. */
async function assignedAmong(db: Database, venueId: string, adIds: string[]): Promise<Set<string>> {
  if (adIds.length === 0) return new Set()
  const rows = await db
    .select({ adId: venueAds.adId })
    .from(venueAds)
    .where(and(eq(venueAds.venueId, venueId), inArray(venueAds.adId, adIds)))
  return new Set(rows.map((row) => row.adId))
}

/**
 * One page of the ads `user` may assign to a venue they may see (their own and public ones for a customer,
 * every ad for an admin), each marked when it is assigned to that venue.
 */
export async function listVenueAds(
  db: Database,
  user: UserRow,
  venueId: string,
  query: VenueAdListQuery,
): Promise<ListResponse<VenueAd>> {
  await findVisibleVenue(db, user, venueId)
  const where = and(visibleAds(user), query.q ? contains(advertisements.search, query.q) : undefined)
  const { rows, total } = await readPage(db, venueAdList, { ...query, where, searching: !!query.q })
  const assigned = await assignedAmong(
    db,
    venueId,
    rows.map((row) => row.id),
  )
  const day = today()
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      componentType: row.componentType,
      type: row.type,
      startDate: row.startDate,
      endDate: row.endDate,
      status: adStatusOn(row, day),
      isPublic: row.isPublic,
      assigned: assigned.has(row.id),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/**
 * The venue `user` may see and the named ads `user` may see, checked together: a venue or an ad the caller may
 * not see answers 404 and nothing changes (a guessed id, or an ad deleted meanwhile, is not silently skipped).
 */
async function assignmentTargets(db: Database, user: UserRow, venueId: string, adIds: string[]) {
  await findVisibleVenue(db, user, venueId)
  const wanted = [...new Set(adIds)]
  const found = await db
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(and(inArray(advertisements.id, wanted), visibleAds(user)))
  if (found.length !== wanted.length) throw notFound('One of the advertisements')
  return wanted
}

/** Every ad assigned to the venue, for the audit trail's before and after. */
async function venueAdIds(db: Database, venueId: string): Promise<string[]> {
  const rows = await db.select({ adId: venueAds.adId }).from(venueAds).where(eq(venueAds.venueId, venueId))
  return rows.map((row) => row.adId).sort()
}

/** The venue's ads changed: recorded on the venue, as the ids before and after. */
async function recordVenueAds(db: Database, actor: Actor, venueId: string, before: string[]) {
  await recordChange(db, {
    actor: actor.user,
    ip: actor.ip,
    action: 'update',
    entity: 'venue',
    entityId: venueId,
    before: { advertisements: before },
    after: { advertisements: await venueAdIds(db, venueId) },
  })
}

export async function assignAds(db: Database, actor: Actor, venueId: string, adIds: string[]): Promise<AdAssignResult> {
  return db.transaction(async (tx) => {
    const wanted = await assignmentTargets(tx, actor.user, venueId, adIds)
    const before = await venueAdIds(tx, venueId)
    const added = await tx
      .insert(venueAds)
      .values(wanted.map((adId) => ({ venueId, adId })))
      .onConflictDoNothing()
      .returning({ adId: venueAds.adId })
    await recordVenueAds(tx, actor, venueId, before)
    return { assigned: added.length, alreadyAssigned: wanted.length - added.length }
  })
}

export async function unassignAds(
  db: Database,
  actor: Actor,
  venueId: string,
  adIds: string[],
): Promise<AdUnassignResult> {
  return db.transaction(async (tx) => {
    const wanted = await assignmentTargets(tx, actor.user, venueId, adIds)
    const before = await venueAdIds(tx, venueId)
    const removed = await tx
      .delete(venueAds)
      .where(and(eq(venueAds.venueId, venueId), inArray(venueAds.adId, wanted)))
      .returning({ adId: venueAds.adId })
    await recordVenueAds(tx, actor, venueId, before)
    return { unassigned: removed.length, notAssigned: wanted.length - removed.length }
  })
}
