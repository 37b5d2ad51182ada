import { accessPointListQuerySchema } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { accessPointListQueryOptions } from '@/features/access-points/api/access-point-requests'
import { AccessPointsPage } from '@/features/access-points/components/access-points-page'

export const Route = createFileRoute('/_authenticated/accesspoints/')({
  validateSearch: accessPointListQuerySchema,
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'name', order: 'asc' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(accessPointListQueryOptions(deps)),
  component: function AccessPoints() {
    return <AccessPointsPage query={Route.useSearch()} />
  },
})
