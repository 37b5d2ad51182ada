import { apiPaths, type SessionList } from '@wifi/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { refreshAfterMutation } from '@/lib/query-client'

/** The signed-in user's live sessions, this one first. */
export function useSessions() {
  return useQuery({ queryKey: queryKeys.sessions, queryFn: () => api<SessionList>('GET', apiPaths.mySessions) })
}

/** Ends one of the user's other sessions; the list is read again afterwards. */
export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>('DELETE', apiPaths.mySession(id)),
    // The panel passes its own onError (its failure toast) to each mutate(): the generic toast stays out.
    meta: { handlesErrors: true },
    ...refreshAfterMutation(queryClient, queryKeys.sessions),
  })
}

/** Ends every session of the user but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api<{ ended: number }>('DELETE', apiPaths.mySessions),
    meta: { handlesErrors: true },
    ...refreshAfterMutation(queryClient, queryKeys.sessions),
  })
}
