/**
 * The paths and figures of venue invitations (docs/decisions/056), apart from their schemas: the screens that only ask
 * (a customer's empty states) do not load zod's schemas with them.
 */

export const venueInvitationPaths = {
  /** An admin invites an address to the venue: `POST`, `venueInvitationInputSchema`. */
  invite: (venueId: string) => `/api/venues/${venueId}/invitations`,
  /** What a link invites to, for the page it opens (public: the token is the proof). */
  preview: '/api/invitations/preview',
  /** An address without an account: makes it, adds it to the venue and signs it in (public). */
  acceptWithNewAccount: '/api/invitations/accept-new-account',
  /** An address with an account, signed in as it: adds it to the venue. */
  accept: '/api/invitations/accept',
  /** How many venues the signed-in user is a member of, and the address to ask for one. */
  myVenueMembership: '/api/me/venue-membership',
} as const

/** The console page an invitation email links to; the token travels in the `token` search parameter. */
export const invitationPage = '/invitation'

/** An invitation link works once, for this long: a week, for an owner who reads their email on weekends. */
export const invitationTtlSeconds = 7 * 24 * 60 * 60
