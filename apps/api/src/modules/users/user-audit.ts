import type { UserRow } from '../../db/schema.ts'
import type { Actor } from '../audit/audit-trail.ts'

/** What the audit trail records of a user; the password hash only as "changed". */
export const userSnapshot = (user: UserRow) => ({
  firstname: user.firstname,
  lastname: user.lastname,
  username: user.username,
  email: user.email,
  phone: user.phone,
  role: user.role,
  status: user.status,
  password: user.passwordHash,
})

/** The common part of a user's audit entry, whoever changes it (an admin, or the user on their own account). */
export const userAudit = (actor: Actor, action: 'create' | 'update' | 'delete', entityId: string) => ({
  actor: actor.user,
  ip: actor.ip,
  action,
  entity: 'user' as const,
  entityId,
  secrets: ['password'],
})
