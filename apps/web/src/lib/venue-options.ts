import { apiPaths, type ListResponse, type Venue } from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client'
import { queryKeys } from './query-keys'
import { toQueryString } from './query-string'

/** The largest page the API gives: a venue filter or field offers the first hundred venues by name. */
const venueOptionsQuery = { page: 1, pageSize: 100, sort: 'name', order: 'asc' } as const

/**
 * The venues the reader may see, as options (the access points' venue filter and form, the consent evidence's venue
 * filter): shared, since features cannot import each other, and under the venues' key, so a venue's edit refreshes it.
 */
export const venueOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.venues.list(venueOptionsQuery),
    queryFn: () => api<ListResponse<Venue>>('GET', `${apiPaths.venues}${toQueryString(venueOptionsQuery)}`),
    select: (page) => page.items,
  })
