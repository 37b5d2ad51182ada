import {
  apiPaths,
  type ListResponse,
  type SyncRun,
  type VenueSyncState,
  type VenueSyncStateQuery,
} from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toQueryString } from '@/lib/query-string'
import { readKeepingPrevious } from '@/lib/read-keeping-previous'

/** How often a run in progress is read again: its progress moves about this often on the server. */
const runPollMs = 1000

/** A run, read again every second while it runs. */
export const syncRunQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.sync.run(id),
    queryFn: () => api<SyncRun>('GET', apiPaths.syncRun(id)),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? runPollMs : false),
  })

/** A run over everything in progress (admins), so a page opened meanwhile shows it and follows it. */
export const runningFullSyncQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sync.runningAll,
    queryFn: () =>
      api<ListResponse<SyncRun>>(
        'GET',
        `${apiPaths.syncRuns}${toQueryString({ scope: 'all', status: 'running', pageSize: 10 })}`,
      ),
    select: (page) => page.items[0] ?? null,
  })

/** The venues the reader may sync, with their last run and cooldown; read again every second while one runs. */
export const venueSyncStatesQueryOptions = (query: VenueSyncStateQuery) =>
  queryOptions({
    queryKey: queryKeys.sync.venueStates.list(query),
    ...readKeepingPrevious<ListResponse<VenueSyncState>>(apiPaths.venueSyncStates, query),
    refetchInterval: (state) =>
      state.state.data?.items.some((venue) => venue.lastRun?.status === 'running') ? runPollMs : false,
  })

/** Starts a sync of everything (no venue) or of one venue: the run, just started. */
export const startSync = (venueId?: string) =>
  api<SyncRun>('POST', venueId ? apiPaths.venueSync(venueId) : apiPaths.accessPointsSync)
