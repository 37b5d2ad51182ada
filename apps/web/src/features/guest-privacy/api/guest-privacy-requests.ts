import {
  type GuestConsent,
  type GuestDataRequest,
  guestPaths,
  type GuestTextInput,
  type GuestTextKind,
  type GuestTexts,
  type GuestTextVersion,
  type ListResponse,
} from '@wifi/contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys, type GuestConsentQuery, type GuestDataRequestQuery } from '@/lib/query-keys'
import { toQueryString } from '@/lib/query-string'
import { refreshAfterMutation } from '@/lib/query-client'

/**
 * Each tab shows its own failure with a retry, in its place, rather than leaving for /500; a failure the route's
 * loader already waited out is not fetched again on mount, only on Retry.
 */
const showsOwnFailure = { retryOnMount: false, meta: { handlesErrors: true } } as const

/** The texts guests are offered now, every earlier version, and the retention the notice states (admins). */
export const guestTextsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.guestTexts,
    queryFn: () => api<GuestTexts>('GET', guestPaths.guestTexts),
    ...showsOwnFailure,
  })

/** Publishes a new version of one text; the texts are read again, so the new number and history show at once. */
export function usePublishGuestText() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, body }: { kind: GuestTextKind; body: GuestTextInput }) =>
      api<GuestTextVersion>('POST', guestPaths.guestText(kind), body),
    // The dialog reports a failure itself (useFormMutation).
    meta: { handlesErrors: true },
    ...refreshAfterMutation(queryClient, queryKeys.guestTexts),
  })
}

/** One page of consent evidence by venue and Vietnamese day; the previous page stays while the next one loads. */
export const guestConsentListQueryOptions = (query: GuestConsentQuery) =>
  queryOptions({
    queryKey: queryKeys.guestConsents.list(query),
    queryFn: () => api<ListResponse<GuestConsent>>('GET', `${guestPaths.guestConsents}${toQueryString(query)}`),
    placeholderData: keepPreviousData,
    ...showsOwnFailure,
  })

/** The requests as their tab opens: the newest first (the route's loader fetches this page ahead). */
export const firstDataRequestPage: GuestDataRequestQuery = {
  page: 1,
  pageSize: 10,
  sort: 'requestedAt',
  order: 'desc',
}

/** One page of the guests' data requests, newest first. */
export const guestDataRequestListQueryOptions = (query: GuestDataRequestQuery) =>
  queryOptions({
    queryKey: queryKeys.guestDataRequests.list(query),
    queryFn: () => api<ListResponse<GuestDataRequest>>('GET', `${guestPaths.guestDataRequests}${toQueryString(query)}`),
    placeholderData: keepPreviousData,
    ...showsOwnFailure,
  })
