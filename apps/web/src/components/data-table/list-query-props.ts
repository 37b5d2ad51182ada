import type { ListResponse } from '@wifi/contract'
import type { UseQueryResult } from '@tanstack/react-query'

/**
 * A list query's page as `DataTable`'s rows: the items and their total, the first load and a refresh, and a failure
 * said in the rows' place (`loadFailed`, when the list shows its own) with a Try again that reads the page again.
 */
export function listQueryProps<TItem>(list: UseQueryResult<ListResponse<TItem>>, loadFailed?: string) {
  return {
    data: list.data?.items ?? [],
    total: list.data?.total ?? 0,
    isLoading: list.isPending,
    isFetching: list.isFetching,
    error: list.isError ? loadFailed : undefined,
    onRetry: () => void list.refetch(),
  }
}
