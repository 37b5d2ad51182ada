/**
 * The audit trail's paths, in a module of their own: only the lazily loaded audit page calls them, and `apiPaths`'
 * module loads whole with the sign-in page, whose first load must not grow (docs/decisions/030).
 */
export const auditPaths = {
  audit: '/api/audit',
  auditExport: '/api/audit/export',
} as const
