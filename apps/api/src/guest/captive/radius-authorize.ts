import type { Language } from '@wifi/contract'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { guestSessions } from '../../db/schema.ts'
import { isSessionId } from './guest-sessions.ts'
import { credentialHash } from './hand-off.ts'

export type CredentialRefusal = 'unknown' | 'used' | 'expired'

export type CredentialCheck =
  | { accepted: true; lang: Language; sessionId: string; venueId: string }
  | { accepted: false; reason: CredentialRefusal; lang: Language }

/**
 * RADIUS's question about a guest's logon (user name: the guest session's id; password: the credential Connect
 * issued): accepted once, within its lifetime, for a CoovaChilli session that was handed off. Accepting and using up
 * are one UPDATE, so two requests with the same credential cannot both pass. A wrong password counts as unknown: the
 * answer never says that the user name exists.
 */
export async function checkGuestCredential(db: Database, username: string, password: string): Promise<CredentialCheck> {
  if (!isSessionId(username)) return { accepted: false, reason: 'unknown', lang: 'vi' }
  const matches = and(
    eq(guestSessions.id, username),
    eq(guestSessions.gatewayKind, 'chilli'),
    eq(guestSessions.credentialHash, credentialHash(password)),
  )
  const [used] = await db
    .update(guestSessions)
    .set({ credentialUsedAt: sql`now()` })
    .where(and(matches, isNull(guestSessions.credentialUsedAt), gt(guestSessions.credentialExpiresAt, sql`now()`)))
    .returning({ lang: guestSessions.lang, venueId: guestSessions.venueId })
  if (used) return { accepted: true, lang: used.lang, sessionId: username, venueId: used.venueId }
  const [found] = await db
    .select({ lang: guestSessions.lang, usedAt: guestSessions.credentialUsedAt })
    .from(guestSessions)
    .where(matches)
  if (!found) return { accepted: false, reason: 'unknown', lang: 'vi' }
  return { accepted: false, reason: found.usedAt ? 'used' : 'expired', lang: found.lang }
}
