import { venueListQuerySchema } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { venueListQueryOptions } from '@/features/venues/api/venue-requests'
import { VenueAdsDialog } from '@/features/venue-ads/components/venue-ads-dialog'
import { VenuesPage } from '@/features/venues/components/venues-page'

export const Route = createFileRoute('/_authenticated/venues/')({
  validateSearch: venueListQuerySchema,
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'createdAt' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(venueListQueryOptions(deps)),
  component: function Venues() {
    return <VenuesPage query={Route.useSearch()} ManageAds={VenueAdsDialog} />
  },
})
