import {
  acceptWithNewAccountSchema,
  invitationAcceptedSchema,
  invitationPreviewSchema,
  invitationSignedUpSchema,
  invitationTokenSchema,
  venueInvitationInputSchema,
  venueInvitationPaths,
  venueInvitationSentSchema,
  venueMembershipSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { idParams } from '../../lib/id-params.ts'
import { consoleLinks } from '../../mail/console-links.ts'
import { venueInvitationEmail } from '../../mail/venue-invitation-emails.ts'
import { actorOf, signedIn } from '../../signed-in.ts'
import { requestClient } from '../auth/request-client.ts'
import { acceptAsSignedIn, acceptWithNewAccount, previewInvitation } from './accept-invitation.ts'
import { inviteToVenue } from './send-invitation.ts'
import { venueMembership } from './venue-membership.ts'

const tags = ['venue invitations']

/**
 * A customer's way into a venue (docs/decisions/056): an admin's invitation by email, the page its link opens, the
 * two ways to accept it, and what a customer without a venue is told. Handlers only translate HTTP ↔ services.
 */
export const venueInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = consoleLinks(app.config.publicUrl)

  app.post(
    venueInvitationPaths.invite(':id'),
    {
      preValidation: app.allow('venues.administer'),
      schema: {
        tags,
        summary:
          'Invite an email address to a venue (admin): it gets a one-time link, for a week, that makes its account or asks it to sign in',
        params: idParams,
        body: venueInvitationInputSchema,
        response: { 202: venueInvitationSentSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const sent = await inviteToVenue(app.db, actorOf(request), request.params.id, request.body.email)
      const language = request.body.language ?? requestClient(request).language
      await app.mailer.send(
        venueInvitationEmail(sent.email, sent.venue.name, links.invitation(sent.token), sent.hasAccount, language),
      )
      return reply.code(202).send({ email: sent.email, expiresAt: sent.expiresAt.toISOString() })
    },
  )

  app.post(
    venueInvitationPaths.preview,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'What an invitation link invites to: the venue, the invited address and whether it has an account',
        body: invitationTokenSchema,
        response: { 200: invitationPreviewSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => previewInvitation(app.db, request.body.token, requestClient(request)),
  )

  app.post(
    venueInvitationPaths.acceptWithNewAccount,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Accept an invitation with a new account: the name and password chosen, the invited address; joins the venue and signs in',
        body: acceptWithNewAccountSchema,
        response: { 200: invitationSignedUpSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => acceptWithNewAccount(app.db, request.body, requestClient(request)),
  )

  app.post(
    venueInvitationPaths.accept,
    {
      schema: {
        tags,
        summary: 'Accept an invitation as the signed-in account it was sent to: joins the venue',
        body: invitationTokenSchema,
        response: { 200: invitationAcceptedSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => acceptAsSignedIn(app.db, signedIn(request).user, request.body.token, requestClient(request)),
  )

  app.get(
    venueInvitationPaths.myVenueMembership,
    {
      schema: {
        tags,
        summary: 'How many venues the signed-in user is a member of, and the address to ask for one',
        response: { 200: venueMembershipSchema, ...errorResponses(401) },
      },
    },
    async (request) => venueMembership(app.db, signedIn(request).user, app.config.supportEmail),
  )
}
