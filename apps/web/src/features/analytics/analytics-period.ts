import { adDayOf, analyticsQuerySchema, type AnalyticsQuery } from '@wifi/contract'
import { defaultPreset, type AnalyticsSearch, type PeriodPreset } from '@/lib/analytics-search'
import { addDays } from '@/lib/vietnam-days'

/** A preset's first and last day, counted from `today`; `custom` has none of its own. */
export function presetDays(preset: Exclude<PeriodPreset, 'custom'>, today: string): { from: string; to: string } {
  const monthStart = `${today.slice(0, 8)}01`
  switch (preset) {
    case 'today':
      return { from: today, to: today }
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) }
    case 'last7':
      return { from: addDays(today, -6), to: today }
    case 'last30':
      return { from: addDays(today, -29), to: today }
    case 'thisMonth':
      return { from: monthStart, to: today }
    case 'lastMonth': {
      const lastMonthEnd = addDays(monthStart, -1)
      return { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd }
    }
  }
}

/**
 * The report's query for what the address holds: a known preset's days, or a custom period when its days make one the
 * API takes (otherwise the default preset's), and the filters.
 */
export function analyticsQueryOf(search: AnalyticsSearch, now: Date): AnalyticsQuery {
  const today = adDayOf(now)
  const filters = { venueId: search.venueId, accessPointId: search.accessPointId, adId: search.adId }
  if (search.period === 'custom') {
    const custom = analyticsQuerySchema.safeParse({ ...filters, from: search.from, to: search.to })
    if (custom.success) return custom.data
  }
  const preset = search.period && search.period !== 'custom' ? search.period : defaultPreset
  const parsed = analyticsQuerySchema.safeParse({ ...filters, ...presetDays(preset, today) })
  // A filter that is not an id is dropped rather than shown as an error page.
  return parsed.success ? parsed.data : { ...presetDays(preset, today) }
}
