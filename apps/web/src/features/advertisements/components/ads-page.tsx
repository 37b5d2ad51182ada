import { apiPaths, type AdListQuery, type Advertisement } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { Flag } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AddButton } from '@/components/add-button'
import { DataTable } from '@/components/data-table/data-table'
import { ExportCsvButton } from '@/components/export-csv-button'
import { PageHeader } from '@/components/layout/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { EmptyListState } from '@/components/no-venue-notice'
import { useCan } from '@/hooks/use-can'
import { useDateFormats } from '@/hooks/use-date-formats'
import { useListPage } from '@/hooks/use-list-page'
import { toast } from '@/lib/toast'
import { adOptions } from '../ad-options'
import { adListQueryOptions, adReportListQueryOptions } from '../api/ad-requests'
import { AdCard } from './ad-card'
import { AdFormDialog } from './ad-form-dialog'
import { AdReportsDialog, firstReportsPage } from './ad-reports-dialog'
import { adColumns } from './ad-columns'

/**
 * /advertisement: the ads the reader may see (every ad for admins; a customer's own and the public ones), the
 * table's state in the URL. A failed load says so ('Error loading advertisements') and offers a retry in the
 * table's place, keeping the search and filters that led to it.
 */
export function AdsPage({ query }: { query: AdListQuery }) {
  const { t } = useTranslation()
  const list = useQuery(adListQueryOptions(query))
  const [adding, setAdding] = useState(false)
  const readsReports = useCan('guestPrivacy.administer')
  const [readingReports, setReadingReports] = useState(false)
  // The button counts the reports from the dialog's first page, which opening it then shows at once.
  const reports = useQuery({ ...adReportListQueryOptions(firstReportsPage), enabled: readsReports })
  const { tableProps, exportPath, formatDate } = useListPage({
    query,
    list,
    exportPath: apiPaths.advertisementsExport,
    loadFailed: t('advertisements.loadFailed'),
  })
  const { day: formatAdDay } = useDateFormats()
  const columns = useMemo(() => adColumns(t, formatAdDay, formatDate), [t, formatAdDay, formatDate])

  // Once per failure (a Retry that fails again toasts again), also for a failure the route's loader waited out.
  const failedAt = list.isError ? list.errorUpdatedAt : 0
  useEffect(() => {
    if (failedAt) toast.error(t('advertisements.toast.loadFailed'), { id: 'advertisements-load-failed' })
  }, [failedAt, t])

  const options = adOptions(t)

  return (
    <>
      <PageHeader
        title={t('pages.advertisement.title')}
        description={t('pages.advertisement.description')}
        help="ads-and-scheduling"
      />
      <DataTable<Advertisement>
        {...tableProps}
        tableId="advertisements"
        caption={t('pages.advertisement.title')}
        columns={columns}
        renderCard={(ad) => <AdCard ad={ad} formatDay={formatAdDay} />}
        emptyState={<EmptyListState>{t('advertisements.empty')}</EmptyListState>}
        toolbar={{
          searchPlaceholder: t('advertisements.searchPlaceholder'),
          searchHint: t('advertisements.searchHint'),
          facets: [
            { column: 'status', title: t('advertisements.fields.status'), options: options.status },
            { column: 'type', title: t('advertisements.fields.type'), options: options.type },
            {
              column: 'componentType',
              title: t('advertisements.fields.componentType'),
              options: options.componentType,
            },
          ],
          actions: (
            <>
              {readsReports && (
                <Button variant="outline" size="sm" onClick={() => setReadingReports(true)}>
                  <Flag aria-hidden />
                  {t('advertisements.reports.action')}
                  {reports.data !== undefined && reports.data.total > 0 && (
                    <Badge variant="secondary" className="tabular-nums">
                      {reports.data.total}
                    </Badge>
                  )}
                </Button>
              )}
              <ExportCsvButton path={exportPath} />
              <AddButton label={t('advertisements.add')} onClick={() => setAdding(true)} />
            </>
          ),
        }}
      />
      {adding && <AdFormDialog open onOpenChange={setAdding} />}
      {readingReports && <AdReportsDialog open onOpenChange={setReadingReports} />}
    </>
  )
}
