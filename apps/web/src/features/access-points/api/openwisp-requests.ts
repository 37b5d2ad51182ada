import {
  apiPaths,
  type ListResponse,
  type OpenWispCheck,
  type OpenWispController,
  type OpenWispLinks,
  type SyncRun,
  type SyncRunListQuery,
} from '@wifi/contract'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { readKeepingPrevious } from '@/lib/read-keeping-previous'

/** Where the console reaches OpenWISP and how its last runs went (admins). */
export const openwispControllerQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sync.controller,
    queryFn: () => api<OpenWispController>('GET', apiPaths.openwispController),
  })

/** The device groups and the venues they feed (admins); read from OpenWISP each time the page opens. */
export const openwispLinksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sync.links,
    queryFn: () => api<OpenWispLinks>('GET', apiPaths.openwispLinks),
  })

/** A check of the controller, made when the admin asks. */
export const useCheckOpenWisp = () =>
  useMutation({
    mutationFn: () => api<OpenWispCheck>('POST', apiPaths.openwispCheck),
    meta: { handlesErrors: true },
  })

/** One page of the sync runs the reader may see; read again every second while one on it runs. */
export const syncRunListQueryOptions = (query: SyncRunListQuery) =>
  queryOptions({
    queryKey: queryKeys.sync.runs(query),
    ...readKeepingPrevious<ListResponse<SyncRun>>(apiPaths.syncRuns, query),
    refetchInterval: (state) => (state.state.data?.items.some((run) => run.status === 'running') ? 1000 : false),
  })
