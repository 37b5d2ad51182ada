import { randomInt } from 'node:crypto'
import { recoveryCodeCount } from '@wifi/contract'
import { and, count, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { recoveryCodes } from '../../db/schema.ts'
import type { RecoveryCodeHasher } from '../../security/recovery-code-hash.ts'

/** Letters and digits that cannot be mistaken for one another when read off paper (no i, l, o, 0, 1). */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten characters (about 50 bits) shown as two groups of five. */
function randomRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)])
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`
}

/** Replaces a user's recovery codes with ten new ones; returned this once, stored only hashed. */
export async function replaceRecoveryCodes(db: Database, hash: RecoveryCodeHasher, userId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, randomRecoveryCode)
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hash(code) })))
  return codes
}

/** Uses up a recovery code: true once for each code, in one statement, so two requests cannot both use it. */
export async function useRecoveryCode(
  db: Database,
  hash: RecoveryCodeHasher,
  userId: string,
  code: string,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hash(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id })
  return used.length > 0
}

export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return row?.left ?? 0
}
