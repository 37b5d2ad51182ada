import { apiPaths, type DeviceGroup } from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/**
 * OpenWISP's device groups a venue can be linked to (admins only). Asked of the controller live, so not
 * retried: when it is unreachable the form says so at once and keeps the current link.
 */
export const deviceGroupsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.openwisp.deviceGroups,
    queryFn: () => api<DeviceGroup[]>('GET', apiPaths.deviceGroups),
    staleTime: 60_000,
    retry: false,
  })
