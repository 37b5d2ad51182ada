import {
  venueInvitationPaths,
  type AcceptWithNewAccountInput,
  type InvitationAccepted,
  type InvitationPreview,
  type InvitationSignedUp,
} from '@wifi/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { startSession } from '@/lib/current-user'
import { queryKeys } from '@/lib/query-keys'

/**
 * What the link invites to. Read once: a refused link is not asked again on focus or by retries, since each bad link
 * uses up the address's limit (docs/decisions/056); the page shows the refusal itself.
 */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: () => api<InvitationPreview>('POST', venueInvitationPaths.preview, { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta: { handlesErrors: true },
  })

/** An address without an account: the account is made, joins the venue, and its session begins. */
export function useAcceptWithNewAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AcceptWithNewAccountInput) =>
      api<InvitationSignedUp>('POST', venueInvitationPaths.acceptWithNewAccount, input),
    onSuccess: (signedUp) => startSession(queryClient, signedUp),
    meta: { handlesErrors: true },
  })
}

/** The signed-in owner of the invited address joins the venue; what they see of venues is read again. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => api<InvitationAccepted>('POST', venueInvitationPaths.accept, { token }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.venueMembership })
      await queryClient.invalidateQueries({ queryKey: queryKeys.venues.all })
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard })
    },
    meta: { handlesErrors: true },
  })
}
