import { auditPaths, type AuditEntry, type AuditListQuery, type ListResponse } from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'
import { readKeepingPrevious } from '@/lib/read-keeping-previous'

/** One page of the audit trail (admins only); the previous page stays on screen while the next one loads. */
export const auditListQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: queryKeys.audit.list(query),
    ...readKeepingPrevious<ListResponse<AuditEntry>>(auditPaths.audit, query),
  })
