import type { SyncRun } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { TitledDialog } from '@/components/titled-dialog'
import type { KeysUnder } from '@/lib/i18n-keys'
import { syncRunQueryOptions } from '../../api/sync-requests'
import { SyncRunStatus } from './sync-run-status'
import { useSyncRunText } from './sync-run-text'

/** Everything recorded of one run, followed while it runs. */
export function SyncRunDialog({ run: listed, onClose }: { run: SyncRun; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const text = useSyncRunText()
  const run = useQuery({ ...syncRunQueryOptions(listed.id), initialData: listed }).data
  const number = new Intl.NumberFormat(i18n.language)
  const field = (id: KeysUnder<'openwisp.runs.fields'>) => t(`openwisp.runs.fields.${id}`)
  const rows: [string, React.ReactNode][] = [
    [field('status'), <SyncRunStatus key="status" run={run} />],
    [field('scope'), text.scope(run)],
    [field('startedBy'), run.startedBy ?? '—'],
    [field('startedAt'), text.at(run.startedAt)],
    [field('finishedAt'), run.finishedAt ? text.at(run.finishedAt) : '—'],
    [field('duration'), text.duration(run)],
    [field('pagesRead'), run.pagesRead === null ? '—' : number.format(run.pagesRead)],
    [
      field('devices'),
      run.devicesTotal === null || run.devicesProcessed === null
        ? '—'
        : t('openwisp.runs.devicesOf', { processed: run.devicesProcessed, total: run.devicesTotal }),
    ],
    [field('outcome'), text.outcome(run) || '—'],
  ]
  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('openwisp.runs.detailTitle')}
      description={text.scope(run)}
      className="sm:max-w-lg"
      headerClassName="pr-6 text-left"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        {run.error && (
          <div className="contents">
            <dt className="text-muted-foreground">{field('error')}</dt>
            <dd lang="en" className="break-words">
              {run.error}
            </dd>
          </div>
        )}
      </dl>
    </TitledDialog>
  )
}
