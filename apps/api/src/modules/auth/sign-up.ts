import type { Database } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import { ApiError, errorFieldKey } from '../../errors/api-error.ts'
import { isUniqueViolation } from '../../errors/unique-violation.ts'
import { createUser } from '../users/user-factory.ts'

/** Creates an active customer with only an email and a password (docs/decisions/005). */
export async function signUp(db: Database, email: string, password: string): Promise<UserRow> {
  try {
    const { user } = await createUser(db, { email, password, role: 'customer', status: 'active' })
    return user
  } catch (error) {
    // Relying on the unique index rather than a prior lookup keeps two simultaneous sign-ups from both passing.
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new ApiError(409, 'EMAIL_IN_USE', 'This email is already in use.', {
        fields: { email: errorFieldKey('EMAIL_IN_USE') },
      })
    }
    throw error
  }
}
