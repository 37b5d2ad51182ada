import { pageSizes, sortOrders, type SortOrder } from '@wifi/contract'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import type { TableState, TableStatePatch } from '@/components/data-table/types'

const isSortOrder = (value: unknown): value is SortOrder => sortOrders.some((order) => order === value)

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * Reads the table's state from the route's validated search. The route's schema has already turned each
 * comma-separated filter into a list (`csvEnum`), so the list-valued parameters are the filters.
 */
function tableStateOf(search: Record<string, unknown>): TableState {
  return {
    page: typeof search.page === 'number' ? search.page : 1,
    pageSize: typeof search.pageSize === 'number' ? search.pageSize : pageSizes[0],
    sort: typeof search.sort === 'string' ? search.sort : undefined,
    order: isSortOrder(search.order) ? search.order : undefined,
    q: typeof search.q === 'string' && search.q !== '' ? search.q : undefined,
    filters: Object.fromEntries(
      Object.entries(search).flatMap(([key, value]): [string, string[]][] =>
        isStringList(value) ? [[key, value]] : [],
      ),
    ),
  }
}

/** Empty values leave the URL rather than appear as `q=` (lists are written comma-joined by the router). */
function toUrlSearch(search: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([, value]) =>
        value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  )
}

/**
 * A server-side table's state, kept in the current route's search params so that a reload or a shared link shows
 * the same page, sort, search and filters. Changes replace the history entry: typing in the search box must not
 * leave one Back step per keystroke.
 */
export function useTableUrlState() {
  const search: Record<string, unknown> = useSearch({ strict: false })
  const navigate = useNavigate()
  const state = useMemo(() => tableStateOf(search), [search])

  const onStateChange = useCallback(
    ({ filters, ...patch }: TableStatePatch) => {
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => toUrlSearch({ ...prev, ...filters, ...patch, page: patch.page }),
        replace: true,
      })
    },
    [navigate],
  )

  return { state, onStateChange }
}
