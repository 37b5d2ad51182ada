import { apiPaths, type User } from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client'

/** The signed-in user, fetched from the server (the auth state restores itself from this after a reload). */
export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: () => api<User>('GET', apiPaths.me) })
