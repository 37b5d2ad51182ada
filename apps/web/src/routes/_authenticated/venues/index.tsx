import { venueListQuerySchema } from '@wifi/contract'
import { createFileRoute } from '@tanstack/react-router'
import { venueListQueryOptions } from '@/features/venues/api/venue-requests'
import { VenuesPage } from '@/features/venues/components/venues-page'

export const Route = createFileRoute('/_authenticated/venues/')({
  validateSearch: venueListQuerySchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(venueListQueryOptions(deps)),
  component: function Venues() {
    return <VenuesPage query={Route.useSearch()} />
  },
})
