import type { SyncRun } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { runningFullSyncQueryOptions, syncRunQueryOptions } from '../api/sync-requests'
import { useStartSync } from '../hooks/use-start-sync'
import { useSyncWatch } from '../sync-watch'

/** "Syncing… 120 / 400": the run's devices once OpenWISP's list is read. */
export function useSyncingLabel() {
  const { t } = useTranslation()
  return (run: SyncRun | undefined) =>
    run?.devicesTotal
      ? t('accessPoints.sync.syncingCount', { processed: run.devicesProcessed, total: run.devicesTotal })
      : t('accessPoints.sync.syncing')
}

/**
 * Admins' Sync all: starts a run over every access point and shows it going (spinning, with its devices counted)
 * until it ends — also when it was started before the page was opened, here or by someone else.
 */
export function SyncAllButton() {
  const { t } = useTranslation()
  const syncingLabel = useSyncingLabel()
  const start = useStartSync()
  const watch = useSyncWatch((state) => state.watch)
  const followed = useSyncWatch((state) => state.runs.find((run) => run.venueName === null))
  const running = useQuery(runningFullSyncQueryOptions()).data
  useEffect(() => {
    if (running) watch({ id: running.id, venueName: null })
  }, [running, watch])
  const run = useQuery({ ...syncRunQueryOptions(followed?.id ?? ''), enabled: !!followed }).data
  const syncing = start.isPending || !!followed

  return (
    <Button
      variant="outline"
      size="sm"
      // Not `disabled`: the button keeps its focus (and its place in the Tab order) while the run goes on.
      aria-disabled={syncing}
      onClick={() => !syncing && start.mutate({ venueName: null })}
    >
      <RefreshCw aria-hidden className={cn(syncing && 'animate-spin motion-reduce:animate-none')} />
      {syncing ? syncingLabel(run) : t('accessPoints.sync.all')}
    </Button>
  )
}
