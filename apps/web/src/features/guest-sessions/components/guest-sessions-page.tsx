import { guestPaths, type GuestSession } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import { ExportCsvButton } from '@/components/export-csv-button'
import { AccessPointTabs } from '@/components/layout/access-point-tabs'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { useListPage } from '@/hooks/use-list-page'
import { formatDateTime } from '@/lib/console-dates'
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
  const navigate = useNavigate({ from: '/accesspoints/guests' })
  const list = useQuery(guestSessionListQueryOptions(query))
  const { tableProps, exportPath } = useListPage({ query, list, exportPath: guestPaths.guestSessionsExport })
  const language = i18n.language
  const formatMoment = useCallback((iso: string) => formatDateTime(iso, language), [language])
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
  const filter = useCallback(
    (change: Partial<GuestSessionFilterValues>) =>
      void navigate({
        // A new filter starts at the first page, as the table's own filters do.
        search: (previous) => ({ ...previous, ...change, page: undefined }),
        replace: true,
      }),
    [navigate],
  )

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
          emptyState={
            list.isError ? (
              <div role="alert" className="flex flex-wrap items-center justify-center gap-3">
                {t('guestSessions.loadFailed')}
                <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
                  {t('retry')}
                </Button>
              </div>
            ) : (
              <p className="text-muted-foreground">{t('guestSessions.empty')}</p>
            )
          }
          toolbar={{
            searchable: false,
            filters: <GuestSessionFilters value={filters} onChange={filter} />,
            actions: <ExportCsvButton name="guest-sessions" path={exportPath} />,
          }}
        />
      </div>
      <EndSessionDialog session={ending} onClose={() => setEnding(null)} />
    </>
  )
}
