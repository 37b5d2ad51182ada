import type { Table } from '@tanstack/react-table'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DataTableFacetedFilter } from './data-table-faceted-filter'
import { DataTableSearch } from './data-table-search'
import { DataTableViewOptions } from './data-table-view-options'
import type { TableState, TableStatePatch, ToolbarConfig } from './types'

interface DataTableToolbarProps<TData> {
  table: Table<TData>
  state: TableState
  onStateChange: (patch: TableStatePatch) => void
  config: ToolbarConfig
  columnLabels: Record<string, string>
  /** Off when rows show as cards, which have no columns to toggle. */
  showViewOptions: boolean
}

/** Search, filters and Reset on the left; the column menu and the page's own actions on the right. */
export function DataTableToolbar<TData>({
  table,
  state,
  onStateChange,
  config,
  columnLabels,
  showViewOptions,
}: DataTableToolbarProps<TData>) {
  const { t } = useTranslation()
  const facets = config.facets ?? []
  const filtered = state.q !== undefined || Object.values(state.filters).some((values) => values.length > 0)

  const reset = () =>
    onStateChange({
      q: undefined,
      filters: Object.fromEntries(Object.keys(state.filters).map((column) => [column, []])),
    })

  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-1 flex-wrap items-center gap-2">
        <DataTableSearch
          value={state.q ?? ''}
          onValueChange={(q) => onStateChange({ q: q || undefined })}
          placeholder={config.searchPlaceholder ?? t('table.searchPlaceholder')}
        />
        {facets.map((facet) => (
          <DataTableFacetedFilter
            key={facet.column}
            title={facet.title}
            options={facet.options}
            selected={state.filters[facet.column] ?? []}
            onSelectedChange={(values) => onStateChange({ filters: { [facet.column]: values } })}
          />
        ))}
        {filtered && (
          <Button variant="ghost" size="sm" className="h-8" onClick={reset}>
            {t('table.reset')}
            <X aria-hidden />
          </Button>
        )}
      </div>
      <div className="flex items-center gap-2">
        {showViewOptions && <DataTableViewOptions table={table} columnLabels={columnLabels} />}
        {config.actions}
      </div>
    </div>
  )
}
