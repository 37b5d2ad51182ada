import { randomBytes } from 'node:crypto'
import type { Role, UserStatus } from '@wifi/contract'
import type { Database } from '../../db/client.ts'
import { users, type UserRow } from '../../db/schema.ts'
import { hashPassword } from '../../security/passwords.ts'

export interface NewUser {
  email: string
  password: string
  role: Role
  status: UserStatus
  username: string | null
  firstname: string | null
  lastname: string | null
  phone: string | null
}

/** A password that passes every rule of the contract (upper, lower, digit, length). */
export function generatePassword(): string {
  return `Wf-${randomBytes(12).toString('base64url')}9a`
}

/**
 * Creates a user with a hashed password. The one way users come into being — sign-up, the first admin, the
 * demo seed and the tests all use it — so every user row is built the same way. Unset fields get defaults
 * (an active customer with a unique email and a generated password), returned so the caller can sign in.
 */
export async function createUser(
  db: Database,
  fields: Partial<NewUser> = {},
): Promise<{ user: UserRow; password: string }> {
  const password = fields.password ?? generatePassword()
  const [user] = await db
    .insert(users)
    .values(await rowOf(fields, password))
    .returning()
  if (!user) throw new Error('user insert returned no row')
  return { user, password }
}

/**
 * Creates the user unless the email already has an account; then returns undefined and changes nothing. The
 * conflict is skipped in the insert rather than raised: a failed query makes node-postgres's pool drop its
 * connection, and the next request paying for a new one would tell a watcher that the email was taken.
 */
export async function createUserIfEmailFree(
  db: Database,
  fields: Partial<NewUser> & Pick<NewUser, 'email' | 'password'>,
): Promise<UserRow | undefined> {
  const [user] = await db
    .insert(users)
    .values(await rowOf(fields, fields.password))
    .onConflictDoNothing()
    .returning()
  return user
}

async function rowOf(fields: Partial<NewUser>, password: string) {
  return {
    email: (fields.email ?? `user-${randomBytes(6).toString('hex')}@example.test`).trim().toLowerCase(),
    passwordHash: await hashPassword(password),
    role: fields.role ?? 'customer',
    status: fields.status ?? 'active',
    username: fields.username ?? null,
    firstname: fields.firstname ?? null,
    lastname: fields.lastname ?? null,
    phone: fields.phone ?? null,
  }
}
