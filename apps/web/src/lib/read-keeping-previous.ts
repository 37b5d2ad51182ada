import { keepPreviousData } from '@tanstack/react-query'
import { api } from './api-client'
import { toQueryString } from './query-string'

/**
 * The read of a query's options for a screen the reader pages and filters (a list, a period's figures): a GET of
 * `path` with `search` as its parameters, the previous answer kept on screen while the next one loads. Spread into
 * `queryOptions` beside the query key.
 */
export const readKeepingPrevious = <TData>(path: string, search: object) => ({
  queryFn: () => api<TData>('GET', `${path}${toQueryString({ ...search })}`),
  placeholderData: keepPreviousData<TData>,
})
