import { syncRunListQuerySchema, type SyncRunListQuery } from '@wifi/contract'
import { createFileRoute } from '@tanstack/react-router'
import { syncRunListQueryOptions } from '@/features/access-points/api/openwisp-requests'
import { OpenWispPage } from '@/features/access-points/components/openwisp/openwisp-page'
import { requirePermission } from '@/lib/route-access'
import { useParsedSearch } from '@/hooks/use-parsed-search'
import { listRoute } from '@/lib/route-search'

/**
 * Every role that reads sync runs (today both: a customer sees their venues') gets the page; its controller and
 * device groups are shown to admins only. Anyone else sees the 403 page, as on /users.
 */
export const Route = createFileRoute('/_authenticated/openwisp/')({
  beforeLoad: requirePermission('sync.readRuns'),
  ...listRoute<SyncRunListQuery>({ page: 1, pageSize: 10, sort: 'startedAt', order: 'desc' }, 'status'),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(syncRunListQueryOptions(syncRunListQuerySchema.parse(deps))),
  component: function OpenWisp() {
    const query = useParsedSearch(syncRunListQuerySchema, Route.useSearch())
    return <OpenWispPage query={query} />
  },
})
