import { guestSessionQuerySchema } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useMemo } from 'react'
import { guestSessionListQueryOptions } from '@/features/guest-sessions/api/guest-session-requests'
import { GuestSessionsPage } from '@/features/guest-sessions/components/guest-sessions-page'
import type { GuestSessionQuery } from '@/lib/query-keys'
import { listSearch } from '@/lib/route-search'
import { venueOptionsQueryOptions } from '@/lib/venue-options'

/** Who is online, and each past visit: under the sidebar's Access Points, whose items are fixed. */
export const Route = createFileRoute('/_authenticated/accesspoints/guests')({
  // Read as given here; the schema parses it in the loader and the page, which load lazily (docs/decisions/030).
  validateSearch: listSearch<GuestSessionQuery>(),
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'startedAt', order: 'desc' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    // The venue filter's options, ahead; the page shows without them if they are slow.
    void queryClient.prefetchQuery(venueOptionsQueryOptions())
    return queryClient.ensureQueryData(guestSessionListQueryOptions(guestSessionQuerySchema.parse(deps)))
  },
  component: function GuestSessions() {
    const search = Route.useSearch()
    const query = useMemo(() => guestSessionQuerySchema.parse(search), [search])
    return <GuestSessionsPage query={query} />
  },
})
