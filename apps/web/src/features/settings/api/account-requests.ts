import { apiPaths, type ChangePasswordInput, type updateProfileSchema, type User } from '@wifi/contract'
import type { z } from 'zod'
import { api } from '@/lib/api-client'

/** The signed-in user's own account: profile and password. */
export const accountRequests = {
  updateProfile: (input: z.output<typeof updateProfileSchema>) => api<User>('PATCH', apiPaths.me, input),
  changePassword: (input: ChangePasswordInput) => api<{ ok: true }>('POST', apiPaths.myPassword, input),
}
