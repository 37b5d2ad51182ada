import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

/**
 * A list's own filters (a venue, a day, a period) kept in the address beside the table's: a change replaces the
 * history entry and starts again at the first page, as the table's own filters do.
 */
export function useSearchFilters<TFilters extends object>() {
  const navigate = useNavigate()
  return useCallback(
    (change: Partial<TFilters>) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, ...change, page: undefined }),
        replace: true,
      }),
    [navigate],
  )
}
