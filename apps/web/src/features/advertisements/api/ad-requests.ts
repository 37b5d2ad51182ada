import {
  apiPaths,
  type AdBody,
  type AdListQuery,
  type AdPatchBody,
  type Advertisement,
  type ListResponse,
} from '@wifi/contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toQueryString } from '@/lib/query-string'

/**
 * One page of the ads the reader may see (the API scopes it); the previous page stays on screen while the next
 * one loads. A failure is the page's to show ('Error loading advertisements' and a retry), not a trip to /500;
 * and a failure the route's loader already waited out is not fetched again on mount, only on Retry.
 */
export const adListQueryOptions = (query: AdListQuery) =>
  queryOptions({
    queryKey: queryKeys.advertisements.list(query),
    queryFn: () => api<ListResponse<Advertisement>>('GET', `${apiPaths.advertisements}${toQueryString(query)}`),
    placeholderData: keepPreviousData,
    retryOnMount: false,
    meta: { handlesErrors: true },
  })

/** Every mutation refreshes every ad list, whatever its page, sort or filter. */
function useAdMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // The dialogs pass their own onError (the toasts) to each mutate().
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.advertisements.all }),
  })
}

export const useDeleteAd = () => useAdMutation((id: string) => api<{ ok: true }>('DELETE', apiPaths.advertisement(id)))

export const useCreateAd = () =>
  useAdMutation((body: AdBody) => api<Advertisement>('POST', apiPaths.advertisements, body))

export const useUpdateAd = () =>
  useAdMutation(({ id, body }: { id: string; body: AdPatchBody }) =>
    api<Advertisement>('PATCH', apiPaths.advertisement(id), body),
  )
