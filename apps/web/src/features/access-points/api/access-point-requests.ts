import {
  apiPaths,
  type AccessPoint,
  type AccessPointCreate,
  type AccessPointGatewayInput,
  type AccessPointListQuery,
  type AccessPointMap,
  type AccessPointMapQuery,
  type AccessPointUpdate,
  type CaptiveUrl,
  type ListResponse,
} from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toQueryString } from '@/lib/query-string'
import { readKeepingPrevious } from '@/lib/read-keeping-previous'
import { useRefreshingMutation } from '@/lib/refreshing-mutation'

/** One page of access points; the previous page stays on screen while the next one loads. */
export const accessPointListQueryOptions = (query: AccessPointListQuery) =>
  queryOptions({
    queryKey: queryKeys.accessPoints.list(query),
    ...readKeepingPrevious<ListResponse<AccessPoint>>(apiPaths.accessPoints, query),
  })

/** Where guests' gateways reach the captive pages (admins): the server's configuration, which a restart alone changes. */
export const captiveUrlQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accessPoints.captiveUrl,
    queryFn: () => api<CaptiveUrl>('GET', apiPaths.captiveUrl),
    staleTime: Infinity,
  })

/** Every write refreshes every access point list, whatever its page, sort or filter; the dialogs toast a failure. */
const useAccessPointMutation = <Input, Result>(mutationFn: (input: Input) => Promise<Result>) =>
  useRefreshingMutation(queryKeys.accessPoints.all, mutationFn)

export const useCreateAccessPoint = () =>
  useAccessPointMutation((body: AccessPointCreate) => api<AccessPoint>('POST', apiPaths.accessPoints, body))

/**
 * Saves the edit dialog: the name and SSID through OpenWISP first (its refusal changes nothing), then the gateway
 * (admins), which is the console's own and cannot be refused by OpenWISP.
 */
export const useUpdateAccessPoint = () =>
  useAccessPointMutation(
    async ({ id, body, gateway }: { id: string; body: AccessPointUpdate; gateway?: AccessPointGatewayInput }) => {
      const updated = await api<AccessPoint>('PATCH', apiPaths.accessPoint(id), body)
      return gateway ? api<AccessPoint>('PUT', apiPaths.accessPointGateway(id), gateway) : updated
    },
  )

export const useDeleteAccessPoint = () =>
  useAccessPointMutation((id: string) => api<{ ok: true }>('DELETE', apiPaths.accessPoint(id)))

/** The access point a scanned QR code names (404 when the reader may not see it). */
export const lookUpAccessPoint = (query: { id?: string; mac?: string }) =>
  api<AccessPoint>('GET', `${apiPaths.accessPointLookup}${toQueryString(query)}`)

/** The placed access points the list's filters keep, for the map, and the tiles to draw them on. */
export const accessPointMapQueryOptions = (query: AccessPointMapQuery) =>
  queryOptions({
    queryKey: queryKeys.accessPoints.map(query),
    ...readKeepingPrevious<AccessPointMap>(apiPaths.accessPointsMap, query),
  })
