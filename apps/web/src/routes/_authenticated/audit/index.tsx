import { auditListQuerySchema, type AuditListQuery } from '@wifi/contract'
import { createFileRoute } from '@tanstack/react-router'
import { auditListQueryOptions } from '@/features/audit/api/audit-requests'
import { AuditPage } from '@/features/audit/components/audit-page'
import { requirePermission } from '@/lib/route-access'
import { useParsedSearch } from '@/hooks/use-parsed-search'
import { listRoute } from '@/lib/route-search'

/** Admins only: anyone else sees the 403 page here (and the server refuses the trail anyway). */
export const Route = createFileRoute('/_authenticated/audit/')({
  beforeLoad: requirePermission('audit.read'),
  ...listRoute<AuditListQuery>({ page: 1, pageSize: 10, sort: 'at', order: 'desc' }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(auditListQueryOptions(auditListQuerySchema.parse(deps))),
  component: function Audit() {
    const query = useParsedSearch(auditListQuerySchema, Route.useSearch())
    return <AuditPage query={query} />
  },
})
