import {
  apiPaths,
  guestPaths,
  type GuestPolicy,
  type ListResponse,
  type Venue,
  type VenueBody,
  type VenueDetailsBody,
  type VenueListQuery,
} from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { readKeepingPrevious } from '@/lib/read-keeping-previous'
import { useRefreshingMutation } from '@/lib/refreshing-mutation'

/** One page of venues; the previous page stays on screen while the next one loads. */
export const venueListQueryOptions = (query: VenueListQuery) =>
  queryOptions({
    queryKey: queryKeys.venues.list(query),
    ...readKeepingPrevious<ListResponse<Venue>>(apiPaths.venues, query),
  })

/** Every mutation refreshes every venue list, whatever its page, sort or filter; the dialogs toast a failure. */
const useVenueMutation = <Input, Result>(mutationFn: (input: Input) => Promise<Result>) =>
  useRefreshingMutation(queryKeys.venues.all, mutationFn)

export const useCreateVenue = () => useVenueMutation((body: VenueBody) => api<Venue>('POST', apiPaths.venues, body))

/** Admins replace every field (members included); a member customer updates the details only. */
export const useUpdateVenue = () =>
  useVenueMutation(({ id, body }: { id: string; body: VenueBody | VenueDetailsBody }) =>
    api<Venue>('memberEmails' in body ? 'PUT' : 'PATCH', apiPaths.venue(id), body),
  )

export const useDeleteVenue = () => useVenueMutation((id: string) => api<{ ok: true }>('DELETE', apiPaths.venue(id)))

/**
 * The venue's own guest access policy, which replaces the service default whole; the venue comes back with it, so
 * the venue lists refresh. An admin may set anything, a member customer only within the admins' limits.
 */
export const useSetVenueGuestPolicy = () =>
  useVenueMutation(({ id, policy }: { id: string; policy: GuestPolicy }) =>
    api<Venue>('PUT', guestPaths.venueGuestPolicy(id), policy),
  )

/** The venue goes back to the service default. */
export const useResetVenueGuestPolicy = () =>
  useVenueMutation((id: string) => api<Venue>('DELETE', guestPaths.venueGuestPolicy(id)))
