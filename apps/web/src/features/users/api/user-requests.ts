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
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { readKeepingPrevious } from '@/lib/read-keeping-previous'
import { useRefreshingMutation } from '@/lib/refreshing-mutation'

export const userListQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: queryKeys.users.list(query),
    ...readKeepingPrevious<ListResponse<UserListItem>>(apiPaths.users, query),
  })

/** Every write refreshes every user list; the dialogs pass their own onError (the spec's toasts) to each mutate(). */
const useUserMutation = <Input, Result>(mutationFn: (input: Input) => Promise<Result>) =>
  useRefreshingMutation(queryKeys.users.all, mutationFn)

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
