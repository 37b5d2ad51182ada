import type { ListResponse, User, UserCreateBody, UserListItem, UserListQuery, UserUpdateBody } from '@wifi/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { activeAdmins, isActiveAdmin } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { contains } from '../../db/list-query.ts'
import { readPage, type ListSource } from '../../db/paged-list.ts'
import { users } from '../../db/schema.ts'
import { ApiError, errorFieldKey, notFound } from '../../errors/api-error.ts'
import { uniqueFieldError } from '../../errors/unique-field-error.ts'
import { assertNotCommonPassword } from '../../security/common-passwords.ts'
import { hashPassword } from '../../security/passwords.ts'
import { recordChange, type Actor } from '../audit/audit-trail.ts'
import { revokeUserSessions } from '../sessions/session-service.ts'
import { createUser as insertUser } from './user-factory.ts'
import { findUserById } from './user-repository.ts'
import { userAudit as auditOf, userSnapshot } from './user-audit.ts'
import { toUserView } from './user-view.ts'
import { accountStates, noAccountState } from './user-account-state.ts'

/** The users list: sortable columns and the tie-breaking id (db/paged-list.ts). */
export const userList: ListSource<typeof users, UserListQuery['sort']> = {
  table: users,
  id: users.id,
  sortColumns: {
    fullName: users.fullName,
    username: sql`lower(${users.username})`,
    email: sql`lower(${users.email})`,
    phone: users.phone,
    role: users.role,
    status: users.status,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
  },
}

/** The query's filters and search as one list request; shared by the page and the export. */
export function userListRequest(query: Omit<UserListQuery, 'page' | 'pageSize'>) {
  return {
    sort: query.sort,
    order: query.order,
    searching: !!query.q,
    where: and(
      query.status?.length ? inArray(users.status, query.status) : undefined,
      query.role?.length ? inArray(users.role, query.role) : undefined,
      query.q ? contains(users.search, query.q) : undefined,
    ),
  }
}

/** A page of users, each with their account's state (second factors, last activity, lock), in two queries. */
export async function listUsers(db: Database, query: UserListQuery): Promise<ListResponse<UserListItem>> {
  const { rows, total } = await readPage(db, userList, { ...userListRequest(query), ...query })
  const states = await accountStates(db, rows)
  const items = rows.map((row) => ({ ...toUserView(row), ...(states.get(row.id) ?? noAccountState) }))
  return { items, total, page: query.page, pageSize: query.pageSize }
}

export async function getUser(db: Database, id: string): Promise<User> {
  const user = await findUserById(db, id)
  if (!user) throw notFound('The user')
  return toUserView(user)
}

export async function createUser(db: Database, actor: Actor, body: UserCreateBody): Promise<User> {
  assertNotCommonPassword(body.password, 'password')
  try {
    return await db.transaction(async (tx) => {
      const { confirmPassword: _confirm, ...fields } = body
      const { user } = await insertUser(tx, fields)
      await recordChange(tx, { ...auditOf(actor, 'create', user.id), before: {}, after: userSnapshot(user) })
      return toUserView(user)
    })
  } catch (error) {
    throw uniqueFieldError(error) ?? error
  }
}

/**
 * An admin edits a user. An admin cannot deactivate themselves, and the last active admin cannot stop being
 * one; deactivating a user or setting their password ends their sessions everywhere.
 */
export async function updateUser(db: Database, actor: Actor, id: string, body: UserUpdateBody): Promise<User> {
  if (body.password) assertNotCommonPassword(body.password, 'password')
  try {
    return await db.transaction(async (tx) => {
      const before = await findUserById(tx, id)
      if (!before) throw notFound('The user')
      if (before.id === actor.user.id && body.status === 'inactive') throw cannotChangeSelf('status')
      if (isActiveAdmin(before) && !isActiveAdmin(body)) {
        // The field that gives up the last admin: the role, unless it stays admin and the status does it.
        const field = isActiveAdmin({ ...body, status: 'active' }) ? 'status' : 'role'
        await assertAnotherActiveAdmin(tx, before.id, field)
      }
      const { password, confirmPassword: _confirm, ...fields } = body
      const [after] = await tx
        .update(users)
        .set({ ...fields, ...(password ? { passwordHash: await hashPassword(password) } : {}), updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning()
      if (!after) throw notFound('The user')
      // An admin setting their own password keeps the session they are using, as /api/me/password does.
      if (after.status === 'inactive' || password) {
        await revokeUserSessions(tx, id, id === actor.user.id ? actor.sessionId : undefined)
      }
      await recordChange(tx, {
        ...auditOf(actor, 'update', id),
        before: userSnapshot(before),
        after: userSnapshot(after),
      })
      return toUserView(after)
    })
  } catch (error) {
    throw uniqueFieldError(error) ?? error
  }
}

export async function deleteUser(db: Database, actor: Actor, id: string): Promise<void> {
  if (id === actor.user.id) throw cannotChangeSelf()
  await db.transaction(async (tx) => {
    const before = await findUserById(tx, id)
    if (!before) throw notFound('The user')
    if (isActiveAdmin(before)) await assertAnotherActiveAdmin(tx, id)
    await tx.delete(users).where(eq(users.id, id))
    await recordChange(tx, { ...auditOf(actor, 'delete', id), before: userSnapshot(before), after: {} })
  })
}

/**
 * Locks every active admin's row for the rest of the transaction, so two admins demoting themselves at the same
 * moment cannot both succeed and leave nobody in charge. The rows are locked in id order, the same in every
 * transaction, so two of them wait for each other instead of deadlocking; the later one then sees the earlier
 * one's change.
 */
async function assertAnotherActiveAdmin(db: Database, exceptId: string, field?: 'role' | 'status'): Promise<void> {
  const admins = await db.select({ id: users.id }).from(users).where(activeAdmins()).orderBy(users.id).for('update')
  if (admins.every((admin) => admin.id === exceptId)) {
    throw new ApiError(409, 'LAST_ADMIN', 'The last active administrator must stay an active administrator.', {
      ...(field ? { fields: { [field]: errorFieldKey('LAST_ADMIN') } } : {}),
    })
  }
}

const cannotChangeSelf = (field?: 'status') =>
  new ApiError(409, 'CANNOT_CHANGE_SELF', 'You cannot deactivate or delete your own account.', {
    ...(field ? { fields: { [field]: errorFieldKey('CANNOT_CHANGE_SELF') } } : {}),
  })
