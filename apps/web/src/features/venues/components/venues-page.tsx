import { apiPaths, statuses, type Venue, type VenueListQuery } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AddButton } from '@/components/add-button'
import { DataTable } from '@/components/data-table/data-table'
import { ExportCsvButton } from '@/components/export-csv-button'
import { EmptyListState } from '@/components/no-venue-notice'
import { PageHeader } from '@/components/layout/page-header'
import { useCan } from '@/hooks/use-can'
import { useListPage } from '@/hooks/use-list-page'
import { venueListQueryOptions } from '../api/venue-requests'
import { VenueCard } from './venue-card'
import { venueColumns } from './venue-columns'
import { VenueFormDialog } from './venue-form-dialog'
import type { ManageAdsDialog } from './venue-row-actions'

interface VenuesPageProps {
  query: VenueListQuery
  /** Opened from a row's "Manage ads"; it belongs to the venue-ads feature, so the route supplies it. */
  ManageAds: ManageAdsDialog
}

/** /venues/: every venue for admins, their own for customers; the table's state lives in the URL. */
export function VenuesPage({ query, ManageAds }: VenuesPageProps) {
  const { t } = useTranslation()
  const administers = useCan('venues.administer')
  const [adding, setAdding] = useState(false)
  const { tableProps, exportPath, formatDate } = useListPage({
    query,
    list: useQuery(venueListQueryOptions(query)),
    exportPath: apiPaths.venuesExport,
  })
  const columns = useMemo(
    () => venueColumns(t, administers, formatDate, ManageAds),
    [t, administers, formatDate, ManageAds],
  )

  return (
    <>
      <PageHeader
        title={t('pages.venues.title')}
        description={t('pages.venues.description')}
        help="venues-and-members"
      />
      <DataTable<Venue>
        {...tableProps}
        tableId="venues"
        caption={t('pages.venues.title')}
        columns={columns}
        renderCard={(venue) => <VenueCard venue={venue} ManageAds={ManageAds} />}
        // Only admins add venues: a customer is told whom to ask for theirs, or (with venues) to clear the filters.
        emptyState={<EmptyListState>{t(administers ? 'venues.empty' : 'venues.emptyMember')}</EmptyListState>}
        toolbar={{
          searchPlaceholder: t('venues.searchPlaceholder'),
          searchHint: t('venues.searchHint'),
          facets: [
            {
              column: 'status',
              title: t('venues.fields.status'),
              options: statuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
            },
          ],
          actions: (
            <>
              <ExportCsvButton path={exportPath} />
              {administers && <AddButton label={t('venues.add')} onClick={() => setAdding(true)} />}
            </>
          ),
        }}
      />
      {adding && <VenueFormDialog open onOpenChange={setAdding} />}
    </>
  )
}
