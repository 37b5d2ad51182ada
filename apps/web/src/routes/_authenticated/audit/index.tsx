import { auditListQuerySchema, type AuditListQuery } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useMemo } from 'react'
import { auditListQueryOptions } from '@/features/audit/api/audit-requests'
import { AuditPage } from '@/features/audit/components/audit-page'
import { requirePermission } from '@/lib/route-access'
import { listSearch } from '@/lib/route-search'

/** Admins only: anyone else sees the 403 page here (and the server refuses the trail anyway). */
export const Route = createFileRoute('/_authenticated/audit/')({
  beforeLoad: requirePermission('audit.read'),
  // Read as given here; the schema parses it in the loader and the page, which load lazily (docs/decisions/030).
  validateSearch: listSearch<AuditListQuery>(),
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'at', order: 'desc' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(auditListQueryOptions(auditListQuerySchema.parse(deps))),
  component: function Audit() {
    const search = Route.useSearch()
    const query = useMemo(() => auditListQuerySchema.parse(search), [search])
    return <AuditPage query={query} />
  },
})
