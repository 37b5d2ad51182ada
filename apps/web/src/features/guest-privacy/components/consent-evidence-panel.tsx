import { type GuestConsent, guestPaths } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import { ExportCsvButton } from '@/components/export-csv-button'
import { Button } from '@/components/ui/button'
import { useListPage } from '@/hooks/use-list-page'
import { formatDateTime } from '@/lib/console-dates'
import type { GuestConsentQuery } from '@/lib/query-keys'
import { guestConsentListQueryOptions } from '../api/guest-privacy-requests'
import { ConsentCard } from './consent-card'
import { consentColumns } from './consent-columns'
import { ConsentFilters, type ConsentFilterValues } from './consent-filters'

/**
 * The Consent evidence tab: one record per Connect, newest first, by venue and Vietnamese day, and the CSV of every
 * record those filters find (the server's export, with the same filters).
 */
export function ConsentEvidencePanel({ query }: { query: GuestConsentQuery }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate({ from: '/settings/guest-privacy' })
  const list = useQuery(guestConsentListQueryOptions(query))
  const { tableProps, exportPath } = useListPage({ query, list, exportPath: guestPaths.guestConsentsExport })
  const language = i18n.language
  const formatMoment = useCallback((iso: string) => formatDateTime(iso, language), [language])
  const columns = useMemo(() => consentColumns(t, formatMoment), [t, formatMoment])

  const filters = useMemo(() => ({ venueId: query.venueId, day: query.day }), [query.venueId, query.day])
  const filter = useCallback(
    (next: ConsentFilterValues) =>
      void navigate({
        // A new filter starts at the first page, as the table's own filters do.
        search: (previous) => ({ ...previous, venueId: next.venueId, day: next.day, page: undefined }),
        replace: true,
      }),
    [navigate],
  )

  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground">{t('guestPrivacy.consents.intro')}</p>
      <DataTable<GuestConsent>
        {...tableProps}
        tableId="guest-consents"
        caption={t('guestPrivacy.consents.caption')}
        columns={columns}
        getRowId={(consent) => consent.id}
        renderCard={(consent) => <ConsentCard consent={consent} formatDateTime={formatMoment} />}
        emptyState={
          list.isError ? (
            <div role="alert" className="flex flex-wrap items-center justify-center gap-3">
              {t('guestPrivacy.loadFailed')}
              <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : (
            <p className="text-muted-foreground">{t('guestPrivacy.consents.empty')}</p>
          )
        }
        toolbar={{
          searchable: false,
          filters: <ConsentFilters value={filters} onChange={filter} />,
          actions: <ExportCsvButton name="guest-consents" path={exportPath} />,
        }}
      />
    </div>
  )
}
