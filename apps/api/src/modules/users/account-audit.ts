import { asc, eq, max } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { passkeys, recoveryCodes } from '../../db/schema.ts'
import { recordChange, type Actor } from '../audit/audit-trail.ts'

/**
 * How the audit trail records a change to how a user signs in, by the user (Settings → Security) or by an admin (the
 * users list), as an update of the user (docs/decisions/040). Only what a reader may see: whether an app is set up,
 * the passkeys' names, how many sessions were live, whether sign-in was locked. The recovery codes appear as when
 * their set was made, a field hidden by its name, so the trail says they changed and nothing of them.
 */
export interface AccountSnapshot {
  authenticatorApp?: boolean
  recoveryCodes?: string | null
  passkeys?: string[]
  liveSessions?: number
  locked?: boolean
}

export function recordAccountChange(
  db: Database,
  actor: Pick<Actor, 'user' | 'ip'>,
  userId: string,
  before: AccountSnapshot,
  after: AccountSnapshot,
): Promise<void> {
  return recordChange(db, {
    actor: actor.user,
    ip: actor.ip,
    action: 'update',
    entity: 'user',
    entityId: userId,
    before: { ...before },
    after: { ...after },
    secrets: ['recoveryCodes'],
  })
}

/** When the user's recovery codes were made (their set is replaced whole), or null when they have none. */
export async function recoveryCodesMadeAt(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ madeAt: max(recoveryCodes.createdAt) })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId))
  return row?.madeAt?.toISOString() ?? null
}

/** The user's passkeys' names, oldest first. */
export async function passkeyNames(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: passkeys.name })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
  return rows.map((row) => row.name)
}
