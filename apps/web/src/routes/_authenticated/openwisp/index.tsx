import { syncRunListQuerySchema, type SyncRunListQuery } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useMemo } from 'react'
import { syncRunListQueryOptions } from '@/features/access-points/api/openwisp-requests'
import { OpenWispPage } from '@/features/access-points/components/openwisp/openwisp-page'
import { requirePermission } from '@/lib/route-access'
import { listSearch } from '@/lib/route-search'

/**
 * Every role that reads sync runs (today both: a customer sees their venues') gets the page; its controller and
 * device groups are shown to admins only. Anyone else sees the 403 page, as on /users.
 */
export const Route = createFileRoute('/_authenticated/openwisp/')({
  beforeLoad: requirePermission('sync.readRuns'),
  // Read as given here; the schema parses it in the loader and the page, which load lazily (docs/decisions/030).
  validateSearch: listSearch<SyncRunListQuery>('status'),
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'startedAt', order: 'desc' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(syncRunListQueryOptions(syncRunListQuerySchema.parse(deps))),
  component: function OpenWisp() {
    const search = Route.useSearch()
    const query = useMemo(() => syncRunListQuerySchema.parse(search), [search])
    return <OpenWispPage query={query} />
  },
})
