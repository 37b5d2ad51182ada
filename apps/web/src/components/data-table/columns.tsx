import type { ColumnDef, RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { DataTableColumnHeader } from './data-table-column-header'
import { TruncatedText } from './truncated-text'

declare module '@tanstack/react-table' {
  // An augmentation must repeat the interface's type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the column menu; a column without one cannot be hidden there. */
    label?: string
    /** Left out until the user shows it from the column menu, so the default columns fit a 1280 px screen. */
    hiddenByDefault?: boolean
    /** Classes for the column's heading and cells alike (width, stickiness). */
    className?: string
  }
}

/**
 * The building blocks of a list page's columns. A column's `id` is also its sort key on the server and its
 * catalog key (`<list>.fields.<id>`), which the server's CSV export uses for the same heading.
 */
function sortableHeader<TData>(title: string): ColumnDef<TData>['header'] {
  return function Header({ column }) {
    return <DataTableColumnHeader column={column} title={title} />
  }
}

/** A column that sorts on the server, named `title` in its heading and in the column menu. */
export function sortableColumn<TData>(
  id: Extract<keyof TData, string>,
  title: string,
  cell: (value: unknown, row: TData) => ReactNode = (value) => (typeof value === 'string' ? value : null),
  { hiddenByDefault = false }: { hiddenByDefault?: boolean } = {},
): ColumnDef<TData> {
  return {
    id,
    accessorKey: id,
    header: sortableHeader(title),
    cell: ({ getValue, row }) => cell(getValue(), row.original),
    meta: { label: title, hiddenByDefault },
  }
}

/**
 * Text that may be long (names, emails, addresses): one line, cut with an ellipsis, the full text on hover or
 * focus. Such columns take a `share` of the table's width and give way (down to a minimum) so the table fits its
 * container; the short columns (dates, badges) keep their natural width.
 */
export function textColumn<TData>(
  id: Extract<keyof TData, string>,
  title: string,
  { share = 'w-1/5', emphasis = false }: { share?: string; emphasis?: boolean } = {},
): ColumnDef<TData> {
  const column = sortableColumn<TData>(id, title, (value) =>
    typeof value === 'string' && value !== '' ? (
      <TruncatedText text={value} className={cn(emphasis && 'font-medium')} />
    ) : null,
  )
  // A zero maximum lets the percentage share, not the text's length, decide the width.
  return { ...column, meta: { ...column.meta, className: cn('max-w-0 min-w-28', share) } }
}

export function dateColumn<TData>(
  id: Extract<keyof TData, string>,
  title: string,
  formatDate: (iso: string) => string,
  options: { hiddenByDefault?: boolean } = {},
): ColumnDef<TData> {
  return sortableColumn<TData>(id, title, (value) => (typeof value === 'string' ? formatDate(value) : null), options)
}

/**
 * The row's ⋯ menu: always the last column, held at the right edge while the rest scrolls sideways, since it is
 * the only way to edit or delete the row.
 */
export function actionsColumn<TData>(label: string, render: (row: TData) => ReactNode): ColumnDef<TData> {
  return {
    id: 'actions',
    enableSorting: false,
    enableHiding: false,
    header: () => <span className="sr-only">{label}</span>,
    cell: ({ row }) => render(row.original),
    meta: { className: 'sticky right-0 w-10 bg-background' },
  }
}
