import * as z from 'zod/mini'
import { languages, limits } from './constants.ts'
import { emailField, firstnameField, lastnameField, passwordsMatch } from './fields.ts'
import { msg } from './messages.ts'
import { sessionResponseSchema, signUpSchema } from './auth.ts'

/**
 * A customer's way into a venue (docs/decisions/056): an admin invites an email address to a venue, the address gets
 * a one-time link, and opening it makes an account (or, for an address with one, asks its owner to sign in) and adds
 * it to the venue's members. A customer with no venue yet is told whom to ask.
 */

/** What an admin sends: the address, and the language of the email (the console's when left out). */
export const venueInvitationInputSchema = z.object({
  email: emailField,
  language: z.optional(z.enum(languages)),
})
export type VenueInvitationInput = z.input<typeof venueInvitationInputSchema>

/** The invitation was sent: to whom, and until when its link works. */
export const venueInvitationSentSchema = z.object({
  email: z.string(),
  expiresAt: z.iso.datetime(),
})
export type VenueInvitationSent = z.infer<typeof venueInvitationSentSchema>

const invitationTokenField = z
  .string({ error: msg.invitationTokenRequired })
  .check(z.minLength(1, msg.invitationTokenRequired), z.maxLength(limits.tokenMax, msg.tooLong))

/** The link's token, as the page that opens it sends it back. */
export const invitationTokenSchema = z.object({ token: invitationTokenField })

/** What a link invites to: the venue, the invited address, whether it has an account already, and until when. */
export const invitationPreviewSchema = z.object({
  venueName: z.string(),
  email: z.string(),
  hasAccount: z.boolean(),
  expiresAt: z.iso.datetime(),
})
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>

/**
 * The account an invitation makes: a name and a password under the sign-up form's own rules (the address is the
 * invited one, which the link proves).
 */
export const acceptWithNewAccountSchema = z
  .object({
    token: invitationTokenField,
    firstname: firstnameField,
    lastname: lastnameField,
    password: signUpSchema.shape.password,
    confirmPassword: signUpSchema.shape.confirmPassword,
  })
  .check(passwordsMatch('password', msg.passwordsDontMatchSignUp))
export type AcceptWithNewAccountInput = z.input<typeof acceptWithNewAccountSchema>
export type AcceptWithNewAccountBody = z.output<typeof acceptWithNewAccountSchema>

const joinedVenueSchema = z.object({ id: z.uuid(), name: z.string() })

/** The venue joined. */
export const invitationAcceptedSchema = z.object({ venue: joinedVenueSchema })
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>

/** A new account's session, and the venue it joined. */
export const invitationSignedUpSchema = z.extend(sessionResponseSchema, { venue: joinedVenueSchema })
export type InvitationSignedUp = z.infer<typeof invitationSignedUpSchema>

/** How many venues the reader is a member of, and the address a customer without one writes to (SUPPORT_EMAIL). */
export const venueMembershipSchema = z.object({
  venues: z.int().check(z.nonnegative()),
  askEmail: z.nullable(z.string()),
})
export type VenueMembership = z.infer<typeof venueMembershipSchema>
