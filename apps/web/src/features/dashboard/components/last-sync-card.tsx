import type { Dashboard } from '@wifi/contract'
import { RefreshCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TitledCard } from '@/components/titled-card'
import { formatDateTime } from '@/lib/console-dates'
import { cn } from '@/lib/utils'
import { formatTimeAgo } from '@/lib/relative-time'
import { syncRunMarker } from '@/lib/sync-run-marker'

/**
 * The newest sync with OpenWISP the user may see: its result (a coloured marker and a word), when it started (how
 * long ago, and the date), what it covered and what it changed — or that there has been none.
 */
export function LastSyncCard({
  run,
  readAt,
  showsErrors,
}: {
  run: Dashboard['lastSync']
  /** When the figures were read: "3 minutes ago" counts from there. */
  readAt: Date
  /** Admins see why a run failed; the API tells a customer only that it did. */
  showsErrors: boolean
}) {
  const { t, i18n } = useTranslation()
  return (
    <TitledCard title={t('dashboard.sync.title')} icon={RefreshCw} className="grid gap-2">
      {run ? (
        <>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="flex items-center gap-2 text-2xl font-bold tracking-tight">
              <span aria-hidden className={cn('size-3 shrink-0 rounded-full', syncRunMarker[run.status])} />
              {t(`dashboard.sync.status.${run.status}`)}
            </span>{' '}
            <span className="text-sm text-muted-foreground">
              <time dateTime={run.startedAt}>
                {formatTimeAgo(new Date(run.startedAt), readAt, i18n.language)} ·{' '}
                {formatDateTime(run.startedAt, i18n.language)}
              </time>
            </span>
          </p>
          <p className="text-sm">
            {run.scope === 'all'
              ? t('dashboard.sync.scopeAll')
              : t('dashboard.sync.scopeVenue', { name: run.venueName ?? '' })}
            {run.startedBy && (
              <span className="text-muted-foreground">
                {' '}
                · {t('dashboard.sync.startedBy', { email: run.startedBy })}
              </span>
            )}
          </p>
          {/* No counts for a customer when the run synced everything: those are the whole network's. */}
          {run.status === 'succeeded' && run.created !== null && (
            <p className="text-sm text-muted-foreground">
              {t('dashboard.sync.changes', {
                created: run.created,
                updated: run.updated,
                unchanged: run.unchanged,
                removed: run.removed,
              })}
            </p>
          )}
          {run.status === 'failed' &&
            (showsErrors && run.error ? (
              // OpenWISP's or the server's own words, which are English.
              <p lang="en" className="text-sm break-words text-muted-foreground">
                {run.error}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">{t('dashboard.sync.failedAskAdmin')}</p>
            ))}
        </>
      ) : (
        <>
          <p className="text-2xl font-bold tracking-tight">{t('dashboard.sync.never')}</p>
          <p className="text-sm text-muted-foreground">{t('dashboard.sync.neverHint')}</p>
        </>
      )}
    </TitledCard>
  )
}
