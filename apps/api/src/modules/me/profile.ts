import type { changePasswordSchema, updateProfileSchema } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { users, type UserRow } from '../../db/schema.ts'
import { ApiError, errorFieldKey } from '../../errors/api-error.ts'
import { isUniqueViolation } from '../../errors/unique-violation.ts'
import { hashPassword, verifyPassword } from '../../security/passwords.ts'
import { voidPendingChallenges } from '../auth/otp-challenges.ts'
import { voidResetTokens } from '../auth/password-reset.ts'
import { revokeUserSessions } from '../sessions/session-service.ts'

/** Updates the signed-in user's own profile. The email is not part of it: it cannot be changed. */
export async function updateProfile(
  db: Database,
  userId: string,
  profile: z.output<typeof updateProfileSchema>,
): Promise<UserRow> {
  try {
    const [updated] = await db
      .update(users)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning()
    if (!updated) throw new Error(`user ${userId} vanished during a profile update`)
    return updated
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
 * Changes the password after checking the current one. Every other session of the user ends (someone else may
 * hold one), the current one stays; outstanding sign-in codes and reset links die with the old password.
 */
export async function changePassword(
  db: Database,
  user: UserRow,
  currentSessionId: string,
  input: z.output<typeof changePasswordSchema>,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new ApiError(400, 'WRONG_CURRENT_PASSWORD', 'The current password is not correct.', {
      fields: { currentPassword: errorFieldKey('WRONG_CURRENT_PASSWORD') },
    })
  }
  const passwordHash = await hashPassword(input.newPassword)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id))
    await revokeUserSessions(tx, user.id, currentSessionId)
    await voidPendingChallenges(tx, user.id)
    await voidResetTokens(tx, user.id)
  })
}
