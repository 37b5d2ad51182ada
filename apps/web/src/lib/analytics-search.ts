/**
 * `/analytics`'s search, narrowed without a schema (the route reads it as given: its tree loads with every page, the
 * sign-in page too; docs/decisions/030).
 */

/** The report's period choices; every one but `custom` is counted from today in Vietnam. */
export const periodPresets = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth', 'custom'] as const
export type PeriodPreset = (typeof periodPresets)[number]
export const defaultPreset = 'last7' satisfies PeriodPreset

/** What `/analytics` keeps in its address: the period and the filters. */
export interface AnalyticsSearch {
  period?: PeriodPreset
  /** A custom period's days, YYYY-MM-DD (Vietnam). */
  from?: string
  to?: string
  venueId?: string
  accessPointId?: string
  adId?: string
}

/** The address's search as the router hands it over, kept to what the page knows; anything else is dropped. */
export function analyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  const text = (key: string) => (typeof search[key] === 'string' ? (search[key] as string) : undefined)
  const period = periodPresets.find((preset) => preset === search.period)
  return {
    period,
    from: text('from'),
    to: text('to'),
    venueId: text('venueId'),
    accessPointId: text('accessPointId'),
    adId: text('adId'),
  }
}
