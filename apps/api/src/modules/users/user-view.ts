import type { User } from '@wifi/contract'
import type { UserRow } from '../../db/schema.ts'

/** The API's view of a user (the contract's userSchema): never the password hash. */
export function toUserView(row: UserRow): User {
  const fullName = [row.firstname, row.lastname].filter(Boolean).join(' ')
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstname: row.firstname,
    lastname: row.lastname,
    fullName: fullName || row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
