import { venueListQuerySchema, type VenueListQuery } from '@wifi/contract'
import { createFileRoute } from '@tanstack/react-router'
import { venueListQueryOptions } from '@/features/venues/api/venue-requests'
import { VenueAdsDialog } from '@/features/venue-ads/components/venue-ads-dialog'
import { VenuesPage } from '@/features/venues/components/venues-page'
import { useParsedSearch } from '@/hooks/use-parsed-search'
import { listRoute } from '@/lib/route-search'

export const Route = createFileRoute('/_authenticated/venues/')({
  ...listRoute<VenueListQuery>({ page: 1, pageSize: 10, sort: 'createdAt' }, 'status'),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(venueListQueryOptions(venueListQuerySchema.parse(deps))),
  component: function Venues() {
    const query = useParsedSearch(venueListQuerySchema, Route.useSearch())
    return <VenuesPage query={query} ManageAds={VenueAdsDialog} />
  },
})
