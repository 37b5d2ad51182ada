import type { Passkey } from '@wifi/contract'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { passkeys, type PasskeyRow } from '../../db/schema.ts'
import { notFound } from '../../errors/api-error.ts'

export const toPasskeyView = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
})

export function listPasskeys(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt))
}

/** Whether the user has a passkey: a strong second factor (issue 24's enforcement counts it). */
export async function hasPasskey(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1)
  return row !== undefined
}

export async function findPasskeyByCredentialId(db: Database, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId))
  return row
}

export async function renamePasskey(db: Database, userId: string, id: string, name: string): Promise<PasskeyRow> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning()
  if (!row) throw notFound('The passkey')
  return row
}

/**
 * Records a successful sign-in with a passkey. The counter only moves forward: of two answers signed with the same
 * counter, the second finds it already there and is refused (a cloned authenticator, or a replay).
 */
export async function recordPasskeyUse(db: Database, passkey: PasskeyRow, newCounter: number): Promise<boolean> {
  const counterMoves = newCounter > passkey.counter || (newCounter === 0 && passkey.counter === 0)
  if (!counterMoves) return false
  const [updated] = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(
      and(
        eq(passkeys.id, passkey.id),
        newCounter === 0 ? eq(passkeys.counter, 0) : sql`${passkeys.counter} < ${newCounter}`,
      ),
    )
    .returning({ id: passkeys.id })
  return updated !== undefined
}
