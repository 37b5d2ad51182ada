import { adListQuerySchema, type AdListQuery } from '@wifi/contract'
import { createFileRoute } from '@tanstack/react-router'
import { adListQueryOptions } from '@/features/advertisements/api/ad-requests'
import { AdsPage } from '@/features/advertisements/components/ads-page'
import { useParsedSearch } from '@/hooks/use-parsed-search'
import { listRoute } from '@/lib/route-search'

export const Route = createFileRoute('/_authenticated/advertisement/')({
  ...listRoute<AdListQuery>(
    { page: 1, pageSize: 10, sort: 'createdAt', order: 'desc' },
    'status',
    'type',
    'componentType',
  ),
  // A prefetch, not ensureQueryData: a failed load is the page's to show (toast, retry), not the route's error page.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adListQueryOptions(adListQuerySchema.parse(deps))),
  component: function Advertisements() {
    const query = useParsedSearch(adListQuerySchema, Route.useSearch())
    return <AdsPage query={query} />
  },
})
