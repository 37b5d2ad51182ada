import { auditPaths, type AuditEntry, type AuditListQuery } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import { ExportCsvButton } from '@/components/export-csv-button'
import { PageHeader } from '@/components/layout/page-header'
import { useDateFormats } from '@/hooks/use-date-formats'
import { useListPage } from '@/hooks/use-list-page'
import { auditListQueryOptions } from '../api/audit-requests'
import { AuditCard } from './audit-card'
import { auditColumns } from './audit-columns'
import { AuditEntryDialog } from './audit-entry-dialog'
import { AuditFilters, type AuditFilterValues } from './audit-filters'
import { useSearchFilters } from '@/hooks/use-search-filters'

/**
 * /audit (admins): every recorded change, newest first — when, who and from where, what, which action — searched by
 * the actor and filtered by kind of item, action and days; the CSV takes the same filters. A row opens the change,
 * before and after. The page, sort and filters live in the address.
 */
export function AuditPage({ query }: { query: AuditListQuery }) {
  const { t } = useTranslation()
  const { tableProps, exportPath } = useListPage({
    query,
    list: useQuery(auditListQueryOptions(query)),
    exportPath: auditPaths.auditExport,
    loadFailed: t('audit.loadFailed'),
  })
  const { dateTimeSeconds: formatMoment } = useDateFormats()
  const [viewing, setViewing] = useState<AuditEntry | null>(null)
  const columns = useMemo(() => auditColumns(t, formatMoment, setViewing), [t, formatMoment])

  const filters = useMemo(
    () => ({ entity: query.entity, action: query.action, from: query.from, to: query.to }),
    [query.entity, query.action, query.from, query.to],
  )
  const filter = useSearchFilters<AuditFilterValues>()

  return (
    <>
      <PageHeader title={t('pages.audit.title')} description={t('pages.audit.description')} help="audit-trail" />
      <DataTable<AuditEntry>
        {...tableProps}
        tableId="audit"
        caption={t('audit.caption')}
        columns={columns}
        renderCard={(entry) => <AuditCard entry={entry} formatDateTime={formatMoment} onView={setViewing} />}
        emptyState={<p className="text-muted-foreground">{t('audit.empty')}</p>}
        toolbar={{
          searchPlaceholder: t('audit.searchPlaceholder'),
          searchHint: t('audit.searchHint'),
          filters: <AuditFilters value={filters} onChange={filter} />,
          actions: <ExportCsvButton path={exportPath} />,
        }}
      />
      <AuditEntryDialog entry={viewing} formatDateTime={formatMoment} onClose={() => setViewing(null)} />
    </>
  )
}
