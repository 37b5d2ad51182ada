import { auditedFields, type AuditEntry } from '@wifi/contract'
import type { Database } from '../../db/client.ts'
import { auditLog, type UserRow } from '../../db/schema.ts'
import { maskSecrets } from './audit-secrets.ts'

type Snapshot = Record<string, unknown>

/** Who acts, and from which address: every change is recorded with both. */
export interface Actor {
  user: UserRow
  ip: string
  /** The session the change comes through; kept when the change would otherwise end the actor's own sessions. */
  sessionId?: string
}

export interface Change {
  actor: UserRow
  ip: string
  action: AuditEntry['action']
  entity: AuditEntry['entity']
  entityId: string
  /** The audited fields before and after; `{}` before a create and after a delete. */
  before: Snapshot
  after: Snapshot
  /** Fields whose values must never be written down (passwords, Wi-Fi keys), beyond those named as secrets. */
  secrets?: readonly string[]
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** Field → [before, after] for every field that differs, with secrets masked. */
function changedFields(before: Snapshot, after: Snapshot, secrets: readonly string[] = []) {
  const changes: Record<string, [unknown, unknown]> = {}
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!same(before[field], after[field])) changes[field] = [before[field] ?? null, after[field] ?? null]
  }
  return maskSecrets(changes, secrets)
}

/**
 * Every field recorded must be one the contract lists (auditedFields), so the audit screen can name it in both
 * languages: a field added to a module's snapshot without it fails that module's own tests here, before release.
 */
function assertListed(entity: AuditEntry['entity'], changes: Record<string, unknown>) {
  const listed: readonly string[] = auditedFields[entity]
  const unlisted = Object.keys(changes).filter((field) => !listed.includes(field))
  if (unlisted.length > 0) {
    throw new Error(
      `The audit trail records ${entity} fields it does not list: ${unlisted.join(', ')}. Add them to auditedFields ` +
        '(packages/contract/src/audit-fields.ts) and their labels to the console (features/audit/audit-fields.ts).',
    )
  }
}

/**
 * Writes one entry of the audit trail. Call it inside the transaction that makes the change, so a change is
 * never without its entry, nor an entry without its change. An update that changed nothing writes nothing.
 */
export async function recordChange(db: Database, change: Change): Promise<void> {
  const changes = changedFields(change.before, change.after, change.secrets)
  if (change.action === 'update' && Object.keys(changes).length === 0) return
  assertListed(change.entity, changes)
  await db.insert(auditLog).values({
    actorId: change.actor.id,
    actorEmail: change.actor.email,
    ip: change.ip,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    changes,
  })
}
