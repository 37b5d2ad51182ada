import type { AuditRow } from '../../db/schema.ts'
import type { CsvColumn } from '../../export/csv.ts'
import { readableEntry } from './audit-list.ts'

/** The audit trail as CSV: one line per change, its field changes as JSON with the secrets hidden. */
export const auditCsvColumns: CsvColumn<AuditRow>[] = [
  { header: 'audit.fields.at', value: (entry) => entry.at },
  { header: 'audit.fields.actorEmail', value: (entry) => entry.actorEmail },
  { header: 'audit.fields.ip', value: (entry) => entry.ip },
  { header: 'audit.fields.action', value: (entry) => entry.action },
  { header: 'audit.fields.entity', value: (entry) => entry.entity },
  { header: 'audit.fields.entityId', value: (entry) => entry.entityId },
  { header: 'audit.fields.changes', value: (entry) => readableEntry(entry).changes },
]
