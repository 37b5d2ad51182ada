import {
  type GuestConsent,
  type GuestDataRequest,
  type GuestOperatorInput,
  type GuestOperatorSaved,
  guestPaths,
  type GuestTextInput,
  type GuestTextKind,
  type GuestTexts,
  type GuestTextVersion,
  type ListResponse,
} from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys, type GuestConsentQuery, type GuestDataRequestQuery } from '@/lib/query-keys'
import { readKeepingPrevious } from '@/lib/read-keeping-previous'
import { useRefreshingMutation } from '@/lib/refreshing-mutation'

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
export const usePublishGuestText = () =>
  useRefreshingMutation(queryKeys.guestTexts, ({ kind, body }: { kind: GuestTextKind; body: GuestTextInput }) =>
    api<GuestTextVersion>('POST', guestPaths.guestText(kind), body),
  )

/**
 * Saves who answers for guests' data; the server publishes each text that named another operator again, so the texts
 * are read again: the new versions and the history show at once.
 */
export const useSaveGuestOperator = () =>
  useRefreshingMutation(queryKeys.guestTexts, (operator: GuestOperatorInput) =>
    api<GuestOperatorSaved>('PUT', guestPaths.guestOperator, operator),
  )

/** One page of consent evidence by venue and Vietnamese day; the previous page stays while the next one loads. */
export const guestConsentListQueryOptions = (query: GuestConsentQuery) =>
  queryOptions({
    queryKey: queryKeys.guestConsents.list(query),
    ...readKeepingPrevious<ListResponse<GuestConsent>>(guestPaths.guestConsents, query),
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
    ...readKeepingPrevious<ListResponse<GuestDataRequest>>(guestPaths.guestDataRequests, query),
    ...showsOwnFailure,
  })
