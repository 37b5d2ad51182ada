import type { SyncRun } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { actionsColumn, sortableColumn } from '@/components/data-table/columns'
import { TruncatedText } from '@/components/data-table/truncated-text'
import { Button } from '@/components/ui/button'
import type { KeysUnder } from '@/lib/i18n-keys'
import { SyncRunStatus } from './sync-run-status'
import type { useSyncRunText } from './sync-run-text'

/** A column the server does not sort by (only the start time sorts): a plain heading. */
function plainColumn(id: string, title: string, cell: (run: SyncRun) => React.ReactNode, className?: string) {
  return {
    id,
    header: () => title,
    cell: ({ row }) => cell(row.original),
    enableSorting: false,
    meta: { label: title, className },
  } satisfies ColumnDef<SyncRun>
}

/** The runs table: who, what, when, how long, what changed, why it failed; a run's details a button away. */
export function syncRunColumns(
  t: TFunction,
  text: ReturnType<typeof useSyncRunText>,
  onView: (run: SyncRun) => void,
): ColumnDef<SyncRun>[] {
  const title = (id: KeysUnder<'openwisp.runs.fields'>) => t(`openwisp.runs.fields.${id}`)
  return [
    sortableColumn<SyncRun>('startedAt', title('startedAt'), (_, run) => text.at(run.startedAt)),
    plainColumn('scope', title('scope'), (run) => <TruncatedText text={text.scope(run)} />, 'max-w-0 min-w-32 w-1/5'),
    plainColumn('status', title('status'), (run) => <SyncRunStatus run={run} />),
    plainColumn(
      'startedBy',
      title('startedBy'),
      (run) => run.startedBy && <TruncatedText text={run.startedBy} />,
      'max-w-0 min-w-28 w-1/6',
    ),
    plainColumn('duration', title('duration'), (run) => text.duration(run)),
    plainColumn(
      'outcome',
      title('outcome'),
      (run) =>
        run.error ? (
          // OpenWISP's or the server's own words, which are English.
          <span lang="en">
            <TruncatedText text={run.error} />
          </span>
        ) : (
          <TruncatedText text={text.outcome(run)} />
        ),
      'max-w-0 min-w-40 w-1/3',
    ),
    actionsColumn<SyncRun>(t('actions'), (run) => (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onView(run)}
        aria-label={t('openwisp.runs.viewRun', { at: text.at(run.startedAt) })}
      >
        {t('openwisp.runs.view')}
      </Button>
    )),
  ]
}
