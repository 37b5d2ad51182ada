import { adListQuerySchema, type AdListQuery } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useMemo } from 'react'
import { adListQueryOptions } from '@/features/advertisements/api/ad-requests'
import { AdsPage } from '@/features/advertisements/components/ads-page'
import { listSearch } from '@/lib/route-search'

export const Route = createFileRoute('/_authenticated/advertisement/')({
  // Read as given here; the schema parses it in the loader and the page, which load lazily (docs/decisions/030).
  validateSearch: listSearch<AdListQuery>('status', 'type', 'componentType'),
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'createdAt', order: 'desc' })] },
  loaderDeps: ({ search }) => search,
  // A prefetch, not ensureQueryData: a failed load is the page's to show (toast, retry), not the route's error page.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adListQueryOptions(adListQuerySchema.parse(deps))),
  component: function Advertisements() {
    const search = Route.useSearch()
    const query = useMemo(() => adListQuerySchema.parse(search), [search])
    return <AdsPage query={query} />
  },
})
