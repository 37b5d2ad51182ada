import * as z from 'zod/mini'
import { roles, statuses } from './constants.ts'

/** A user as the API shows it. Never carries the password hash. */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.nullable(z.string()),
  firstname: z.nullable(z.string()),
  lastname: z.nullable(z.string()),
  /** "firstname lastname", or the email when both are empty. */
  fullName: z.string(),
  phone: z.nullable(z.string()),
  role: z.enum(roles),
  status: z.enum(statuses),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type User = z.infer<typeof userSchema>
