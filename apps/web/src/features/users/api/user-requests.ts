import {
  apiPaths,
  userAccountCarePaths,
  type ListResponse,
  type User,
  type UserListItem,
  type UserListQuery,
  type UserCreateBody,
  type UserUpdateBody,
} from '@wifi/contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toQueryString } from '@/lib/query-string'
import { refreshAfterMutation } from '@/lib/query-client'

export const userListQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: queryKeys.users.list(query),
    queryFn: () => api<ListResponse<UserListItem>>('GET', `${apiPaths.users}${toQueryString(query)}`),
    placeholderData: keepPreviousData,
  })

function useUserMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // The dialogs pass their own onError (the spec's toasts) to each mutate().
    meta: { handlesErrors: true },
    ...refreshAfterMutation(queryClient, queryKeys.users.all),
  })
}

export const useCreateUser = () => useUserMutation((body: UserCreateBody) => api<User>('POST', apiPaths.users, body))

export const useUpdateUser = () =>
  useUserMutation(({ id, body }: { id: string; body: UserUpdateBody }) => api<User>('PUT', apiPaths.user(id), body))

export const useDeleteUser = () => useUserMutation((id: string) => api<{ ok: true }>('DELETE', apiPaths.user(id)))

/** An admin's care of another user's account, from their row's menu (issue 24). */
export const useEndUserSessions = () =>
  useUserMutation((id: string) => api<{ ended: number }>('POST', userAccountCarePaths.endSessions(id)))

export const useUnlockUser = () =>
  useUserMutation((id: string) => api<{ ok: true }>('POST', userAccountCarePaths.unlock(id)))

export const useResetSecondFactors = () =>
  useUserMutation((id: string) => api<{ ok: true }>('POST', userAccountCarePaths.resetSecondFactors(id)))
