import type { Table } from '@tanstack/react-table'
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { TableState, TableStatePatch } from './types'

interface DataTableCardSortProps<TData> {
  table: Table<TData>
  state: TableState
  onStateChange: (patch: TableStatePatch) => void
}

/** Cards have no column headings to click, so on phones the sort is a field and a direction button. */
export function DataTableCardSort<TData>({ table, state, onStateChange }: DataTableCardSortProps<TData>) {
  const { t } = useTranslation()
  const selectId = useId()
  const columns = table.getAllLeafColumns().filter((column) => column.getCanSort() && column.columnDef.meta?.label)
  if (columns.length === 0) return null
  const descending = state.order === 'desc'

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-medium whitespace-nowrap">
        {t('table.sortBy')}
      </label>
      <Select value={state.sort} onValueChange={(sort) => onStateChange({ sort, order: state.order ?? 'asc' })}>
        <SelectTrigger id={selectId} className="h-8 min-w-36">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {columns.map((column) => (
            <SelectItem key={column.id} value={column.id}>
              {column.columnDef.meta?.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={descending ? t('table.sortAscending') : t('table.sortDescending')}
        onClick={() => onStateChange({ sort: state.sort, order: descending ? 'asc' : 'desc' })}
      >
        {descending ? <ArrowDownWideNarrow aria-hidden /> : <ArrowUpNarrowWide aria-hidden />}
      </Button>
    </div>
  )
}
