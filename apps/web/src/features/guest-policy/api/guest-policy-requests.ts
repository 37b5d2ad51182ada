import { guestPaths, type GuestPolicySettings } from '@wifi/contract'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { useRefreshingMutation } from '@/lib/refreshing-mutation'

/** Saves the default policy and the limits on customers' (admins); every screen that shows them reads them again. */
export const useSaveGuestPolicySettings = () =>
  useRefreshingMutation(queryKeys.guestPolicy, (settings: GuestPolicySettings) =>
    api<GuestPolicySettings>('PUT', guestPaths.guestPolicy, settings),
  )
