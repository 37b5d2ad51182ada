import { venueListQuerySchema, type VenueListQuery } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useMemo } from 'react'
import { venueListQueryOptions } from '@/features/venues/api/venue-requests'
import { VenueAdsDialog } from '@/features/venue-ads/components/venue-ads-dialog'
import { VenuesPage } from '@/features/venues/components/venues-page'
import { listSearch } from '@/lib/route-search'

export const Route = createFileRoute('/_authenticated/venues/')({
  // Read as given here; the schema parses it in the loader and the page, which load lazily (docs/decisions/030).
  validateSearch: listSearch<VenueListQuery>('status'),
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'createdAt' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(venueListQueryOptions(venueListQuerySchema.parse(deps))),
  component: function Venues() {
    const search = Route.useSearch()
    const query = useMemo(() => venueListQuerySchema.parse(search), [search])
    return <VenuesPage query={query} ManageAds={VenueAdsDialog} />
  },
})
