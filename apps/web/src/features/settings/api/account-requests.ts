import { apiPaths, type ChangePasswordInput, type UpdateProfileBody, type User } from '@wifi/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { currentUserKey } from '@/lib/current-user'
import { queryKeys } from '@/lib/query-keys'

/**
 * The signed-in user's own account: profile and password. Their forms report failures themselves
 * (useFormMutation), hence `handlesErrors`.
 */

/** The saved profile becomes the current user everywhere at once (lib/current-user): the header's avatar too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateProfileBody) => api<User>('PATCH', apiPaths.me, input),
    onSuccess: (updated) => {
      queryClient.setQueryData(currentUserKey, updated)
    },
    meta: { handlesErrors: true },
  })
}

/** The server ends the user's other sessions on a password change, so the sessions list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api<{ ok: true }>('POST', apiPaths.myPassword, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
    meta: { handlesErrors: true },
  })
}
