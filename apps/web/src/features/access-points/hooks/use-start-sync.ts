import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-error'
import { errorMessage, waitTime } from '@/lib/error-message'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/lib/toast'
import { startSync } from '../api/sync-requests'
import { useSyncWatch } from '../sync-watch'

/** What to sync: a venue (its id and name), or everything. */
type SyncTarget = { venueId: string; venueName: string } | { venueId?: undefined; venueName: null }

/**
 * Starts a sync and follows its run (the toast comes when it ends, wherever the reader is by then). Too soon after
 * the last one: SPEC's 'Please wait before syncing again', with the wait; any other refusal: the failure toast.
 */
export function useStartSync() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const watch = useSyncWatch((state) => state.watch)
  return useMutation({
    mutationFn: ({ venueId }: SyncTarget) => startSync(venueId),
    meta: { handlesErrors: true },
    onSuccess: (run, { venueName }) => {
      queryClient.setQueryData(queryKeys.sync.run(run.id), run)
      watch({ id: run.id, venueName })
      void queryClient.invalidateQueries({ queryKey: queryKeys.sync.venueStates.all })
    },
    onError: (error, { venueName }) => {
      if (error instanceof ApiError && error.status === 429) {
        const seconds = error.body?.retryAfter ?? 1
        toast.error(t('accessPoints.sync.tooSoon'), {
          description: t('accessPoints.sync.tryAgainIn', { time: waitTime(seconds, t) }),
        })
        return
      }
      const title =
        venueName === null ? t('accessPoints.sync.allFailed') : t('accessPoints.sync.venueFailed', { venue: venueName })
      toast.error(title, { description: errorMessage(error, t) })
    },
  })
}
