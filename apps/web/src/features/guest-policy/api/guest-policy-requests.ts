import { guestPaths, type GuestPolicySettings } from '@wifi/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { refreshAfterMutation } from '@/lib/query-client'

/** Saves the default policy and the limits on customers' (admins); every screen that shows them reads them again. */
export function useSaveGuestPolicySettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: GuestPolicySettings) => api<GuestPolicySettings>('PUT', guestPaths.guestPolicy, settings),
    // The form reports a failure itself (useFormMutation).
    meta: { handlesErrors: true },
    ...refreshAfterMutation(queryClient, queryKeys.guestPolicy),
  })
}
