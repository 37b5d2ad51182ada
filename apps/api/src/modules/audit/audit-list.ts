import type { AuditEntry, AuditListQuery, ListResponse } from '@wifi/contract'
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { contains } from '../../db/list-query.ts'
import { readPage, type ListSource } from '../../db/paged-list.ts'
import { auditLog, type AuditRow } from '../../db/schema.ts'
import { nameItems, type NameBook } from './audit-names.ts'
import { referencesOf } from './audit-references.ts'
import { maskSecrets } from './audit-secrets.ts'

const dayMs = 86_400_000
/** The start of a Vietnamese calendar day (UTC+7 all year). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+07:00`)

export const auditList: ListSource<typeof auditLog, 'at'> = {
  table: auditLog,
  id: auditLog.id,
  sortColumns: { at: auditLog.at },
}

/** The query's filters as one list request; shared by the page and the export. */
export function auditListRequest(query: Omit<AuditListQuery, 'page' | 'pageSize'>) {
  return {
    sort: query.sort,
    order: query.order,
    searching: Boolean(query.q),
    where: and(
      query.q ? contains(sql`lower(${auditLog.actorEmail})`, query.q) : undefined,
      query.entity ? eq(auditLog.entity, query.entity) : undefined,
      query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
      query.action ? eq(auditLog.action, query.action) : undefined,
      query.from ? gte(auditLog.at, startOfDay(query.from)) : undefined,
      query.to ? lt(auditLog.at, new Date(startOfDay(query.to).getTime() + dayMs)) : undefined,
    ),
  }
}

/** An entry as it is read, its secrets hidden again (audit-secrets.ts); shared by the page and the export. */
export const readableEntry = (row: AuditRow): AuditRow => ({ ...row, changes: maskSecrets(row.changes) })

/** An entry as the screen shows it: its item and the items its changes refer to, by name (docs/decisions/053). */
const toAuditEntry = (row: AuditRow, names: NameBook): AuditEntry => ({
  ...readableEntry(row),
  at: row.at.toISOString(),
  item: names(row.entity, row.entityId),
  references: Object.fromEntries(referencesOf(row).map(([entity, id]) => [id, names(entity, id)])),
})

export async function listAudit(db: Database, query: AuditListQuery): Promise<ListResponse<AuditEntry>> {
  const { rows, total } = await readPage(db, auditList, { ...auditListRequest(query), ...query })
  const names = await nameItems(
    db,
    rows.flatMap((row) => [[row.entity, row.entityId] as const, ...referencesOf(row)]),
  )
  return { items: rows.map((row) => toAuditEntry(row, names)), total, page: query.page, pageSize: query.pageSize }
}
