import type { AuditEntry, ListResponse, auditListQuerySchema } from '@wifi/contract'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { Database } from '../../db/client.ts'
import { readPage, type ListSource } from '../../db/paged-list.ts'
import { auditLog, type AuditRow } from '../../db/schema.ts'

type AuditListQuery = z.output<typeof auditListQuerySchema>

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
    searching: false,
    where: and(
      query.entity ? eq(auditLog.entity, query.entity) : undefined,
      query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    ),
  }
}

export const toAuditEntry = (row: AuditRow): AuditEntry => ({ ...row, at: row.at.toISOString() })

export async function listAudit(db: Database, query: AuditListQuery): Promise<ListResponse<AuditEntry>> {
  const { rows, total } = await readPage(db, auditList, { ...auditListRequest(query), ...query })
  return { items: rows.map(toAuditEntry), total, page: query.page, pageSize: query.pageSize }
}
