import * as z from 'zod/mini'
import { limits, roles, statuses } from './constants.ts'
import {
  emailWith,
  firstnameField,
  lastnameField,
  newPasswordField,
  optionalPhoneField,
  passwordsMatch,
  usernameField,
} from './fields.ts'
import { csvEnum, listQuerySchema } from './list.ts'
import { msg } from './messages.ts'

/** The user form's email: required, and 'Email không hợp lệ.' when malformed (docs/product.md §5). */
const userEmailField = emailWith(msg.userEmailInvalid)

const userProfile = {
  firstname: firstnameField,
  lastname: lastnameField,
  username: usernameField,
  email: userEmailField,
  // Optional, as on the profile a user edits themselves (issue 38, docs/decisions/052): an admin adding a user
  // may not know their number, and a required field would only collect made-up ones.
  phone: optionalPhoneField,
  role: z.enum(roles, { error: msg.roleRequired }),
  status: z._default(z.enum(statuses, { error: msg.statusRequired }), 'active'),
}

const userPasswordsMatch = passwordsMatch('password', msg.passwordsDontMatchSignUp)

/** An admin creates a user with a password, under the one rule for new passwords (docs/decisions/052). */
export const userCreateSchema = z
  .object({
    ...userProfile,
    password: newPasswordField,
    confirmPassword: z
      .string({ error: msg.confirmPasswordRequired })
      .check(z.maxLength(limits.passwordMax, msg.passwordMax)),
  })
  .check(userPasswordsMatch)
export type UserCreateInput = z.input<typeof userCreateSchema>
export type UserCreateBody = z.output<typeof userCreateSchema>

/** An admin edits a user; an empty password keeps the current one. */
export const userUpdateSchema = z
  .object({
    ...userProfile,
    password: z._default(z.union([z.literal(''), newPasswordField]), ''),
    confirmPassword: z._default(z.string().check(z.maxLength(limits.passwordMax, msg.passwordMax)), ''),
  })
  .check(userPasswordsMatch)
export type UserUpdateBody = z.output<typeof userUpdateSchema>

export const userSortable = [
  'fullName',
  'username',
  'email',
  'phone',
  'role',
  'status',
  'createdAt',
  'updatedAt',
] as const
export const userListQuerySchema = z.extend(listQuerySchema(userSortable, 'createdAt', 'desc'), {
  status: csvEnum(statuses),
  role: csvEnum(roles),
})
export type UserListQuery = z.output<typeof userListQuerySchema>

/** The same filters, search and sort for a CSV export of the whole list (no pages). */
export const userExportQuerySchema = z.omit(userListQuerySchema, { page: true, pageSize: true })
