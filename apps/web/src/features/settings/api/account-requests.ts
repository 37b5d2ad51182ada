import { apiPaths, type ChangePasswordInput, type UpdateProfileBody, type User } from '@wifi/contract'
import { api } from '@/lib/api-client'

/** The signed-in user's own account: profile and password. */
export const accountRequests = {
  updateProfile: (input: UpdateProfileBody) => api<User>('PATCH', apiPaths.me, input),
  changePassword: (input: ChangePasswordInput) => api<{ ok: true }>('POST', apiPaths.myPassword, input),
}
