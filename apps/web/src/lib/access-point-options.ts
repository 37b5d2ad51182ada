import { apiPaths, type AccessPoint, type AccessPointListQuery, type ListResponse } from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client'
import { queryKeys } from './query-keys'
import { toQueryString } from './query-string'

/** The first hundred access points by name (of one venue, when given): the access point filter's options. */
export const accessPointOptionsQueryOptions = (venueId: string | undefined) => {
  const query: AccessPointListQuery = {
    page: 1,
    pageSize: 100,
    sort: 'name',
    order: 'asc',
    venueId: venueId ? [venueId] : undefined,
  }
  return queryOptions({
    // Under the access points' key: an access point's edit or a sync refreshes the options too.
    queryKey: queryKeys.accessPoints.list(query),
    queryFn: () => api<ListResponse<AccessPoint>>('GET', `${apiPaths.accessPoints}${toQueryString(query)}`),
    select: (page) => page.items,
  })
}
