import type { GuestConsent, ListResponse, guestConsentQuerySchema } from '@wifi/contract'
import { and, eq, gte, inArray, lt } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { Database } from '../../db/client.ts'
import { readPage, type ListSource } from '../../db/paged-list.ts'
import { guestConsents, guestTexts, type GuestConsentRow } from '../../db/schema.ts'

type ConsentQuery = z.output<typeof guestConsentQuerySchema>

export const consentList: ListSource<typeof guestConsents, 'at'> = {
  table: guestConsents,
  id: guestConsents.id,
  sortColumns: { at: guestConsents.at },
}

const dayMs = 86_400_000
/** The start of a Vietnamese calendar day (UTC+7 all year), as the console's day filter means it. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+07:00`)

/** The query's filters as one list request; shared by the page and the export. */
export function consentListRequest(query: Omit<ConsentQuery, 'page' | 'pageSize'>) {
  const day = query.day ? startOfDay(query.day) : undefined
  return {
    sort: query.sort,
    order: query.order,
    searching: false,
    where: and(
      query.venueId ? eq(guestConsents.venueId, query.venueId) : undefined,
      day ? gte(guestConsents.at, day) : undefined,
      day ? lt(guestConsents.at, new Date(day.getTime() + dayMs)) : undefined,
    ),
  }
}

/** Evidence rows as the API shows them, each with the number and content hash of the two texts it names. */
export async function withTextVersions(db: Database, rows: GuestConsentRow[]): Promise<GuestConsent[]> {
  const ids = [...new Set(rows.flatMap((row) => [row.termsVersionId, row.privacyVersionId]))]
  const versions =
    ids.length === 0
      ? []
      : await db
          .select({ id: guestTexts.id, version: guestTexts.version, contentHash: guestTexts.contentHash })
          .from(guestTexts)
          .where(inArray(guestTexts.id, ids))
  const byId = new Map(versions.map((version) => [version.id, version]))
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    venueId: row.venueId,
    venueName: row.venueName,
    accessPointId: row.accessPointId,
    accessPointName: row.accessPointName,
    lang: row.lang,
    termsVersion: byId.get(row.termsVersionId)!.version,
    termsHash: byId.get(row.termsVersionId)!.contentHash,
    privacyVersion: byId.get(row.privacyVersionId)!.version,
    privacyHash: byId.get(row.privacyVersionId)!.contentHash,
    termsAccepted: row.termsAccepted,
    measurementAccepted: row.measurementAccepted,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  }))
}

export async function listConsents(db: Database, query: ConsentQuery): Promise<ListResponse<GuestConsent>> {
  const { rows, total } = await readPage(db, consentList, { ...consentListRequest(query), ...query })
  return { items: await withTextVersions(db, rows), total, page: query.page, pageSize: query.pageSize }
}
