/**
 * True when `error` (or one of its causes: Drizzle wraps driver errors) is PostgreSQL's unique_violation on
 * the named constraint or index. Both pg and PGlite expose `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const details = current as Error & { code?: unknown; constraint?: unknown }
    if (details.code === '23505' && details.constraint === constraint) return true
  }
  return false
}
