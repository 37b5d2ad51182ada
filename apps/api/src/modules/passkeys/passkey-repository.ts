import type { Passkey } from '@wifi/contract'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { passkeys, type PasskeyRow } from '../../db/schema.ts'
import { notFound } from '../../errors/api-error.ts'
import { factorState, type FactorState } from '../second-factors/factor-state.ts'

export const toPasskeyView = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  needsConfirmation: row.needsConfirmation,
})

export function listPasskeys(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt))
}

/**
 * The user's passkeys as a strong second factor: one that signs in ('usable'), only ones a password reset set aside
 * until their owner confirms them ('awaiting-confirmation'), or none.
 */
export async function passkeyState(db: Database, userId: string): Promise<FactorState> {
  const [row] = await db
    .select({ needsConfirmation: passkeys.needsConfirmation })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.needsConfirmation))
    .limit(1)
  return factorState(row)
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
