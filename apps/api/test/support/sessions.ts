import type { Database } from '../../src/db/client.ts'
import type { UserRow } from '../../src/db/schema.ts'
import { createSession } from '../../src/modules/sessions/session-service.ts'
import { createUser, type NewUser } from '../../src/modules/users/user-factory.ts'
import { freshAddress } from './test-app.ts'

/**
 * A session for `user` made the way a completed sign-in makes it (the server's own `createSession`), as if signed in
 * with the emailed code, without sending one: for tests of what a signed-in user may do, not of signing in. Answers
 * its bearer token.
 */
export async function sessionFor(db: Database, user: Pick<UserRow, 'id'>): Promise<string> {
  const { accessToken } = await createSession(db, user.id, { ip: freshAddress(), userAgent: 'node' }, 'email')
  return accessToken
}

/** A user made in the database (the shared user factory) with a session made directly: its bearer token. */
export async function userWithSession(db: Database, fields: Partial<NewUser> = {}) {
  const { user, password } = await createUser(db, fields)
  return { user, password, token: await sessionFor(db, user) }
}
