import type { SyncRun } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { SyncRunStatus } from './sync-run-status'
import { useSyncRunText } from './sync-run-text'

/** A run on a phone: the table's row as a card. */
export function SyncRunCard({ run, onView }: { run: SyncRun; onView: (run: SyncRun) => void }) {
  const { t } = useTranslation()
  const text = useSyncRunText()
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <p className="font-medium break-words">{text.scope(run)}</p>
          <SyncRunStatus run={run} />
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onView(run)}
          aria-label={t('openwisp.runs.viewRun', { at: text.at(run.startedAt) })}
        >
          {t('openwisp.runs.view')}
        </Button>
      </div>
      <p className="text-muted-foreground">
        {text.at(run.startedAt)} · {text.duration(run)}
        {run.startedBy && ` · ${run.startedBy}`}
      </p>
      {run.error ? (
        <p lang="en" className="break-words text-muted-foreground">
          {run.error}
        </p>
      ) : (
        text.outcome(run) && <p className="text-muted-foreground">{text.outcome(run)}</p>
      )}
    </div>
  )
}
