import type { AuditEntity, AuditListQuery } from '@wifi/contract'
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditLog, type AuditRow } from '../../db/schema.ts'
import type { CsvColumn } from '../../export/csv.ts'
import { searchFilter, valuesFilter } from '../../export/csv-filters.ts'
import type { CsvAbout, CsvFilter } from '../../export/csv-heading.ts'
import { label } from '../../export/labels.ts'
import { readableEntry } from './audit-list.ts'
import { nameItems } from './audit-names.ts'

/** The kind of item `entityId` is, from its newest entry; undefined when the trail has none. */
async function kindOf(db: Database, entityId: string): Promise<AuditEntity | undefined> {
  const [entry] = await db
    .select({ entity: auditLog.entity })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(desc(auditLog.at))
    .limit(1)
  return entry?.entity
}

/**
 * The one item the trail is filtered on, by name under its kind as the screen shows it ("Địa điểm: Bún chả"); by id
 * for a kind nothing names (the guest texts).
 */
async function itemFilter(db: Database, entityId: string, known: AuditEntity | undefined): Promise<CsvFilter> {
  const entity = known ?? (await kindOf(db, entityId))
  if (!entity) return { label: 'exports.item', values: [{ key: 'exports.notFound' }] }
  const names = await nameItems(db, [[entity, entityId]])
  return { label: `audit.entities.${entity}`, values: [names(entity, entityId).name ?? entityId] }
}

/** What the audit CSV holds: the trail with its period, search, kind of item, item and action filters. */
export async function auditCsvAbout(
  db: Database,
  query: Omit<AuditListQuery, 'page' | 'pageSize' | 'sort' | 'order'>,
): Promise<CsvAbout> {
  return {
    kind: 'audit',
    period: { from: query.from, to: query.to },
    filters: [
      ...searchFilter(query.q),
      ...valuesFilter('audit.filters.entity', 'audit.entities', query.entity && [query.entity]),
      ...(query.entityId ? [await itemFilter(db, query.entityId, query.entity)] : []),
      ...valuesFilter('audit.filters.action', 'audit.actions', query.action && [query.action]),
    ],
  }
}

/**
 * The audit trail as CSV: one line per change, its action and kind of item worded as the screen words them, its field
 * changes as the JSON recorded (the evidence, field names and values as stored) with the secrets hidden.
 */
export const auditCsvColumns: CsvColumn<AuditRow>[] = [
  { header: 'audit.fields.at', value: (entry) => entry.at },
  { header: 'audit.fields.actorEmail', value: (entry) => entry.actorEmail },
  { header: 'audit.fields.ip', value: (entry) => entry.ip },
  { header: 'audit.fields.action', value: (entry, language) => label(language, `audit.actions.${entry.action}`) },
  { header: 'audit.fields.entity', value: (entry, language) => label(language, `audit.entities.${entry.entity}`) },
  { header: 'audit.fields.entityId', value: (entry) => entry.entityId },
  { header: 'audit.fields.changes', value: (entry) => readableEntry(entry).changes },
]
