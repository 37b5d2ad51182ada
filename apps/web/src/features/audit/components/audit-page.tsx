import { auditPaths, type AuditEntry, type AuditListQuery } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import { ExportCsvButton } from '@/components/export-csv-button'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { useListPage } from '@/hooks/use-list-page'
import { formatDateTime } from '@/lib/console-dates'
import { auditListQueryOptions } from '../api/audit-requests'
import { AuditCard } from './audit-card'
import { auditColumns } from './audit-columns'
import { AuditEntryDialog } from './audit-entry-dialog'
import { AuditFilters, type AuditFilterValues } from './audit-filters'

/**
 * /audit (admins): every recorded change, newest first — when, who and from where, what, which action — searched by
 * the actor and filtered by kind of item, action and days; the CSV takes the same filters. A row opens the change,
 * before and after. The page, sort and filters live in the address.
 */
export function AuditPage({ query }: { query: AuditListQuery }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate({ from: '/audit/' })
  const list = useQuery(auditListQueryOptions(query))
  const { tableProps, exportPath } = useListPage({ query, list, exportPath: auditPaths.auditExport })
  const language = i18n.language
  const formatMoment = useCallback((iso: string) => formatDateTime(iso, language, { seconds: true }), [language])
  const [viewing, setViewing] = useState<AuditEntry | null>(null)
  const columns = useMemo(() => auditColumns(t, formatMoment, setViewing), [t, formatMoment])

  const filters = useMemo(
    () => ({ entity: query.entity, action: query.action, from: query.from, to: query.to }),
    [query.entity, query.action, query.from, query.to],
  )
  const filter = useCallback(
    (change: Partial<AuditFilterValues>) =>
      void navigate({
        // A new filter starts at the first page, as the table's own filters do.
        search: (previous) => ({ ...previous, ...change, page: undefined }),
        replace: true,
      }),
    [navigate],
  )

  return (
    <>
      <PageHeader title={t('pages.audit.title')} description={t('pages.audit.description')} help="audit-trail" />
      <DataTable<AuditEntry>
        {...tableProps}
        tableId="audit"
        caption={t('audit.caption')}
        columns={columns}
        getRowId={(entry) => entry.id}
        renderCard={(entry) => <AuditCard entry={entry} formatDateTime={formatMoment} onView={setViewing} />}
        emptyState={
          list.isError ? (
            <div role="alert" className="flex flex-wrap items-center justify-center gap-3">
              {t('audit.loadFailed')}
              <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : (
            <p className="text-muted-foreground">{t('audit.empty')}</p>
          )
        }
        toolbar={{
          searchPlaceholder: t('audit.searchPlaceholder'),
          searchHint: t('audit.searchHint'),
          filters: <AuditFilters value={filters} onChange={filter} />,
          actions: <ExportCsvButton name="audit" path={exportPath} />,
        }}
      />
      <AuditEntryDialog entry={viewing} formatDateTime={formatMoment} onClose={() => setViewing(null)} />
    </>
  )
}
