import { venueInvitationPaths, type VenueMembership } from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client'
import { queryKeys } from './query-keys'

/** How many venues the signed-in user is a member of, and the address a customer without one writes to. */
export const venueMembershipQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.venueMembership,
    queryFn: () => api<VenueMembership>('GET', venueInvitationPaths.myVenueMembership),
  })
