import type { ColumnDef, Table } from '@tanstack/react-table'
import { Checkbox } from '@/components/ui/checkbox'
import type { RowSelection } from './types'

/** The heading's box: ticked when the whole page is, mixed when some of it is. */
export function PageSelectBox<TData>({ table, selection }: { table: Table<TData>; selection: RowSelection<TData> }) {
  const all = table.getIsAllPageRowsSelected()
  return (
    <Checkbox
      aria-label={selection.pageLabel}
      checked={all ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
      // A mixed box ticks the rest of the page; a ticked one unticks it.
      onCheckedChange={() => table.toggleAllPageRowsSelected(!all)}
      disabled={selection.disabled || table.getRowModel().rows.length === 0}
    />
  )
}

/** The first column of a table with row selection: a box per row, and one in the heading for the page. */
export function selectColumn<TData>(selection: RowSelection<TData>): ColumnDef<TData> {
  return {
    id: 'select',
    enableSorting: false,
    enableHiding: false,
    header: ({ table }) => <PageSelectBox table={table} selection={selection} />,
    cell: ({ row }) => (
      <Checkbox
        aria-label={selection.rowLabel(row.original)}
        checked={row.getIsSelected()}
        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
        disabled={selection.disabled}
      />
    ),
    meta: { className: 'w-10 pl-3' },
  }
}
