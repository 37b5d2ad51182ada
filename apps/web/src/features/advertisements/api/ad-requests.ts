import {
  type AdBody,
  type AdListQuery,
  type AdPatchBody,
  type AdReport,
  type AdTakedownInput,
  type Advertisement,
  apiPaths,
  guestPaths,
  type ListResponse,
} from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys, type AdReportQuery } from '@/lib/query-keys'
import { readKeepingPrevious } from '@/lib/read-keeping-previous'
import { useRefreshingMutation } from '@/lib/refreshing-mutation'

/**
 * One page of the ads the reader may see (the API scopes it); the previous page stays on screen while the next
 * one loads. A failure is the page's to show ('Error loading advertisements' and a retry), not a trip to /500;
 * and a failure the route's loader already waited out is not fetched again on mount, only on Retry.
 */
export const adListQueryOptions = (query: AdListQuery) =>
  queryOptions({
    queryKey: queryKeys.advertisements.list(query),
    ...readKeepingPrevious<ListResponse<Advertisement>>(apiPaths.advertisements, query),
    retryOnMount: false,
    meta: { handlesErrors: true },
  })

/** Every mutation refreshes every ad list, whatever its page, sort or filter; the dialogs toast a failure. */
const useAdMutation = <Input, Result>(mutationFn: (input: Input) => Promise<Result>) =>
  useRefreshingMutation(queryKeys.advertisements.all, mutationFn)

export const useDeleteAd = () => useAdMutation((id: string) => api<{ ok: true }>('DELETE', apiPaths.advertisement(id)))

export const useCreateAd = () =>
  useAdMutation((body: AdBody) => api<Advertisement>('POST', apiPaths.advertisements, body))

export const useUpdateAd = () =>
  useAdMutation(({ id, body }: { id: string; body: AdPatchBody }) =>
    api<Advertisement>('PATCH', apiPaths.advertisement(id), body),
  )

/** An admin takes an ad down everywhere at once, saying why (its author is emailed the reason). */
export const useTakeDownAd = () =>
  useAdMutation(({ id, body }: { id: string; body: AdTakedownInput }) =>
    api<Advertisement>('POST', guestPaths.advertisementTakedown(id), body),
  )

/** An ad taken down may be shown again at its venues. */
export const useRestoreAd = () =>
  useAdMutation((id: string) => api<Advertisement>('POST', guestPaths.advertisementRestore(id)))

/**
 * One page of the guests' reports of ads (admins), newest first. Under the ads' key: a takedown or restore, which
 * changes the reports' "taken down", refreshes them with the ad lists.
 */
export const adReportListQueryOptions = (query: AdReportQuery) =>
  queryOptions({
    queryKey: queryKeys.advertisements.reports(query),
    ...readKeepingPrevious<ListResponse<AdReport>>(guestPaths.adReports, query),
    // The dialog shows a failure in the list's place, with a retry, rather than leaving the page for /500.
    meta: { handlesErrors: true },
  })
