import { accessPointListQuerySchema } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { accessPointListQueryOptions } from '@/features/access-points/api/access-point-requests'
import { AccessPointsPage } from '@/features/access-points/components/access-points-page'
import { VenueAdsDialog } from '@/features/venue-ads/components/venue-ads-dialog'

export const Route = createFileRoute('/_authenticated/accesspoints/')({
  // `view=map` shows the map above the list, with the same filters.
  validateSearch: z.extend(accessPointListQuerySchema, { view: z.optional(z.literal('map')) }),
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'name', order: 'asc' })] },
  loaderDeps: ({ search: { view: _view, ...list } }) => list,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(accessPointListQueryOptions(deps)),
  component: function AccessPoints() {
    return <AccessPointsPage query={Route.useSearch()} ManageAds={VenueAdsDialog} />
  },
})
