import { accessPointListQuerySchema, type AccessPointListQuery } from '@wifi/contract'
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { accessPointListQueryOptions } from '@/features/access-points/api/access-point-requests'
import { AccessPointsPage } from '@/features/access-points/components/access-points-page'
import { VenueAdsDialog } from '@/features/venue-ads/components/venue-ads-dialog'
import { useParsedSearch } from '@/hooks/use-parsed-search'
import { listRoute } from '@/lib/route-search'

/** The list's query, and `view=map` to show the map above the list, with the same filters. */
const searchSchema = z.extend(accessPointListQuerySchema, { view: z.optional(z.literal('map')) })

export const Route = createFileRoute('/_authenticated/accesspoints/')({
  ...listRoute<AccessPointListQuery & { view?: 'map' }>(
    { page: 1, pageSize: 10, sort: 'name', order: 'asc' },
    'venueId',
    'healthStatus',
    'configStatus',
  ),
  loaderDeps: ({ search: { view: _view, ...list } }) => list,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(accessPointListQueryOptions(accessPointListQuerySchema.parse(deps))),
  component: function AccessPoints() {
    const query = useParsedSearch(searchSchema, Route.useSearch())
    return <AccessPointsPage query={query} ManageAds={VenueAdsDialog} />
  },
})
