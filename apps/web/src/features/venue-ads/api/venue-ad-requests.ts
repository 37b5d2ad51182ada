import {
  apiPaths,
  type AdAssignResult,
  type AdUnassignResult,
  type ListResponse,
  type VenueAd,
  type VenueAdListQuery,
} from '@wifi/contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toQueryString } from '@/lib/query-string'
import { refreshAfterMutation } from '@/lib/query-client'

/**
 * One page of the ads the reader may assign to the venue, each marked when assigned; the previous page stays
 * on screen while the next one loads. A failure is the dialog's to show (a message and a retry), not a trip to
 * /500 that would close it.
 */
export const venueAdListQueryOptions = (venueId: string, query: VenueAdListQuery) =>
  queryOptions({
    queryKey: queryKeys.venueAds.list(venueId, query),
    queryFn: () => api<ListResponse<VenueAd>>('GET', `${apiPaths.venueAds(venueId)}${toQueryString(query)}`),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  })

/** Assigning or unassigning refreshes the venue's list, also after a failure (an ad may have gone meanwhile). */
function useVenueAdMutation<Result>(venueId: string, path: (venueId: string) => string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (adIds: string[]) => api<Result>('POST', path(venueId), { adIds }),
    // The dialog passes its own onError (the spec's toasts) to each mutate().
    meta: { handlesErrors: true },
    ...refreshAfterMutation(queryClient, queryKeys.venueAds.venue(venueId)),
  })
}

export const useAssignAds = (venueId: string) => useVenueAdMutation<AdAssignResult>(venueId, apiPaths.venueAdsAssign)

export const useUnassignAds = (venueId: string) =>
  useVenueAdMutation<AdUnassignResult>(venueId, apiPaths.venueAdsUnassign)
