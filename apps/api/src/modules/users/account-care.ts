import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { passkeyChallenges, passkeys, recoveryCodes, totpFactors, type UserRow } from '../../db/schema.ts'
import { ApiError, notFound } from '../../errors/api-error.ts'
import { clearAccountLockout } from '../../rate-limit/account-lockout.ts'
import { logSecurityEvent, type SecurityEvent } from '../../security/security-events.ts'
import type { Actor } from '../audit/audit-trail.ts'
import { revokeUserSessions } from '../sessions/session-service.ts'
import { hasAuthenticatorApp } from '../second-factors/strong-factors.ts'
import { passkeyNames, recordAccountChange, recoveryCodesMadeAt } from './account-audit.ts'
import { findUserById } from './user-repository.ts'

/**
 * An admin's care of another user's account (issue 24): sign them out everywhere, lift a sign-in lock, reset their
 * second factors. Each is audited as an update of the user and logged as a security event. An admin's own account is
 * refused here: their sign-in is theirs to change in Settings → Security, where removing a factor asks for the
 * password (docs/decisions/040).
 */
export interface CareRequest {
  actor: Actor
  log: FastifyBaseLogger
}

async function careTarget(db: Database, { actor }: CareRequest, id: string): Promise<UserRow> {
  if (id === actor.user.id) {
    throw new ApiError(409, 'OWN_ACCOUNT_CARE', 'Change your own sign-in steps in Settings → Security.')
  }
  const user = await findUserById(db, id)
  if (!user) throw notFound('The user')
  return user
}

const logCare = ({ actor, log }: CareRequest, event: SecurityEvent, userId: string, details: object = {}) =>
  logSecurityEvent(log, event, { userId, ip: actor.ip, actorId: actor.user.id, ...details })

/** Ends every live session of the user; answers how many. */
export async function endUserSessions(db: Database, request: CareRequest, id: string): Promise<number> {
  const ended = await db.transaction(async (tx) => {
    await careTarget(tx, request, id)
    const count = await revokeUserSessions(tx, id)
    await recordAccountChange(tx, request.actor, id, { liveSessions: count }, { liveSessions: 0 })
    return count
  })
  logCare(request, 'account.sessions-ended', id, { ended })
  return ended
}

/** Clears the counters that lock the user out of signing in (ADR 011's per-account limits). */
export async function unlockUser(db: Database, request: CareRequest, id: string): Promise<void> {
  const wasLocked = await db.transaction(async (tx) => {
    const user = await careTarget(tx, request, id)
    const locked = await clearAccountLockout(tx, user.email, user.id)
    await recordAccountChange(tx, request.actor, id, { locked }, { locked: false })
    return locked
  })
  logCare(request, 'account.unlocked', id, { wasLocked })
}

/**
 * Takes away the user's authenticator app (set up or half set up), recovery codes and passkeys, and ends their
 * sessions: they sign in with the emailed code again, or are led to set up a factor if REQUIRE_STRONG_MFA asks it of
 * their role. Answers the user, for the email the route sends.
 */
export async function resetSecondFactors(db: Database, request: CareRequest, id: string): Promise<UserRow> {
  const user = await db.transaction(async (tx) => {
    const target = await careTarget(tx, request, id)
    const before = {
      authenticatorApp: await hasAuthenticatorApp(tx, id),
      recoveryCodes: await recoveryCodesMadeAt(tx, id),
      passkeys: await passkeyNames(tx, id),
    }
    await tx.delete(totpFactors).where(eq(totpFactors.userId, id))
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id))
    await tx.delete(passkeys).where(eq(passkeys.userId, id))
    await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, id))
    const liveSessions = await revokeUserSessions(tx, id)
    await recordAccountChange(
      tx,
      request.actor,
      id,
      { ...before, liveSessions },
      { authenticatorApp: false, recoveryCodes: null, passkeys: [], liveSessions: 0 },
    )
    return target
  })
  logCare(request, 'second-factors.reset', id)
  return user
}
