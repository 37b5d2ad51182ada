import { adListQuerySchema } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { adListQueryOptions } from '@/features/advertisements/api/ad-requests'
import { AdsPage } from '@/features/advertisements/components/ads-page'

export const Route = createFileRoute('/_authenticated/advertisement/')({
  validateSearch: adListQuerySchema,
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'createdAt', order: 'desc' })] },
  loaderDeps: ({ search }) => search,
  // A prefetch, not ensureQueryData: a failed load is the page's to show (toast, retry), not the route's error page.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adListQueryOptions(deps)),
  component: function Advertisements() {
    return <AdsPage query={Route.useSearch()} />
  },
})
