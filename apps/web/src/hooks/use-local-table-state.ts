import { useState } from 'react'
import type { TableState, TableStatePatch } from '@/components/data-table/types'

/**
 * A list's page, search and filters held by the component rather than the URL (a list inside a dialog, which a
 * link does not open). Changes follow the same rule as useTableUrlState: any change but the page starts at page 1.
 */
export function useLocalTableState(initial: Omit<TableState, 'filters'> & { filters?: TableState['filters'] }) {
  const [state, setState] = useState<TableState>({ filters: {}, ...initial })
  const onStateChange = ({ filters, ...patch }: TableStatePatch) =>
    setState((current) => ({
      ...current,
      page: 1,
      ...patch,
      filters: { ...current.filters, ...filters },
    }))
  return { state, onStateChange }
}
