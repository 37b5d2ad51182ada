import { apiPaths, type ListResponse, type User } from '@wifi/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toQueryString } from '@/lib/query-string'

/** Customer accounts a venue's members are picked from (admins only), searched on the server, 20 at a time. */
export const customerOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.users.customerOptions(search),
    queryFn: () =>
      api<ListResponse<User>>(
        'GET',
        `${apiPaths.users}${toQueryString({ role: 'customer', q: search, sort: 'email', order: 'asc', pageSize: 20 })}`,
      ),
    placeholderData: keepPreviousData,
  })
