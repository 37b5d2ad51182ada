import type { UserListItem } from '@wifi/contract'
import { and, count, eq, inArray, isNotNull, max, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { passkeys, sessions, totpFactors, users, type UserRow } from '../../db/schema.ts'
import { accountLocked } from '../../rate-limit/account-lockout.ts'

export type AccountState = Pick<UserListItem, 'authenticatorApp' | 'passkeys' | 'lastActiveAt' | 'locked'>

/**
 * The second factors, last activity and lock of a page of users, read in one query whatever the page's size: each
 * column a sub-select on its table's user index, evaluated for the page's rows only.
 */
export async function accountStates(db: Database, page: UserRow[]): Promise<Map<string, AccountState>> {
  if (page.length === 0) return new Map()
  const rows = await db
    .select({
      id: users.id,
      authenticatorApp: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(totpFactors)
        .where(and(eq(totpFactors.userId, users.id), isNotNull(totpFactors.confirmedAt)))})`,
      passkeys: sql<number>`(${db.select({ value: count() }).from(passkeys).where(eq(passkeys.userId, users.id))})::int`,
      lastActiveAt: sql<Date | null>`(${db
        .select({ value: max(sessions.lastUsedAt) })
        .from(sessions)
        .where(eq(sessions.userId, users.id))})`.mapWith(sessions.lastUsedAt),
      locked: sql<boolean>`${accountLocked(users.email, users.id)}`,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        page.map((user) => user.id),
      ),
    )
  return new Map(
    rows.map((row) => [
      row.id,
      {
        authenticatorApp: row.authenticatorApp,
        passkeys: row.passkeys,
        lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
        locked: row.locked,
      },
    ]),
  )
}

/** A user with none of it: no factor, never active, not locked (a row that vanished between the two reads). */
export const noAccountState: AccountState = { authenticatorApp: false, passkeys: 0, lastActiveAt: null, locked: false }
