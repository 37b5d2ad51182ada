import { guestPaths, type GuestSession } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import { ExportCsvButton } from '@/components/export-csv-button'
import { AccessPointTabs } from '@/components/layout/access-point-tabs'
import { PageHeader } from '@/components/layout/page-header'
import { EmptyListState } from '@/components/no-venue-notice'
import { useDateFormats } from '@/hooks/use-date-formats'
import { useListPage } from '@/hooks/use-list-page'
import { useSearchFilters } from '@/hooks/use-search-filters'
import type { GuestSessionQuery } from '@/lib/query-keys'
import { guestSessionListQueryOptions } from '../api/guest-session-requests'
import { GuestSessionCard } from './guest-session-card'
import { guestSessionColumns } from './guest-session-columns'
import { GuestSessionFilters, type GuestSessionFilterValues } from './guest-session-filters'
import { EndSessionDialog } from './end-session-dialog'

/**
 * /accesspoints/guests: the guests' sessions, newest first — who is online now, and each ended visit with its
 * duration, data and cause (docs/decisions/034). Admins see every venue's, a customer their venues' (the server
 * decides). The list's page, sort and filters live in the address, and the CSV takes the same filters. An online
 * guest's session can be ended from its row.
 */
export function GuestSessionsPage({ query }: { query: GuestSessionQuery }) {
  const { t, i18n } = useTranslation()
  const { tableProps, exportPath } = useListPage({
    query,
    list: useQuery(guestSessionListQueryOptions(query)),
    exportPath: guestPaths.guestSessionsExport,
    loadFailed: t('guestSessions.loadFailed'),
  })
  const language = i18n.language
  const { dateTime: formatMoment } = useDateFormats()
  // The dialog lives here, not in the row: ending the session changes the row it was opened from.
  const [ending, setEnding] = useState<GuestSession | null>(null)
  const columns = useMemo(() => guestSessionColumns(t, language, formatMoment, setEnding), [t, language, formatMoment])

  const filters = useMemo(
    () => ({
      venueId: query.venueId,
      accessPointId: query.accessPointId,
      state: query.state,
      from: query.from,
      to: query.to,
    }),
    [query.venueId, query.accessPointId, query.state, query.from, query.to],
  )
  const filter = useSearchFilters<GuestSessionFilterValues>()

  return (
    <>
      <PageHeader
        title={t('pages.guestSessions.title')}
        description={t('pages.guestSessions.description')}
        help="guest-access-policy"
      />
      <AccessPointTabs />
      <div className="grid grid-cols-1 gap-4">
        <p className="text-sm text-muted-foreground">{t('guestSessions.intro')}</p>
        <DataTable<GuestSession>
          {...tableProps}
          tableId="guest-sessions"
          caption={t('guestSessions.caption')}
          columns={columns}
          getRowId={(session) => session.handle}
          renderCard={(session) => (
            <GuestSessionCard session={session} formatDateTime={formatMoment} onEnd={setEnding} />
          )}
          emptyState={<EmptyListState>{t('guestSessions.empty')}</EmptyListState>}
          toolbar={{
            searchable: false,
            filters: <GuestSessionFilters value={filters} onChange={filter} />,
            actions: <ExportCsvButton path={exportPath} />,
          }}
        />
      </div>
      <EndSessionDialog session={ending} onClose={() => setEnding(null)} />
    </>
  )
}
