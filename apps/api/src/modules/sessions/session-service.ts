import { authTimings } from '@wifi/contract'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { sessions, users, type UserRow } from '../../db/schema.ts'
import { hashToken, randomToken } from '../../security/tokens.ts'

export interface ClientInfo {
  ip: string
  userAgent: string | undefined
}

/** last_used_at is refreshed at most this often, so reads do not turn every request into a write. */
const touchIntervalSeconds = 60

export async function createSession(
  db: Database,
  userId: string,
  client: ClientInfo,
): Promise<{ accessToken: string; expiresAt: Date }> {
  const accessToken = randomToken()
  const expiresAt = new Date(Date.now() + authTimings.sessionTtlSeconds * 1000)
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(accessToken),
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  })
  return { accessToken, expiresAt }
}

/**
 * The session a bearer token names, with its user, when it is usable right now: not expired, not revoked,
 * and its user active. Checked on every request, so revoking or deactivating takes effect at once.
 */
export async function findActiveSession(
  db: Database,
  accessToken: string,
): Promise<{ sessionId: string; user: UserRow } | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(accessToken)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, 'active'),
      ),
    )
  if (!row) return undefined
  if (Date.now() - row.lastUsedAt.getTime() > touchIntervalSeconds * 1000) {
    await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, row.sessionId))
  }
  return { sessionId: row.sessionId, user: row.user }
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Revokes every live session of a user, or all but `exceptSessionId` (the one changing the password). */
export async function revokeUserSessions(db: Database, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
}
