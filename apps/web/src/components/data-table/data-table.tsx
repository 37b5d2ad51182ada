import {
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadError } from '@/components/load-error'
import { Checkbox } from '@/components/ui/checkbox'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useIsMobile } from '@/hooks/use-is-mobile'
import { cn } from '@/lib/utils'
import { DataTablePagination } from './data-table-pagination'
import { DataTableToolbar } from './data-table-toolbar'
import { PageSelectBox, selectColumn } from './select-column'
import type { RowSelection, TableState, TableStatePatch, ToolbarConfig } from './types'
import { useColumnVisibility } from './use-column-visibility'

/** Enough placeholder rows to fill a screen while the first page loads, however large the page size. */
const maxSkeletonRows = 10

/** A row is known by its `id`, kept across pages (its ticks, its menu); a row without one says what names it. */
type RowIdentity<TData> = TData extends { id: string }
  ? { getRowId?: (row: TData) => string }
  : { getRowId: (row: TData) => string }

type DataTableProps<TData> = RowIdentity<TData> & {
  columns: ColumnDef<TData, unknown>[]
  /** The current page's rows, as the server sorted and filtered them. */
  data: TData[]
  /** Rows across all pages. */
  total: number
  state: TableState
  onStateChange: (patch: TableStatePatch) => void
  /** Names the table for screen readers (a visually hidden caption) and the card list on phones. */
  caption: string
  /** Keys the column choice in local storage (`table-columns:<tableId>`). */
  tableId: string
  toolbar?: ToolbarConfig
  /** The first load: placeholder rows. */
  isLoading?: boolean
  /** A refetch with the previous rows still shown: dimmed and marked busy. */
  isFetching?: boolean
  /** Under 768 px, each row as a card instead of the table. */
  renderCard?: (row: TData) => ReactNode
  /** Shown when there are no rows; defaults to "No results." */
  emptyState?: ReactNode
  /** Set while the rows could not be read: what failed, said with a Try again in the rows' place. */
  error?: string
  /** Reads the rows again, for `error`'s Try again. */
  onRetry?: () => void
  /** Between the toolbar and the rows, driven by the same filters (the access points map). */
  aboveRows?: ReactNode
  /** A box on each row (and each card) to tick it with, and one for the page. */
  selection?: RowSelection<TData>
}

const idOf = (row: unknown) => (row as { id: string }).id

const ariaSortOf = <TData,>(column: Column<TData>) => {
  if (!column.getCanSort()) return undefined
  const sorted = column.getIsSorted()
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
}

/**
 * A server-side table: the page shows what the API returned for `state` and reports every change of page, sort,
 * search, filter or page size through `onStateChange` (see `useTableUrlState`).
 */
