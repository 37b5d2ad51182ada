import { venueInvitationPaths, type VenueInvitationInput, type VenueInvitationSent } from '@wifi/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** An admin invites an address to a venue (docs/decisions/056); the dialog toasts the answer, whatever it is. */
export const useInviteToVenue = () =>
  useMutation({
    mutationFn: ({ venueId, body }: { venueId: string; body: VenueInvitationInput }) =>
      api<VenueInvitationSent>('POST', venueInvitationPaths.invite(venueId), body),
    meta: { handlesErrors: true },
  })
