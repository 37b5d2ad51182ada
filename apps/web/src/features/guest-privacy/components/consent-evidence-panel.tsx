import { type GuestConsent, guestPaths } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import { ExportCsvButton } from '@/components/export-csv-button'
import { useDateFormats } from '@/hooks/use-date-formats'
import { useListPage } from '@/hooks/use-list-page'
import { useSearchFilters } from '@/hooks/use-search-filters'
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
  const { t } = useTranslation()
  const { tableProps, exportPath } = useListPage({
    query,
    list: useQuery(guestConsentListQueryOptions(query)),
    exportPath: guestPaths.guestConsentsExport,
    loadFailed: t('guestPrivacy.loadFailed'),
  })
  const { dateTime: formatMoment } = useDateFormats()
  const columns = useMemo(() => consentColumns(t, formatMoment), [t, formatMoment])

  const filters = useMemo(() => ({ venueId: query.venueId, day: query.day }), [query.venueId, query.day])
  const setFilters = useSearchFilters<ConsentFilterValues>()
  // Both written each time: clearing sends neither, and both must leave the address.
  const filter = useCallback(
    (next: ConsentFilterValues) => setFilters({ venueId: next.venueId, day: next.day }),
    [setFilters],
  )

  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground">{t('guestPrivacy.consents.intro')}</p>
      <DataTable<GuestConsent>
        {...tableProps}
        tableId="guest-consents"
        caption={t('guestPrivacy.consents.caption')}
        columns={columns}
        renderCard={(consent) => <ConsentCard consent={consent} formatDateTime={formatMoment} />}
        emptyState={<p className="text-muted-foreground">{t('guestPrivacy.consents.empty')}</p>}
        toolbar={{
          searchable: false,
          filters: <ConsentFilters value={filters} onChange={filter} />,
          actions: <ExportCsvButton path={exportPath} />,
        }}
      />
    </div>
  )
}
