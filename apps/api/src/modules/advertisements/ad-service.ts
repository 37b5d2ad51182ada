import {
  adDayOf,
  adRuleIssues,
  msg,
  type AdBody,
  type AdImage,
  type AdListQuery,
  type AdPatchBody,
  type AdStatus,
  type Advertisement,
  type ListResponse,
} from '@wifi/contract'
import { and, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import {
  checkPublishing,
  editsAd,
  findEditableAd,
  findVisibleAd,
  staysPublic,
  visibleAds,
} from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { contains } from '../../db/list-query.ts'
import { readPage, type ListSource } from '../../db/paged-list.ts'
import {
  advertisements,
  users,
  venueAds,
  type AdImageValue,
  type AdvertisementRow,
  type UserRow,
} from '../../db/schema.ts'
import { ApiError, notFound } from '../../errors/api-error.ts'
import { recordChange, type Actor } from '../audit/audit-trail.ts'
import { useMedia } from '../media/use-media.ts'
import { adFields, adSnapshot, toAdView, whatGuestsSee, withMediaOfType, type AdAuthor } from './ad-view.ts'

/** The author's name as the table shows it (their email when they gave no name), for sorting. */
const authorLabel = sql`(select lower(coalesce(nullif(${users.fullName}, ''), ${users.email})) from ${users} where ${users.id} = ${advertisements.authorId})`

/** The ads list: sortable columns and the tie-breaking id (db/paged-list.ts). */
export const adList: ListSource<typeof advertisements, AdListQuery['sort']> = {
  table: advertisements,
  id: advertisements.id,
  sortColumns: {
    title: advertisements.title,
    author: authorLabel,
    startDate: advertisements.startDate,
    endDate: advertisements.endDate,
    description: advertisements.description,
    type: advertisements.type,
    componentType: advertisements.componentType,
    createdAt: advertisements.createdAt,
  },
}

/** The ads in `status` on `today`: the same reading as `adStatusOn`, as a condition. */
function inStatus(status: AdStatus, today: string): SQL | undefined {
  if (status === 'scheduled') return gt(advertisements.startDate, today)
  if (status === 'ended') return lt(advertisements.endDate, today)
  return and(lte(advertisements.startDate, today), gte(advertisements.endDate, today))
}

/** Title and description, or the author's name, username or email. */
function adSearch(q: string): SQL | undefined {
  return or(
    contains(advertisements.search, q),
    sql`exists (select 1 from ${users} where ${users.id} = ${advertisements.authorId} and ${contains(users.search, q)})`,
  )
}

/** What of the ads `user` may see the query's filters and search keep; shared by the page and the export. */
export function adListRequest(user: UserRow, query: Omit<AdListQuery, 'page' | 'pageSize'>, today: string) {
  return {
    sort: query.sort,
    order: query.order,
    searching: !!query.q,
    where: and(
      visibleAds(user),
      query.status?.length ? or(...query.status.map((status) => inStatus(status, today))) : undefined,
      query.type?.length ? inArray(advertisements.type, query.type) : undefined,
      query.componentType?.length ? inArray(advertisements.componentType, query.componentType) : undefined,
      query.q ? adSearch(query.q) : undefined,
    ),
  }
}

/** The authors of `rows`, by id, in one query. */
async function authorsOf(db: Database, rows: AdvertisementRow[]): Promise<Map<string, AdAuthor>> {
  const ids = [...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))]
  if (ids.length === 0) return new Map()
  const found = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(inArray(users.id, ids))
  return new Map(found.map((author) => [author.id, { ...author, fullName: author.fullName ?? '' }]))
}

/** An ad row with its author, as the export writes it. */
export interface AdListRow {
  ad: AdvertisementRow
  author: AdAuthor | null
}

export async function withAuthors(db: Database, rows: AdvertisementRow[]): Promise<AdListRow[]> {
  const authors = await authorsOf(db, rows)
  return rows.map((ad) => ({ ad, author: (ad.authorId && authors.get(ad.authorId)) || null }))
}

/** Today in Vietnam, where the ads' dates are read. */
export const today = () => adDayOf(new Date())

