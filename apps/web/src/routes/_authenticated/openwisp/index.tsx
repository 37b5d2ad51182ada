import { syncRunListQuerySchema } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { syncRunListQueryOptions } from '@/features/access-points/api/openwisp-requests'
import { OpenWispPage } from '@/features/access-points/components/openwisp/openwisp-page'

export const Route = createFileRoute('/_authenticated/openwisp/')({
  validateSearch: syncRunListQuerySchema,
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'startedAt', order: 'desc' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(syncRunListQueryOptions(deps)),
  component: function OpenWisp() {
    return <OpenWispPage query={Route.useSearch()} />
  },
})
