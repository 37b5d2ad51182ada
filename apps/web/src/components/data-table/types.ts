import type { SortOrder } from '@wifi/contract'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * What a server-side list shows: the list API's query (the spec's (docs/product.md) `page`, `pageSize`, `sort`, `order`, `q`) with its
 * enum filters gathered by parameter name (`{ status: ['active'] }`).
 */
export interface TableState {
  /** 1-based, like the API. */
  page: number
  pageSize: number
  sort?: string
  order?: SortOrder
  q?: string
  filters: Record<string, string[]>
}

/**
 * A change to the state. `filters` merges by name, and an empty list removes that filter; any change that does
 * not set `page` starts again at page 1, since the old page number means nothing in a different list.
 */
export type TableStatePatch = Partial<Omit<TableState, 'filters'>> & { filters?: Record<string, string[]> }

export interface FacetOption {
  value: string
  label: string
  icon?: LucideIcon
}

/** A filter on one enum column; `column` is also the name of its query parameter. */
interface Facet {
  column: string
  title: string
  options: FacetOption[]
}

export interface ToolbarConfig {
  /** False for a list the server does not search (the consent evidence): no search box. */
  searchable?: boolean
  /** Short enough to show whole in the box; defaults to a generic "Search…". */
  searchPlaceholder?: string
  /** Which fields the search looks in, told to screen readers and shown on hover. */
  searchHint?: string
  facets?: Facet[]
  /** Filters of the list's own kind (one venue, a day), after the facets; they clear themselves. */
  filters?: ReactNode
  /** Shown at the end of the toolbar, e.g. Export CSV and Add buttons. */
  actions?: ReactNode
}

/**
 * Boxes to tick rows with, kept by id across pages and searches so that rows found one search at a time can be
 * acted on together; the page that shows the table holds the ids and acts on them.
 */
export interface RowSelection<TData> {
  selected: ReadonlySet<string>
  onSelectedChange: (selected: ReadonlySet<string>) => void
  /** Names a row's box ("Select Cà phê sữa đá"). */
  rowLabel: (row: TData) => string
  /** Names the heading's box, which ticks the whole page, or unticks it when all of it is ticked. */
  pageLabel: string
  /** While an action on the ticked rows runs, the ticks stay as they were sent. */
  disabled?: boolean
}
