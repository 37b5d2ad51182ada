import type { Table } from '@tanstack/react-table'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DataTableCardSort } from './data-table-card-sort'
import { DataTableFacetedFilter } from './data-table-faceted-filter'
import { DataTableSearch } from './data-table-search'
import { DataTableViewOptions } from './data-table-view-options'
import type { TableState, TableStatePatch, ToolbarConfig } from './types'

interface DataTableToolbarProps<TData> {
  table: Table<TData>
  state: TableState
  onStateChange: (patch: TableStatePatch) => void
  config: ToolbarConfig
  /** Rows shown as cards have no columns to toggle or headings to sort by: a sort field instead. */
  asCards: boolean
}

/** Search, filters and Reset on the left; the column menu and the page's own actions on the right. */
export function DataTableToolbar<TData>({
  table,
  state,
  onStateChange,
  config,
  asCards,
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
        {config.searchable !== false && (
          <DataTableSearch
            value={state.q ?? ''}
            onValueChange={(q) => onStateChange({ q: q || undefined })}
            placeholder={config.searchPlaceholder ?? t('table.searchPlaceholder')}
            hint={config.searchHint}
          />
        )}
        {facets.map((facet) => (
          <DataTableFacetedFilter
            key={facet.column}
            title={facet.title}
            options={facet.options}
            selected={state.filters[facet.column] ?? []}
            onSelectedChange={(values) => onStateChange({ filters: { [facet.column]: values } })}
          />
        ))}
        {config.filters}
        {filtered && (
          <Button variant="ghost" size="sm" className="h-8" onClick={reset}>
            {t('table.reset')}
            <X aria-hidden />
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {asCards ? (
          <DataTableCardSort table={table} state={state} onStateChange={onStateChange} />
        ) : (
          <DataTableViewOptions table={table} />
        )}
        {config.actions}
      </div>
    </div>
  )
}
