import { syncRunStatuses, type SyncRun, type SyncRunListQuery } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import { PageHeader } from '@/components/layout/page-header'
import { useCan } from '@/hooks/use-can'
import { useListPage } from '@/hooks/use-list-page'
import { syncRunListQueryOptions } from '../../api/openwisp-requests'
import { SyncAllButton } from '../sync-all-button'
import { ControllerCard } from './controller-card'
import { GroupLinksCard } from './group-links-card'
import { SyncRunCard } from './sync-run-card'
import { syncRunColumns } from './sync-run-columns'
import { SyncRunDialog } from './sync-run-dialog'
import { useSyncRunText } from './sync-run-text'

/**
 * /openwisp/: for admins the controller (address, last error, a check on demand) and its device groups with their
 * venues; for everyone the sync runs they may see (customers: their venues'), as a server-side table whose state
 * lives in the URL, each run's details a click away.
 */
export function OpenWispPage({ query }: { query: SyncRunListQuery }) {
  const { t } = useTranslation()
  // The controller, its device groups and a sync of everything: admins'; the runs: everyone's own (ADR 029).
  const administers = useCan('accessPoints.administer')
  const text = useSyncRunText()
  const [shown, setShown] = useState<SyncRun | null>(null)
  const { tableProps } = useListPage({ query, list: useQuery(syncRunListQueryOptions(query)) })
  const columns = useMemo(() => syncRunColumns(t, text, setShown), [t, text])

  return (
    <>
      <PageHeader
        title={t('pages.openwisp.title')}
        description={t('pages.openwisp.description')}
        help="access-points-and-sync"
      />
      {administers && (
        <div className="mb-8 grid items-start gap-4 lg:grid-cols-2">
          <ControllerCard />
          <GroupLinksCard />
        </div>
      )}
      <h2 className="mb-3 text-lg font-semibold">{t('openwisp.runs.title')}</h2>
      <DataTable<SyncRun>
        {...tableProps}
        tableId="sync-runs"
        caption={t('openwisp.runs.title')}
        columns={columns}
        renderCard={(run) => <SyncRunCard run={run} onView={setShown} />}
        emptyState={<p className="text-muted-foreground">{t('openwisp.runs.empty')}</p>}
        toolbar={{
          searchPlaceholder: t('openwisp.runs.searchPlaceholder'),
          searchHint: t('openwisp.runs.searchHint'),
          facets: [
            {
              column: 'status',
              title: t('openwisp.runs.fields.status'),
              options: syncRunStatuses.map((status) => ({
                value: status,
                label: t(`dashboard.sync.status.${status}`),
              })),
            },
          ],
          actions: administers && <SyncAllButton />,
        }}
      />
      {shown && <SyncRunDialog run={shown} onClose={() => setShown(null)} />}
    </>
  )
}
