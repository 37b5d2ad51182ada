import { z } from 'zod'
import { roles, userStatuses } from './constants.ts'

/** A user as the API shows it. Never carries the password hash. */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  /** "firstname lastname", or the email when both are empty. */
  fullName: z.string(),
  phone: z.string().nullable(),
  role: z.enum(roles),
  status: z.enum(userStatuses),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type User = z.infer<typeof userSchema>
