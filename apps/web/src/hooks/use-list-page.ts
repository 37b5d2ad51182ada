import type { ListResponse, SortOrder } from '@wifi/contract'
import type { UseQueryResult } from '@tanstack/react-query'
import { listQueryProps } from '@/components/data-table/list-query-props'
import { toQueryString } from '@/lib/query-string'
import { useDateFormats } from './use-date-formats'
import { useTableUrlState } from './use-table-url-state'

interface ListQuery {
  page: number
  pageSize: number
  sort?: string
  order?: SortOrder
}

interface ListPageOptions<TItem, TQuery extends ListQuery> {
  /** The route's validated search: the list API's query. */
  query: TQuery
  /** The page of rows for `query`, from the list's query options. */
  list: UseQueryResult<ListResponse<TItem>>
  /** The list's CSV route (`apiPaths.venuesExport`), if it has one; the export gets the same filters, search and sort. */
  exportPath?: string
  /** What the table says, with a Try again, when the page could not be read; for a list that shows its own failure. */
  loadFailed?: string
}

/**
 * The wiring every server-side list page shares: the table's state in the URL, the page of rows from the API,
 * dates in the console's language, and the export of the whole filtered list. Spread `tableProps` onto `DataTable`.
 */
export function useListPage<TItem, TQuery extends ListQuery>({
  query,
  list,
  exportPath,
  loadFailed,
}: ListPageOptions<TItem, TQuery>) {
  const { state, onStateChange } = useTableUrlState()
  const { date: formatDate } = useDateFormats()

  return {
    tableProps: {
      ...listQueryProps(list, loadFailed),
      // The sort the route settled on (its default included), not only what the URL spells out.
      state: { ...state, sort: query.sort, order: query.order },
      onStateChange,
    },
    // Empty for a list without an export.
    exportPath: exportPath ? `${exportPath}${toQueryString({ ...query, page: undefined, pageSize: undefined })}` : '',
    formatDate,
  }
}
