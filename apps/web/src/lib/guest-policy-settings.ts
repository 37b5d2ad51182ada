import { guestPaths, type GuestPolicySettings } from '@wifi/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client'
import { queryKeys } from './query-keys'

/**
 * The default guest access policy and the most customers may set (every signed-in reader may read them): Settings →
 * Guest access policy edits them, a venue's policy dialog shows them. Shared, since features cannot import each other.
 */
export const guestPolicySettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.guestPolicy,
    queryFn: () => api<GuestPolicySettings>('GET', guestPaths.guestPolicy),
    // Each screen shows its own failure with a retry, in its place, rather than leaving for /500.
    meta: { handlesErrors: true },
  })
