import * as z from 'zod/mini'
import { limits, roles, statuses } from './constants.ts'
import { emailWith, firstnameField, lastnameField, passwordsMatch, phoneField, usernameField } from './fields.ts'
import { csvEnum, listQuerySchema } from './list.ts'
import { msg } from './messages.ts'

/** The user form's email: required, and 'Email không hợp lệ.' when malformed (docs/product.md §5). */
const userEmailField = emailWith(msg.userEmailInvalid)

/** docs/product.md §5 user creation: at least 8 characters with a lowercase letter and a digit. */
const userPasswordField = z
  .string({ error: msg.userPasswordRequired })
  .check(
    z.minLength(1, msg.userPasswordRequired),
    z.minLength(limits.changePasswordMin, msg.newPasswordMin8),
    z.maxLength(limits.passwordMax, msg.passwordMax),
    z.regex(/[a-z]/, msg.newPasswordLowercase),
    z.regex(/[0-9]/, msg.newPasswordNumber),
  )

const userProfile = {
  firstname: firstnameField,
  lastname: lastnameField,
  username: usernameField,
  email: userEmailField,
  phone: phoneField,
  role: z.enum(roles, { error: msg.roleRequired }),
  status: z._default(z.enum(statuses, { error: msg.statusRequired }), 'active'),
}

const userPasswordsMatch = passwordsMatch('password', msg.passwordsDontMatchSignUp)

/** An admin creates a user with a password. */
export const userCreateSchema = z
  .object({
    ...userProfile,
    password: userPasswordField,
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
    password: z._default(z.union([z.literal(''), userPasswordField]), ''),
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
