import { auditPaths, type AuditEntry, type AuditListQuery, type ListResponse } from '@wifi/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toQueryString } from '@/lib/query-string'

/** One page of the audit trail (admins only); the previous page stays on screen while the next one loads. */
export const auditListQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: queryKeys.audit.list(query),
    queryFn: () => api<ListResponse<AuditEntry>>('GET', `${auditPaths.audit}${toQueryString(query)}`),
    placeholderData: keepPreviousData,
  })
