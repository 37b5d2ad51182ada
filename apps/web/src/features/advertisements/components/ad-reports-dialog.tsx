import type { AdReport } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { Ban, RotateCcw } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dateColumn, sortableColumn, textColumn } from '@/components/data-table/columns'
import { DataTable } from '@/components/data-table/data-table'
import { listQueryProps } from '@/components/data-table/list-query-props'
import { ListDialog } from '@/components/list-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useDateFormats } from '@/hooks/use-date-formats'
import { useLocalTableState } from '@/hooks/use-local-table-state'
import type { KeysUnder } from '@/lib/i18n-keys'
import type { AdReportQuery } from '@/lib/query-keys'
import { adReportListQueryOptions } from '../api/ad-requests'
import { AdRestoreDialog } from './ad-restore-dialog'
import { AdTakedownDialog } from './ad-takedown-dialog'

/** The reports as the dialog opens: the newest first. The page's button counts them from the same page. */
export const firstReportsPage: AdReportQuery = { page: 1, pageSize: 10, sort: 'reportedAt', order: 'desc' }

type Acting = { kind: 'takedown' | 'restore'; ad: { id: string; title: string } }

/** The server sorts the reports by time only. */
const unsorted = <TData,>(column: ColumnDef<TData>): ColumnDef<TData> => ({ ...column, enableSorting: false })

/** Whether the ad is shown to guests now or taken down, as a word. */
function AdState({ report }: { report: AdReport }) {
  const { t } = useTranslation()
  return report.adTakenDown ? (
    <Badge variant="destructive">{t('advertisements.takenDown')}</Badge>
  ) : (
    <Badge variant="outline">{t('advertisements.reports.shown')}</Badge>
  )
}

/**
 * Take down or Restore, on the report's ad. One button whose word changes, so that after either the focus, given
 * back to it, finds it where it was.
 */
function ReportAction({ report, onAct }: { report: AdReport; onAct: (acting: Acting) => void }) {
  const { t } = useTranslation()
  const kind = report.adTakenDown ? 'restore' : 'takedown'
  const ad = { id: report.adId, title: report.adTitle }
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t(`advertisements.${kind}.actionFor`, { title: report.adTitle })}
      onClick={() => onAct({ kind, ad })}
    >
      {report.adTakenDown ? <RotateCcw aria-hidden /> : <Ban aria-hidden />}
      {t(`advertisements.${kind}.action`)}
    </Button>
  )
}

function reportColumns(
  t: TFunction,
  formatMoment: (iso: string) => string,
  onAct: (acting: Acting) => void,
): ColumnDef<AdReport>[] {
  const title = (id: KeysUnder<'advertisements.reports.fields'>) => t(`advertisements.reports.fields.${id}`)
  return [
    unsorted(textColumn<AdReport>('adTitle', title('adTitle'), { emphasis: true })),
    unsorted(textColumn<AdReport>('venueName', title('venueName'), { share: 'w-1/6' })),
    unsorted(
      sortableColumn<AdReport>('reason', title('reason'), (_, report) =>
        t(`advertisements.reports.reasons.${report.reason}`),
      ),
    ),
    unsorted(textColumn<AdReport>('details', title('details'), { share: 'w-1/4' })),
    dateColumn<AdReport>('reportedAt', title('reportedAt'), formatMoment),
    unsorted(sortableColumn<AdReport>('adTakenDown', title('adTakenDown'), (_, report) => <AdState report={report} />)),
    {
      id: 'actions',
      enableSorting: false,
      enableHiding: false,
      header: () => <span className="sr-only">{t('actions')}</span>,
      cell: ({ row }) => <ReportAction report={row.original} onAct={onAct} />,
      meta: { className: 'sticky right-0 bg-background' },
    },
  ]
}

/** One report on a phone: the table's row as a card, with its action. */
function ReportCard({
  report,
  formatMoment,
  onAct,
}: {
  report: AdReport
  formatMoment: (iso: string) => string
  onAct: (acting: Acting) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium break-words">{report.adTitle}</p>
        <AdState report={report} />
      </div>
      <p className="text-muted-foreground">
        {t(`advertisements.reports.reasons.${report.reason}`)} · {report.venueName} · {formatMoment(report.reportedAt)}
      </p>
      {report.details && <p className="break-words">{report.details}</p>}
      <div>
        <ReportAction report={report} onAct={onAct} />
      </div>
    </div>
  )
}

/**
 * Advertisement → Guest reports (admins): what guests reported from the Wi-Fi page, and on each report's ad, Take
 * down (everywhere at once, with a reason) or Restore.
 */
export function AdReportsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation()
  const { state, onStateChange } = useLocalTableState(firstReportsPage)
  const query: AdReportQuery = {
    page: state.page,
    pageSize: state.pageSize,
    sort: 'reportedAt',
    order: state.order ?? 'desc',
  }
  const list = useQuery(adReportListQueryOptions(query))
  const [acting, setActing] = useState<Acting | null>(null)
  const { dateTime: formatMoment } = useDateFormats()
  const columns = useMemo(() => reportColumns(t, formatMoment, setActing), [t, formatMoment])
  const close = (isOpen: boolean) => {
    if (!isOpen) setActing(null)
  }

  return (
    <ListDialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={t('advertisements.reports.title')}
      description={t('advertisements.reports.description')}
    >
      <DataTable<AdReport>
        {...listQueryProps(list, t('advertisements.reports.loadFailed'))}
        state={{ ...state, sort: query.sort, order: query.order }}
        onStateChange={onStateChange}
        tableId="ad-reports"
        caption={t('advertisements.reports.caption')}
        columns={columns}
        renderCard={(report) => <ReportCard report={report} formatMoment={formatMoment} onAct={setActing} />}
        emptyState={<p className="text-muted-foreground">{t('advertisements.reports.empty')}</p>}
        toolbar={{ searchable: false }}
      />
      {acting?.kind === 'takedown' && <AdTakedownDialog open onOpenChange={close} ad={acting.ad} />}
      {acting?.kind === 'restore' && <AdRestoreDialog open onOpenChange={close} ad={acting.ad} />}
    </ListDialog>
  )
}