/** One page of the ads `user` may see, sorted, filtered and searched by the database. */
export async function listAds(db: Database, user: UserRow, query: AdListQuery): Promise<ListResponse<Advertisement>> {
  const day = today()
  const { rows, total } = await readPage(db, adList, { ...adListRequest(user, query, day), ...query })
  const listed = await withAuthors(db, rows)
  return {
    items: listed.map(({ ad, author }) => toAdView(ad, author, day, editsAd(user, ad))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  }
}

async function viewOf(db: Database, user: UserRow, row: AdvertisementRow): Promise<Advertisement> {
  const [listed] = await withAuthors(db, [row])
  return toAdView(row, listed?.author ?? null, today(), editsAd(user, row))
}

export async function getAd(db: Database, user: UserRow, id: string): Promise<Advertisement> {
  return viewOf(db, user, await findVisibleAd(db, user, id))
}

/** The venues an ad is assigned to, for the audit trail. */
async function venuesOf(db: Database, adId: string): Promise<string[]> {
  const rows = await db.select({ venueId: venueAds.venueId }).from(venueAds).where(eq(venueAds.adId, adId))
  return rows.map((row) => row.venueId)
}

async function snapshotOf(db: Database, row: AdvertisementRow) {
  const [listed] = await withAuthors(db, [row])
  return adSnapshot(row, listed?.author?.email ?? null, await venuesOf(db, row.id))
}

/**
 * The images as stored: each with its media looked up by id, so the ad carries what the guest page loads. Any
 * stored media may be used (docs/decisions/018); an id that names none is refused at `images.N.mediaId`.
 */
async function storedImages(db: Database, images: readonly AdImage[]): Promise<AdImageValue[]> {
  const found = await useMedia(
    db,
    images.flatMap((image) => (image.mediaId ? [image.mediaId] : [])),
  )
  const issues: Record<string, string> = {}
  const stored = images.flatMap((image, index) => {
    const media = image.mediaId ? found.get(image.mediaId) : undefined
    if (!media) {
      issues[`images.${index}.mediaId`] = msg.adImageSourceRequired
      return []
    }
    const { altText, title, description, sourceUrl } = image
    return [{ mediaId: media.id, sourceUrl, altText, title, description, media }]
  })
  if (Object.keys(issues).length > 0) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { fields: issues })
  }
  return stored
}

/** A new ad, created by (and belonging to) the actor, recorded in the audit trail. */
export async function createAd(db: Database, actor: Actor, body: AdBody): Promise<Advertisement> {
  checkPublishing(actor.user, false, body.isPublic)
  return db.transaction(async (tx) => {
    const fields = withMediaOfType(body)
    const images = await storedImages(tx, fields.images)
    const [ad] = await tx
      .insert(advertisements)
      .values({ ...fields, images, authorId: actor.user.id })
      .returning()
    if (!ad) throw new Error('advertisement insert returned no row')
    await recordChange(tx, { ...auditOf(actor, 'create', ad.id), before: {}, after: await snapshotOf(tx, ad) })
    return viewOf(tx, actor.user, ad)
  })
}

/**
 * Changes the fields `body` names of an ad the actor may edit; the others stay. The rules across fields (dates,
 * media per component type, hours) are checked on the ad as it would become, so an edit of the end date alone
 * is still refused when it falls before the stored start.
 */
export async function updateAd(db: Database, actor: Actor, id: string, body: AdPatchBody): Promise<Advertisement> {
  return db.transaction(async (tx) => {
    const before = await findEditableAd(tx, actor.user, id)
    const fields = withMediaOfType({ ...adFields(before), ...body })
    checkPublishing(actor.user, before.isPublic, fields.isPublic)
    const issues = adRuleIssues(fields)
    if (Object.keys(issues).length > 0) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { fields: issues })
    }
    // Images sent are looked up anew; those kept already carry their media.
    const images =
      fields.componentType === 'video' ? [] : body.images ? await storedImages(tx, body.images) : before.images
    // In the same write as the change: a public ad never shows guests what no administrator reviewed.
    const changesWhatGuestsSee = whatGuestsSee(before) !== whatGuestsSee({ ...fields, images })
    const isPublic = staysPublic(actor.user, fields.isPublic, changesWhatGuestsSee)
    const snapshotBefore = await snapshotOf(tx, before)
    const [after] = await tx
      .update(advertisements)
      .set({ ...fields, images, isPublic, updatedAt: new Date() })
      .where(eq(advertisements.id, id))
      .returning()
    if (!after) throw notFound('The advertisement')
    // The trail tells the rule's withdrawal from the author's own unticking of "public".
    const withdrawn = fields.isPublic && !isPublic ? { withdrawnForReview: true } : {}
    await recordChange(tx, {
      ...auditOf(actor, 'update', id),
      before: snapshotBefore,
      after: { ...(await snapshotOf(tx, after)), ...withdrawn },
    })
    return viewOf(tx, actor.user, after)
  })
}

/** Deletes an ad the actor may edit; its venue assignments go with it. Recorded in the audit trail. */
export async function deleteAd(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findEditableAd(tx, actor.user, id)
    const snapshot = await snapshotOf(tx, before)
    await tx.delete(advertisements).where(eq(advertisements.id, id))
    await recordChange(tx, { ...auditOf(actor, 'delete', id), before: snapshot, after: {} })
  })
}

const auditOf = (actor: Actor, action: 'create' | 'update' | 'delete', entityId: string) => ({
  actor: actor.user,
  ip: actor.ip,
  action,
  entity: 'advertisement' as const,
  entityId,
})
