import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { analyticsQueryOf } from '@/features/analytics/analytics-period'
import { analyticsQueryOptions } from '@/features/analytics/api/analytics-requests'
import { AnalyticsPage } from '@/features/analytics/components/analytics-page'
import { analyticsSearch, type AnalyticsSearch } from '@/lib/analytics-search'
import { listSearch } from '@/lib/route-search'
import { venueOptionsQueryOptions } from '@/lib/venue-options'

/** What the Wi-Fi and the ads delivered; its chart library loads with this page only (docs/decisions/035). */
export const Route = createFileRoute('/_authenticated/analytics/')({
  // Read as given here; narrowed in the loader and the page, which load lazily (docs/decisions/030).
  validateSearch: listSearch<AnalyticsSearch>(),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    // The filters' options, ahead; the page shows without them if they are slow.
    void queryClient.prefetchQuery(venueOptionsQueryOptions())
    return queryClient.ensureQueryData(analyticsQueryOptions(analyticsQueryOf(analyticsSearch(deps), new Date())))
  },
  component: function Analytics() {
    const raw = Route.useSearch()
    const search = useMemo(() => analyticsSearch(raw), [raw])
    // The period's days are read once per address: a preset's "today" does not move while the page is open.
    const query = useMemo(() => analyticsQueryOf(search, new Date()), [search])
    return <AnalyticsPage search={search} query={query} />
  },
})
