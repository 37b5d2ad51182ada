import type { changePasswordSchema, updateProfileSchema } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { users, type UserRow } from '../../db/schema.ts'
import { ApiError, errorFieldKey } from '../../errors/api-error.ts'
import { isUniqueViolation } from '../../errors/unique-violation.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import { assertNotCommonPassword } from '../../security/common-passwords.ts'
import { hashPassword, verifyPassword } from '../../security/passwords.ts'
import { logLockout, logSecurityEvent } from '../../security/security-events.ts'
import { recordChange, type Actor } from '../audit/audit-trail.ts'
import { voidPendingChallenges } from '../auth/otp-challenges.ts'
import { voidResetTokens } from '../auth/password-reset.ts'
import { revokeUserSessions } from '../sessions/session-service.ts'
import { userAudit, userSnapshot } from '../users/user-audit.ts'

/** Updates the signed-in user's own profile, with its audit entry. The email is not part of it: it cannot change. */
export async function updateProfile(
  db: Database,
  actor: Actor,
  profile: z.output<typeof updateProfileSchema>,
): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ ...profile, updatedAt: new Date() })
        .where(eq(users.id, actor.user.id))
        .returning()
      if (!updated) throw new Error(`user ${actor.user.id} vanished during a profile update`)
      await recordChange(tx, {
        ...userAudit(actor, 'update', updated.id),
        before: userSnapshot(actor.user),
        after: userSnapshot(updated),
      })
      return updated
    })
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_unique')) {
      throw new ApiError(409, 'USERNAME_IN_USE', 'This username is already taken.', {
        fields: { username: errorFieldKey('USERNAME_IN_USE') },
      })
    }
    throw error
  }
}

/**
 * Changes the password after checking the current one. The attempt is counted before the check, so guesses sent
 * together cannot get past the limit. Every other session of the user ends (someone else may hold one), the
 * current one stays; outstanding sign-in codes and reset links die with the old password.
 */
export async function changePassword(
  db: Database,
  actor: Actor,
  input: z.output<typeof changePasswordSchema>,
  log: FastifyBaseLogger,
): Promise<void> {
  const { user } = actor
  const attempt = await countAttempt(
    db,
    [{ policy: rateLimitPolicies.currentPasswordFailuresPerAccount, subject: user.id }],
    logLockout(log, { userId: user.id, ip: actor.ip }),
  )
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new ApiError(400, 'WRONG_CURRENT_PASSWORD', 'The current password is not correct.', {
      fields: { currentPassword: errorFieldKey('WRONG_CURRENT_PASSWORD') },
    })
  }
  await attempt.refund()
  assertNotCommonPassword(input.newPassword, 'newPassword')
  const passwordHash = await hashPassword(input.newPassword)
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning()
    if (!updated) throw new Error(`user ${user.id} vanished during a password change`)
    await revokeUserSessions(tx, user.id, actor.sessionId)
    await voidPendingChallenges(tx, user.id)
    await voidResetTokens(tx, user.id)
    await recordChange(tx, {
      ...userAudit(actor, 'update', user.id),
      before: userSnapshot(user),
      after: userSnapshot(updated),
    })
  })
  logSecurityEvent(log, 'password.changed', { userId: user.id, ip: actor.ip })
}