export function DataTable<TData>({
  columns,
  data,
  total,
  state,
  onStateChange,
  getRowId = idOf,
  caption,
  tableId,
  toolbar = {},
  isLoading = false,
  isFetching = false,
  aboveRows,
  renderCard,
  emptyState,
  error,
  onRetry,
  selection,
}: DataTableProps<TData>) {
  const { t } = useTranslation()
  const isMobile = useIsMobile()
  const cardIds = useId()
  const hiddenByDefault = Object.fromEntries(
    columns.flatMap((column) => (column.meta?.hiddenByDefault && column.id ? [[column.id, false]] : [])),
  )
  const [columnVisibility, onColumnVisibilityChange] = useColumnVisibility(tableId, hiddenByDefault)
  const sorting: SortingState = state.sort ? [{ id: state.sort, desc: state.order === 'desc' }] : []

  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const [first] = functionalUpdate(updater, sorting)
    onStateChange({ sort: first?.id, order: first ? (first.desc ? 'desc' : 'asc') : undefined })
  }

  const rowSelection: RowSelectionState = Object.fromEntries([...(selection?.selected ?? [])].map((id) => [id, true]))
  const onRowSelectionChange: OnChangeFn<RowSelectionState> = (updater) => {
    const next = functionalUpdate(updater, rowSelection)
    selection?.onSelectedChange(new Set(Object.keys(next).filter((id) => next[id])))
  }

  const table = useReactTable({
    data,
    columns: selection ? [selectColumn(selection), ...columns] : columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    // The server pages, sorts and filters; the table only lays out the rows it is given.
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    // Ticks kept by id: rows ticked on another page stay ticked while this one is shown.
    enableRowSelection: selection !== undefined && !selection.disabled,
    state: { sorting, columnVisibility, rowSelection },
    onSortingChange,
    onColumnVisibilityChange,
    onRowSelectionChange,
  })

  const rows = table.getRowModel().rows
  const busy = isLoading || isFetching
  const dimmed = cn('transition-opacity', isFetching && !isLoading && 'opacity-60')
  const empty =
    error && onRetry ? (
      <LoadError message={error} onRetry={onRetry} className="justify-center" />
    ) : (
      (emptyState ?? <p className="text-muted-foreground">{t('table.noResults')}</p>)
    )
  const asCards = isMobile && renderCard !== undefined

  return (
    <div className="flex flex-col gap-4">
      <DataTableToolbar table={table} state={state} onStateChange={onStateChange} config={toolbar} asCards={asCards} />
      {aboveRows}
      {/* Always present, so screen readers notice when the text arrives. */}
      <p role="status" className="sr-only">
        {isLoading ? t('table.loading') : ''}
      </p>
      {asCards && selection && (
        <label className="flex items-center gap-3 px-3 text-sm font-medium">
          <PageSelectBox table={table} selection={selection} />
          <span aria-hidden>{selection.pageLabel}</span>
        </label>
      )}
      {asCards ? (
        <ul aria-label={caption} aria-busy={busy} className={cn('flex flex-col gap-3', dimmed)}>
          {isLoading ? (
            Array.from({ length: 3 }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-24 w-full" />
              </li>
            ))
          ) : rows.length === 0 ? (
            <li className="rounded-md border p-6 text-center">{empty}</li>
          ) : (
            rows.map((row) =>
              selection ? (
                // Outlined rather than shaded when ticked: a shade would take a badge's text below 4.5:1.
                <li
                  key={row.id}
                  className={cn('flex gap-3 rounded-md border p-3', row.getIsSelected() && 'border-primary')}
                >
                  <Checkbox
                    id={`${cardIds}-${row.id}`}
                    className="mt-0.5"
                    aria-label={selection.rowLabel(row.original)}
                    checked={row.getIsSelected()}
                    onCheckedChange={(checked) => row.toggleSelected(checked === true)}
                    disabled={selection.disabled}
                  />
                  {/* The card labels its box: a tap anywhere on it ticks the row (so it holds no buttons of its own). */}
                  <label htmlFor={`${cardIds}-${row.id}`} className="min-w-0 flex-1">
                    {renderCard(row.original)}
                  </label>
                </li>
              ) : (
                <li key={row.id}>{renderCard(row.original)}</li>
              ),
            )
          )}
        </ul>
      ) : (
        <div aria-busy={busy} className={cn('rounded-md border', dimmed)}>
          <Table>
            <TableCaption className="sr-only">{caption}</TableCaption>
            <TableHeader>
              {table.getHeaderGroups().map((headerGroup) => (
                <TableRow key={headerGroup.id}>
                  {headerGroup.headers.map((header) => (
                    <TableHead
                      key={header.id}
                      colSpan={header.colSpan}
                      scope="col"
                      aria-sort={ariaSortOf(header.column)}
                      className={header.column.columnDef.meta?.className}
                    >
                      {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                    </TableHead>
                  ))}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody>
              {isLoading ? (
                Array.from({ length: Math.min(state.pageSize, maxSkeletonRows) }, (_, index) => (
                  <TableRow key={index}>
                    {table.getVisibleLeafColumns().map((column) => (
                      <TableCell key={column.id}>
                        <Skeleton className="h-5 w-full" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              ) : rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={table.getVisibleLeafColumns().length} className="h-24 text-center">
                    {empty}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row) => (
                  <TableRow key={row.id}>
                    {row.getVisibleCells().map((cell) => (
                      <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <DataTablePagination page={state.page} pageSize={state.pageSize} total={total} onStateChange={onStateChange} />
    </div>
  )
}
