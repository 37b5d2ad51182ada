import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/lib/toast'
import { syncRunQueryOptions } from '../api/sync-requests'
import { useSyncWatch, type WatchedRun } from '../sync-watch'

/** Follows one run until it ends, then tells how it went and refreshes what it changed. */
function FollowedRun({ run }: { run: WatchedRun }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const forget = useSyncWatch((state) => state.forget)
  const { data } = useQuery(syncRunQueryOptions(run.id))
  const ended = data && data.status !== 'running' ? data : undefined

  useEffect(() => {
    if (!ended) return
    forget(run.id)
    const changes =
      ended.status === 'succeeded'
        ? t('dashboard.sync.changes', {
            created: ended.created,
            updated: ended.updated,
            unchanged: ended.unchanged,
            removed: ended.removed,
          })
        : undefined
    if (run.venueName === null) {
      if (ended.status === 'succeeded') toast.success(t('accessPoints.sync.allSynced'), { description: changes })
      else toast.error(t('accessPoints.sync.allFailed'), { description: ended.error ?? undefined })
    } else if (ended.status === 'succeeded') {
      toast.success(t('accessPoints.sync.venueSynced', { venueName: run.venueName }), { description: changes })
    } else {
      toast.error(t('accessPoints.sync.venueFailed', { venue: run.venueName }), {
        description: ended.error ?? undefined,
      })
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.accessPoints.all })
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard })
    void queryClient.invalidateQueries({ queryKey: queryKeys.sync.all })
  }, [ended, forget, queryClient, run, t])
  return null
}

/** Mounted once in the signed-in layout: the runs this tab follows, each told by a toast when it ends. */
export function SyncRunToasts() {
  const runs = useSyncWatch((state) => state.runs)
  return runs.map((run) => <FollowedRun key={run.id} run={run} />)
}
