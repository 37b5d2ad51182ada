import type { ListResponse, SortOrder } from '@wifi/contract'
import type { UseQueryResult } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate as formatConsoleDate } from '@/lib/console-dates'
import { toQueryString } from '@/lib/query-string'
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
}

/**
 * The wiring every server-side list page shares: the table's state in the URL, the page of rows from the API,
 * dates in the console's language, and the export of the whole filtered list. Spread `tableProps` onto `DataTable`.
 */
export function useListPage<TItem, TQuery extends ListQuery>({
  query,
  list,
  exportPath,
}: ListPageOptions<TItem, TQuery>) {
  const { i18n } = useTranslation()
  const { state, onStateChange } = useTableUrlState()
  const language = i18n.language
  const formatDate = useCallback((iso: string) => formatConsoleDate(iso, language), [language])

  return {
    tableProps: {
      data: list.data?.items ?? [],
      total: list.data?.total ?? 0,
      // The sort the route settled on (its default included), not only what the URL spells out.
      state: { ...state, sort: query.sort, order: query.order },
      onStateChange,
      isLoading: list.isPending,
      isFetching: list.isFetching,
    },
    // Empty for a list without an export.
    exportPath: exportPath ? `${exportPath}${toQueryString({ ...query, page: undefined, pageSize: undefined })}` : '',
    formatDate,
  }
}
