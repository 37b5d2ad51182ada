import { apiPaths, statuses, venueSortable, type Venue, type VenueListQuery } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import { ExportCsvButton } from '@/components/export-csv-button'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { useTableUrlState } from '@/hooks/use-table-url-state'
import { toQueryString } from '@/lib/query-string'
import { useAuthStore } from '@/stores/auth-store'
import { venueListQueryOptions } from '../api/venue-requests'
import { VenueCard } from './venue-card'
import { venueColumns } from './venue-columns'
import { VenueFormDialog } from './venue-form-dialog'

/** /venues/: every venue for admins, their own for customers; the table's state lives in the URL. */
export function VenuesPage({ query }: { query: VenueListQuery }) {
  const { t, i18n } = useTranslation()
  const isAdmin = useAuthStore((state) => state.user?.role === 'admin')
  const { state, onStateChange } = useTableUrlState()
  const [adding, setAdding] = useState(false)
  const venues = useQuery(venueListQueryOptions(query))

  const columns = useMemo(() => {
    const formatDate = (iso: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso))
    return venueColumns(t, isAdmin, formatDate)
  }, [t, i18n.language, isAdmin])
  const columnLabels = Object.fromEntries(venueSortable.map((id) => [id, t(`venues.fields.${id}`)]))

  return (
    <>
      <PageHeader title={t('pages.venues.title')} description={t('pages.venues.description')} />
      <DataTable<Venue>
        tableId="venues"
        caption={t('pages.venues.title')}
        columns={columns}
        data={venues.data?.items ?? []}
        total={venues.data?.total ?? 0}
        state={{ ...state, sort: query.sort, order: query.order }}
        onStateChange={onStateChange}
        getRowId={(venue) => venue.id}
        columnLabels={columnLabels}
        isLoading={venues.isPending}
        isFetching={venues.isFetching}
        renderCard={(venue) => <VenueCard venue={venue} isAdmin={isAdmin} />}
        emptyState={<p className="text-muted-foreground">{t('venues.empty')}</p>}
        toolbar={{
          searchPlaceholder: t('venues.searchPlaceholder'),
          facets: [
            {
              column: 'status',
              title: t('venues.fields.status'),
              options: statuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
            },
          ],
          actions: (
            <>
              <ExportCsvButton
                name="venues"
                path={`${apiPaths.venuesExport}${toQueryString({ ...query, page: undefined, pageSize: undefined })}`}
              />
              {isAdmin && (
                <Button size="sm" onClick={() => setAdding(true)}>
                  <Plus aria-hidden />
                  {t('venues.add')}
                </Button>
              )}
            </>
          ),
        }}
      />
      {adding && <VenueFormDialog open onOpenChange={setAdding} isAdmin={isAdmin} />}
    </>
  )
}
