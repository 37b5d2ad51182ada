import {
  type AdListQuery,
  type Advertisement,
  type Analytics,
  type AnalyticsBreakdown,
  type AnalyticsBreakdownQuery,
  analyticsPaths,
  type AnalyticsQuery,
  apiPaths,
  type ListResponse,
} from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toQueryString } from '@/lib/query-string'
import { readKeepingPrevious } from '@/lib/read-keeping-previous'

/** The figures are brought up to date every 30 seconds (docs/decisions/035): read again each minute while open. */
const refreshMs = 60_000

/** A period's report; the previous one stays on screen while the next loads. */
export const analyticsQueryOptions = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: queryKeys.analytics.report(query),
    ...readKeepingPrevious<Analytics>(analyticsPaths.analytics, query),
    refetchInterval: refreshMs,
  })

/** The same period by venue, access point or ad. */
export const breakdownQueryOptions = (query: AnalyticsBreakdownQuery) =>
  queryOptions({
    queryKey: queryKeys.analytics.breakdown(query),
    ...readKeepingPrevious<AnalyticsBreakdown>(analyticsPaths.analyticsBreakdown, query),
    refetchInterval: refreshMs,
  })

const adOptionsQuery: AdListQuery = { page: 1, pageSize: 100, sort: 'title', order: 'asc' }

/** The first hundred ads the reader may see, by title: the ad filter's options. */
export const adOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.advertisements.list(adOptionsQuery),
    queryFn: () =>
      api<ListResponse<Advertisement>>('GET', `${apiPaths.advertisements}${toQueryString(adOptionsQuery)}`),
    select: (page) => page.items,
  })
