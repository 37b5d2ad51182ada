import { guestSessionQuerySchema } from '@wifi/contract'
import { createFileRoute } from '@tanstack/react-router'
import { guestSessionListQueryOptions } from '@/features/guest-sessions/api/guest-session-requests'
import { GuestSessionsPage } from '@/features/guest-sessions/components/guest-sessions-page'
import type { GuestSessionQuery } from '@/lib/query-keys'
import { useParsedSearch } from '@/hooks/use-parsed-search'
import { listRoute } from '@/lib/route-search'
import { venueOptionsQueryOptions } from '@/lib/venue-options'

/** Who is online, and each past visit: under the sidebar's Access Points, whose items are fixed. */
export const Route = createFileRoute('/_authenticated/accesspoints/guests')({
  ...listRoute<GuestSessionQuery>({ page: 1, pageSize: 10, sort: 'startedAt', order: 'desc' }),
  loader: ({ context: { queryClient }, deps }) => {
    // The venue filter's options, ahead; the page shows without them if they are slow.
    void queryClient.prefetchQuery(venueOptionsQueryOptions())
    return queryClient.ensureQueryData(guestSessionListQueryOptions(guestSessionQuerySchema.parse(deps)))
  },
  component: function GuestSessions() {
    const query = useParsedSearch(guestSessionQuerySchema, Route.useSearch())
    return <GuestSessionsPage query={query} />
  },
})
