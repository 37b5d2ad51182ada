import { authTimings, type Session, type SignInMethod } from '@wifi/contract'
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { sessions, users, type UserRow } from '../../db/schema.ts'
import { hashToken, randomToken } from '../../security/tokens.ts'
import { describeUserAgent } from './user-agent.ts'

export interface ClientInfo {
  ip: string
  userAgent: string | undefined
}

/** last_used_at is refreshed at most this often, so reads do not turn every request into a write. */
const touchIntervalSeconds = 60

/** A session starts when a sign-in's second step passes; it keeps which one (docs/decisions/045). */
export async function createSession(
  db: Database,
  userId: string,
  client: ClientInfo,
  secondStep: SignInMethod,
): Promise<{ accessToken: string; expiresAt: Date }> {
  const accessToken = randomToken()
  const expiresAt = new Date(Date.now() + authTimings.sessionTtlSeconds * 1000)
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(accessToken),
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    secondStep,
  })
  return { accessToken, expiresAt }
}

/** What a live session proves about its sign-in: the second step it showed, and when it signed in. */
export interface SessionProof {
  secondStep: SignInMethod
  signedInAt: Date
}

/**
 * A strong factor set up in a session (its first code typed, a passkey made with user verification) proves the
 * session's holder has it, as signing in with it would have: the session shows that step from now on.
 */
export async function recordStrongStep(db: Database, sessionId: string, step: 'totp' | 'passkey'): Promise<void> {
  await db
    .update(sessions)
    .set({ secondStep: step })
    .where(and(eq(sessions.id, sessionId), eq(sessions.secondStep, 'email')))
}

/**
 * The session a bearer token names, with its user, when it is usable right now: not expired, not revoked,
 * and its user active. Checked on every request, so revoking or deactivating takes effect at once.
 */
export async function findActiveSession(
  db: Database,
  accessToken: string,
): Promise<{ sessionId: string; user: UserRow; proof: SessionProof } | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      secondStep: sessions.secondStep,
      signedInAt: sessions.createdAt,
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(accessToken)), live(new Date()), eq(users.status, 'active')))
  if (!row) return undefined
  if (Date.now() - row.lastUsedAt.getTime() > touchIntervalSeconds * 1000) {
    await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, row.sessionId))
  }
  return {
    sessionId: row.sessionId,
    user: row.user,
    proof: { secondStep: row.secondStep, signedInAt: row.signedInAt },
  }
}

/**
 * Usable now: not ended, not past its absolute lifetime, and used within the idle period (docs/decisions/013).
 * last_used_at is refreshed at most once a minute, far finer than the idle period.
 */
const live = (now: Date) =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastUsedAt, new Date(now.getTime() - authTimings.sessionIdleSeconds * 1000)),
  )

/** The user's live sessions, the one making the request first, then the most recently used. */
export async function listSessions(db: Database, userId: string, currentSessionId: string): Promise<Session[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(new Date())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
  return rows
    .map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      ip: row.ip,
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastUsedAt.toISOString(),
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current))
}

/** Ends one live session of the user (signing out is ending one's own); false when they have none by that id. */
export async function endSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(new Date())))
    .returning({ id: sessions.id })
  return ended.length > 0
}

/**
 * Ends every live session of a user, or all but `exceptSessionId` (the one changing the password, or asking to
 * sign out its other devices); returns how many ended.
 */
export async function revokeUserSessions(db: Database, userId: string, exceptSessionId?: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        live(new Date()),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id })
  return ended.length
}
