import { apiPaths, type AccessPoint, type AccessPointListQuery, type ListResponse, type Venue } from '@wifi/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { toQueryString } from '@/lib/query-string'

export const accessPointKeys = {
  all: ['access-points'] as const,
  list: (query: AccessPointListQuery) => ['access-points', 'list', query] as const,
}

/** One page of access points; the previous page stays on screen while the next one loads. */
export const accessPointListQueryOptions = (query: AccessPointListQuery) =>
  queryOptions({
    queryKey: accessPointKeys.list(query),
    queryFn: () => api<ListResponse<AccessPoint>>('GET', `${apiPaths.accessPoints}${toQueryString(query)}`),
    placeholderData: keepPreviousData,
  })

/** The largest page the API gives: the venue filter offers the first hundred venues by name. */
const venueOptionsQuery = { page: 1, pageSize: 100, sort: 'name', order: 'asc' } as const

/** The venues the reader may see, for the venue filter. */
export const venueOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['venues', 'list', venueOptionsQuery] as const,
    queryFn: () => api<ListResponse<Venue>>('GET', `${apiPaths.venues}${toQueryString(venueOptionsQuery)}`),
    select: (page) => page.items.map((venue) => ({ value: venue.id, label: venue.name })),
  })
