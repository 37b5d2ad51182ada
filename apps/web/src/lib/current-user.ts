import { apiPaths, type SessionResponse, type User } from '@wifi/contract'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { useAuthStore } from '@/stores/auth-store'
import { api } from './api-client'

/**
 * The signed-in user lives in one place: the query cache, under this key (here rather than in query-keys.ts, which
 * would otherwise load with the sign-in page). The signed-in layout reads them from the server after signing in and
 * again on each navigation; signing out clears the cache.
 */
export const currentUserKey = ['me'] as const

/** The signed-in user, fetched from the server (after a reload, the session is restored from this). */
export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: () => api<User>('GET', apiPaths.me) })

/** The signed-in user as last read, outside React (a route's guard); none when signed out. */
export const currentUserIn = (queryClient: QueryClient) => queryClient.getQueryData<User>(currentUserKey)

/**
 * A session begins: its token kept (and in its cookie). The user is then read from the server by the signed-in layout,
 * not taken from the sign-in's answer: that read is what says whether the session may use the console yet (a strong
 * factor to set up, or to sign in with, holds it: docs/decisions/039, 045).
 */
export function startSession(queryClient: QueryClient, session: SessionResponse) {
  useAuthStore.getState().setAccessToken(session.accessToken)
  queryClient.removeQueries({ queryKey: currentUserKey })
}
