import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import {
  firstDataRequestPage,
  guestConsentListQueryOptions,
  guestDataRequestListQueryOptions,
  guestTextsQueryOptions,
} from '@/features/guest-privacy/api/guest-privacy-requests'
import { GuestPrivacyPage } from '@/features/guest-privacy/components/guest-privacy-page'
import { parseGuestPrivacySearch, type GuestPrivacySearch } from '@/features/guest-privacy/search'
import { requirePermission } from '@/lib/route-access'
import { venueOptionsQueryOptions } from '@/lib/venue-options'
import { listRoute } from '@/lib/route-search'

/**
 * Settings → Guest privacy, admins only: the settings layout shows anyone else the 403 page here (and the server
 * refuses every request of it anyway). The tab and the consent evidence's page and filters live in the address.
 */
export const Route = createFileRoute('/_authenticated/settings/guest-privacy')({
  beforeLoad: requirePermission('guestPrivacy.administer'),
  ...listRoute<GuestPrivacySearch>({ tab: 'texts', page: 1, pageSize: 10, sort: 'at', order: 'desc' }),
  // Prefetches, not ensureQueryData: a failed load is the tab's to show with a retry, not the route's error page.
  loader: ({ context: { queryClient }, deps }) => {
    const { tab, consents } = parseGuestPrivacySearch(deps)
    if (tab === 'texts') return queryClient.prefetchQuery(guestTextsQueryOptions())
    if (tab === 'requests') return queryClient.prefetchQuery(guestDataRequestListQueryOptions(firstDataRequestPage))
    return Promise.all([
      queryClient.prefetchQuery(guestConsentListQueryOptions(consents)),
      queryClient.prefetchQuery(venueOptionsQueryOptions()),
    ]).then(() => undefined)
  },
  component: function GuestPrivacy() {
    const search = Route.useSearch()
    const parsed = useMemo(() => parseGuestPrivacySearch(search), [search])
    return <GuestPrivacyPage tab={parsed.tab} consents={parsed.consents} />
  },
})
