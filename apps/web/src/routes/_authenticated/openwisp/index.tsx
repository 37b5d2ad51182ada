import { syncRunListQuerySchema } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { syncRunListQueryOptions } from '@/features/access-points/api/openwisp-requests'
import { OpenWispPage } from '@/features/access-points/components/openwisp/openwisp-page'
import { ForbiddenError } from '@/features/errors/components/forbidden-error'
import { useCan } from '@/hooks/use-can'
import { can } from '@/lib/permissions'
import { useAuthStore } from '@/stores/auth-store'

const readsRuns = () => can(useAuthStore.getState().user?.role, 'readSyncRuns')

/**
 * Every role that reads sync runs (today both: a customer sees their venues') gets the page; its controller and
 * device groups are shown to admins only (lib/permissions). Anyone else sees the 403 page, as on /users.
 */
export const Route = createFileRoute('/_authenticated/openwisp/')({
  validateSearch: syncRunListQuerySchema,
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'startedAt', order: 'desc' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    readsRuns() ? context.queryClient.ensureQueryData(syncRunListQueryOptions(deps)) : undefined,
  component: function OpenWisp() {
    const search = Route.useSearch()
    const reads = useCan('readSyncRuns')
    return reads ? <OpenWispPage query={search} /> : <ForbiddenError />
  },
})
