import { accessPointListQuerySchema, type AccessPointListQuery } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useMemo } from 'react'
import * as z from 'zod/mini'
import { accessPointListQueryOptions } from '@/features/access-points/api/access-point-requests'
import { AccessPointsPage } from '@/features/access-points/components/access-points-page'
import { VenueAdsDialog } from '@/features/venue-ads/components/venue-ads-dialog'
import { listSearch } from '@/lib/route-search'

/** The list's query, and `view=map` to show the map above the list, with the same filters. */
const searchSchema = z.extend(accessPointListQuerySchema, { view: z.optional(z.literal('map')) })

export const Route = createFileRoute('/_authenticated/accesspoints/')({
  // Read as given here; the schema parses it in the loader and the page, which load lazily (docs/decisions/030).
  validateSearch: listSearch<AccessPointListQuery & { view?: 'map' }>('venueId', 'healthStatus', 'configStatus'),
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'name', order: 'asc' })] },
  loaderDeps: ({ search: { view: _view, ...list } }) => list,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(accessPointListQueryOptions(accessPointListQuerySchema.parse(deps))),
  component: function AccessPoints() {
    const search = Route.useSearch()
    const query = useMemo(() => searchSchema.parse(search), [search])
    return <AccessPointsPage query={query} ManageAds={VenueAdsDialog} />
  },
})
