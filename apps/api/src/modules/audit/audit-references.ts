import { auditReferenceFields, type AuditEntity } from '@wifi/contract'
import type { AuditRow } from '../../db/schema.ts'

/** One item an entry names: its kind and id. */
export type NamedItem = readonly [entity: AuditEntity, id: string]

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The ids in a recorded value: the value itself, or each of a list's; anything else (an older entry's) is none. */
const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && uuidPattern.test(item),
  )

/** The items an entry's changes refer to by id (auditReferenceFields), before and after, each once. */
export function referencesOf(row: Pick<AuditRow, 'entity' | 'changes'>): NamedItem[] {
  const fields: Partial<Record<string, AuditEntity>> = auditReferenceFields[row.entity] ?? {}
  const found = new Map<string, NamedItem>()
  for (const [field, entity] of Object.entries(fields)) {
    for (const id of (row.changes[field] ?? []).flatMap(idsIn)) found.set(`${entity}:${id}`, [entity!, id])
  }
  return [...found.values()]
}
