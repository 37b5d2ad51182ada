import { type EndGuestSessionResult, guestPaths, type GuestSession, type ListResponse } from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys, type GuestSessionQuery } from '@/lib/query-keys'
import { readKeepingPrevious } from '@/lib/read-keeping-previous'
import { useRefreshingMutation } from '@/lib/refreshing-mutation'

/** How often the list is read again: the gateways report every few minutes, and an online guest's time runs on. */
const refreshMs = 60_000

/**
 * One page of guest sessions (the server keeps a customer to their venues' own); the previous page stays on screen
 * while the next one loads, and the page is read again each minute while it is open.
 */
export const guestSessionListQueryOptions = (query: GuestSessionQuery) =>
  queryOptions({
    queryKey: queryKeys.guestSessions.list(query),
    ...readKeepingPrevious<ListResponse<GuestSession>>(guestPaths.guestSessions, query),
    refetchInterval: refreshMs,
  })

/** Ends a guest's session at its gateway; the lists are read again once it is done, whatever the answer. */
export const useEndGuestSession = () =>
  useRefreshingMutation(queryKeys.guestSessions.all, (handle: string) =>
    api<EndGuestSessionResult>('POST', guestPaths.endGuestSession(handle)),
  )
