import { adDayOf, type Analytics, analyticsPaths, type AnalyticsQuery, apiPaths, type Dashboard } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toQueryString } from '@/lib/query-string'
import { addDays } from '@/lib/vietnam-days'

/**
 * The dashboard's figures for the signed-in user's scope. Read again each time the dashboard is opened (stale at
 * once), so a venue added or a sync run a moment ago is counted when the user comes back to it. Off while nobody
 * is signed in: an ended session clears the cache, and the figures must not be asked for again with it.
 */
export function useDashboard(signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: () => api<Dashboard>('GET', apiPaths.dashboard),
    staleTime: 0,
    enabled: signedIn,
  })
}

/**
 * The guests' last seven Vietnam days, today last: the same report /analytics reads (and caches) for its default
 * period, read again each minute while the dashboard is open.
 */
export function useGuestWeek(signedIn: boolean) {
  const today = adDayOf(new Date())
  const query: AnalyticsQuery = { from: addDays(today, -6), to: today }
  return useQuery({
    queryKey: queryKeys.analytics.report(query),
    queryFn: () => api<Analytics>('GET', `${analyticsPaths.analytics}${toQueryString(query)}`),
    refetchInterval: 60_000,
    enabled: signedIn,
  })
}
