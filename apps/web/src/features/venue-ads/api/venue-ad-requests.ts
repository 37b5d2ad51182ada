import {
  apiPaths,
  type AdAssignResult,
  type AdUnassignResult,
  type ListResponse,
  type VenueAd,
  type VenueAdListQuery,
} from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { readKeepingPrevious } from '@/lib/read-keeping-previous'
import { useRefreshingMutation } from '@/lib/refreshing-mutation'

/**
 * One page of the ads the reader may assign to the venue, each marked when assigned; the previous page stays
 * on screen while the next one loads. A failure is the dialog's to show (a message and a retry), not a trip to
 * /500 that would close it.
 */
export const venueAdListQueryOptions = (venueId: string, query: VenueAdListQuery) =>
  queryOptions({
    queryKey: queryKeys.venueAds.list(venueId, query),
    ...readKeepingPrevious<ListResponse<VenueAd>>(apiPaths.venueAds(venueId), query),
    meta: { handlesErrors: true },
  })

/** Assigning or unassigning refreshes the venue's list, also after a failure (an ad may have gone meanwhile). */
const useVenueAdMutation = <Result>(venueId: string, path: (venueId: string) => string) =>
  useRefreshingMutation(queryKeys.venueAds.venue(venueId), (adIds: string[]) =>
    api<Result>('POST', path(venueId), { adIds }),
  )

export const useAssignAds = (venueId: string) => useVenueAdMutation<AdAssignResult>(venueId, apiPaths.venueAdsAssign)

export const useUnassignAds = (venueId: string) =>
  useVenueAdMutation<AdUnassignResult>(venueId, apiPaths.venueAdsUnassign)
