import { apiPaths, type SessionList } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { useRefreshingMutation } from '@/lib/refreshing-mutation'

/** The signed-in user's live sessions, this one first. */
export function useSessions() {
  return useQuery({ queryKey: queryKeys.sessions, queryFn: () => api<SessionList>('GET', apiPaths.mySessions) })
}

/** Ends one of the user's other sessions; the list is read again afterwards. */
export const useEndSession = () =>
  useRefreshingMutation(queryKeys.sessions, (id: string) => api<{ ok: true }>('DELETE', apiPaths.mySession(id)))

/** Ends every session of the user but this one. */
export const useEndOtherSessions = () =>
  useRefreshingMutation(queryKeys.sessions, () => api<{ ended: number }>('DELETE', apiPaths.mySessions))
