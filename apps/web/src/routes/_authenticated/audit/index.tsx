import { auditListQuerySchema, type AuditListQuery } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useMemo } from 'react'
import { auditListQueryOptions } from '@/features/audit/api/audit-requests'
import { AuditPage } from '@/features/audit/components/audit-page'
import { ForbiddenError } from '@/features/errors/components/forbidden-error'
import { useCan } from '@/hooks/use-can'
import { can } from '@/lib/permissions'
import { listSearch } from '@/lib/route-search'
import { useAuthStore } from '@/stores/auth-store'

const isAdmin = () => can(useAuthStore.getState().user?.role, 'readAudit')

/** Admins only: anyone else sees the 403 page here (and the server refuses the trail anyway). */
export const Route = createFileRoute('/_authenticated/audit/')({
  // Read as given here; the schema parses it in the loader and the page, which load lazily (docs/decisions/030).
  validateSearch: listSearch<AuditListQuery>(),
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'at', order: 'desc' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    isAdmin()
      ? context.queryClient.ensureQueryData(auditListQueryOptions(auditListQuerySchema.parse(deps)))
      : undefined,
  component: function Audit() {
    const search = Route.useSearch()
    const query = useMemo(() => auditListQuerySchema.parse(search), [search])
    const admin = useCan('readAudit')
    return admin ? <AuditPage query={query} /> : <ForbiddenError />
  },
})
