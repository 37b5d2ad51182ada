import { apiPaths, type User } from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client'

/** The signed-in user's key: here rather than in query-keys.ts, which would otherwise load with the sign-in page. */
export const currentUserKey = ['me'] as const

/** The signed-in user, fetched from the server (the auth state restores itself from this after a reload). */
export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: () => api<User>('GET', apiPaths.me) })
