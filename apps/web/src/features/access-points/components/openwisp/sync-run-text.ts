import type { SyncRun } from '@wifi/contract'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@/lib/console-dates'

/** A run told in words: what it covered, when, how long it took, and what it changed or how far it got. */
export function useSyncRunText() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => {
    const number = new Intl.NumberFormat(language)
    return {
      scope: (run: SyncRun) =>
        run.scope === 'all'
          ? t('dashboard.sync.scopeAll')
          : t('dashboard.sync.scopeVenue', { name: run.venueName ?? '' }),
      status: (run: SyncRun) => t(`dashboard.sync.status.${run.status}`),
      at: (iso: string) => formatDateTime(iso, language, { seconds: true }),
      /** "12.4 s" / "3 min 5 s"; a run still going counts to now. */
      duration: (run: SyncRun, now = Date.now()) => {
        const seconds = ((run.finishedAt ? Date.parse(run.finishedAt) : now) - Date.parse(run.startedAt)) / 1000
        if (seconds < 60) return t('openwisp.runs.seconds', { value: number.format(Math.round(seconds * 10) / 10) })
        return t('openwisp.runs.minutes', { minutes: Math.floor(seconds / 60), seconds: Math.round(seconds % 60) })
      },
      /** The counts once it succeeded; how far it got while it runs; nothing for a failed run or hidden counts. */
      outcome: (run: SyncRun) => {
        const { pagesRead, devicesTotal, devicesProcessed, created, updated, unchanged, removed } = run
        if (run.status === 'running') {
          if (devicesTotal && devicesProcessed !== null) {
            return t('accessPoints.sync.syncingCount', { processed: devicesProcessed, total: devicesTotal })
          }
          return pagesRead === null ? '' : t('openwisp.runs.readingPages', { count: pagesRead })
        }
        if (run.status !== 'succeeded' || created === null) return ''
        return t('dashboard.sync.changes', { created, updated, unchanged, removed })
      },
    }
  }, [t, language])
}
