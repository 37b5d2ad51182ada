import type { VenueSyncState } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTablePagination } from '@/components/data-table/data-table-pagination'
import { DataTableSearch } from '@/components/data-table/data-table-search'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { ListDialog } from '@/components/list-dialog'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useLocalTableState } from '@/hooks/use-local-table-state'
import { waitTime } from '@/lib/error-message'
import { formatTimeAgo } from '@/lib/relative-time'
import { syncRunMarker } from '@/lib/sync-run-marker'
import { cn } from '@/lib/utils'
import { venueSyncStatesQueryOptions } from '../api/sync-requests'
import { useStartSync } from '../hooks/use-start-sync'
import { useSyncingLabel } from './sync-all-button'

/** The current time, moving every second while the dialog is open: cooldowns count down, "x minutes ago" ages. */
function useNow() {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** One venue: its last run (or that it never ran, or is not linked), its cooldown, and its Sync button. */
function VenueSyncRow({ venue, now }: { venue: VenueSyncState; now: Date }) {
  const { t, i18n } = useTranslation()
  const syncingLabel = useSyncingLabel()
  const start = useStartSync()
  const run = venue.lastRun
  const running = run?.status === 'running' || start.isPending
  const secondsLeft = venue.availableAt ? Math.ceil((Date.parse(venue.availableAt) - now.getTime()) / 1000) : 0
  const detailsId = `sync-venue-${venue.venueId}`

  // A run over everything synced the venue too: shown when it is newer than the venue's own.
  const full = venue.lastFullRun
  const fullIsNewer = full !== null && (run === null || Date.parse(full.startedAt) > Date.parse(run.startedAt))
  const ago = (iso: string) => formatTimeAgo(new Date(iso), now, i18n.language)
  /** The result the dot shows; none (grey) when it never ran. */
  const shown = running ? 'running' : full && fullIsNewer ? full.status : run?.status

  let state: string
  if (!venue.linked) state = t('accessPoints.sync.notLinked')
  else if (running) state = syncingLabel(run ?? undefined)
  else if (full && fullIsNewer) {
    state = `${t(`dashboard.sync.status.${full.status}`)} · ${ago(full.startedAt)} · ${t('accessPoints.sync.withAll')}`
  } else if (!run) state = t('accessPoints.sync.never')
  else {
    state = `${t(`dashboard.sync.status.${run.status}`)} · ${ago(run.startedAt)}`
    if (run.status === 'succeeded') {
      state += ` · ${t('dashboard.sync.changes', {
        created: run.created,
        updated: run.updated,
        unchanged: run.unchanged,
        removed: run.removed,
      })}`
    }
  }

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium break-words">{venue.venueName}</p>
        <p id={detailsId} className="text-sm text-muted-foreground">
          <span
            aria-hidden
            className={cn(
              'mr-2 inline-block size-2 rounded-full align-middle',
              shown ? syncRunMarker[shown] : 'bg-muted-foreground',
            )}
          />
          {state}
          {!running && secondsLeft > 0 && ` · ${t('accessPoints.sync.cooldown', { time: waitTime(secondsLeft, t) })}`}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        aria-label={t('accessPoints.sync.venueAction', { venue: venue.venueName })}
        aria-describedby={detailsId}
        // A venue without a device group can never sync: disabled. One syncing keeps its focus (aria-disabled).
        disabled={!venue.linked}
        aria-disabled={running}
        onClick={() => !running && start.mutate({ venueId: venue.venueId, venueName: venue.venueName })}
      >
        {running ? <Spinner /> : <RefreshCw aria-hidden />}
        {t('accessPoints.sync.venueShort')}
      </Button>
    </li>
  )
}

/**
 * SPEC's sync-by-venue dialog: the venues the reader may sync (admins all, customers theirs), searched and paged
 * on the server, each with its last run and cooldown; a venue's run is followed here while it goes on, and its
 * result is told by a toast even if the dialog was closed meanwhile.
 */
export function SyncVenuesDialog(dialog: DialogOpenProps) {
  const { t } = useTranslation()
  const { state, onStateChange } = useLocalTableState({ page: 1, pageSize: 10, sort: 'name', order: 'asc' })
  const list = useQuery(
    venueSyncStatesQueryOptions({ page: state.page, pageSize: state.pageSize, sort: 'name', order: 'asc', q: state.q }),
  )
  const now = useNow()
  const venues = list.data?.items ?? []

  return (
    <ListDialog
      {...dialog}
      title={t('accessPoints.sync.venuesTitle')}
      description={t('accessPoints.sync.venuesDescription')}
    >
      <DataTableSearch
        value={state.q ?? ''}
        onValueChange={(q) => onStateChange({ q: q || undefined })}
        placeholder={t('accessPoints.sync.searchVenues')}
      />
      <div aria-busy={list.isFetching}>
        {list.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {t('accessPoints.sync.loadingVenues')}
          </p>
        ) : list.isError ? (
          <div className="grid justify-items-start gap-2 text-sm">
            <p>{t('accessPoints.sync.venuesFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : venues.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('accessPoints.sync.noVenues')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('accessPoints.sync.venuesTitle')}>
            {venues.map((venue) => (
              <VenueSyncRow key={venue.venueId} venue={venue} now={now} />
            ))}
          </ul>
        )}
      </div>
      <DataTablePagination
        page={state.page}
        pageSize={state.pageSize}
        total={list.data?.total ?? 0}
        onStateChange={onStateChange}
      />
    </ListDialog>
  )
}
