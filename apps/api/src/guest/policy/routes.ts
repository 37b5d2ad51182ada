import {
  fieldsAboveLimits,
  guestPaths,
  type GuestPolicy,
  guestPolicySchema,
  guestPolicySettingsSchema,
  msg,
  venueSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { can, findVisibleVenue } from '../../authorization/policy.ts'
import { ApiError } from '../../errors/api-error.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { actorOf } from '../../signed-in.ts'
import { updateVenue } from '../../modules/venues/venue-service.ts'
import { readPolicySettings, savePolicySettings } from './policy-settings.ts'
import { idParams } from '../../lib/id-params.ts'

const tags = ['guest policy']

/**
 * The guests' access policy (docs/decisions/034): the service's default and the limits on what customers set
 * (admins), and each venue's own (admins, or the venue's member customers within those limits).
 */
export const guestPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = () => readPolicySettings(app.db, app.config.guestOnlineMinutes)

  app.get(
    guestPaths.guestPolicy,
    {
      schema: {
        tags,
        summary: 'The default guest policy and the most a venue’s member customers may set',
        response: { 200: guestPolicySettingsSchema, ...errorResponses(401) },
      },
    },
    settings,
  )

  app.put(
    guestPaths.guestPolicy,
    {
      preValidation: app.allow('guestPrivacy.administer'),
      schema: {
        tags,
        summary: 'Sets the default guest policy and the limits on customers’ venue policies (admin)',
        body: guestPolicySettingsSchema,
        response: { 200: guestPolicySettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await savePolicySettings(app.db, actorOf(request), await settings(), request.body)
      await app.announceChange('venue-policies')
      return request.body
    },
  )

  /** A customer's policy must stay within the admins' limits; an admin's may be anything. */
  async function checkLimits(policy: GuestPolicy, isAdmin: boolean) {
    if (isAdmin) return
    const above = fieldsAboveLimits(policy, (await settings()).customerLimits)
    if (above.length > 0) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Some values are above what the administrators allow.', {
        fields: Object.fromEntries(above.map((field) => [field, msg.policyAboveLimit])),
      })
    }
  }

  app.put(
    guestPaths.venueGuestPolicy(':id'),
    {
      schema: {
        tags,
        summary:
          'Sets a venue’s own guest policy, which replaces the default whole (admin, or a member customer within the limits)',
        params: idParams,
        body: guestPolicySchema,
        response: { 200: venueSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = actorOf(request)
      // A venue the caller may not see answers 404 before anything is said about the policy.
      await findVisibleVenue(app.db, actor.user, request.params.id)
      await checkLimits(request.body, can(actor.user, 'guestPolicy.exceedLimits'))
      const venue = await updateVenue(app.db, actor, request.params.id, { guestPolicy: request.body })
      await app.announceChange('venue-policies')
      return venue
    },
  )

  app.delete(
    guestPaths.venueGuestPolicy(':id'),
    {
      schema: {
        tags,
        summary: 'The venue goes back to the default guest policy (admin, or a member customer)',
        params: idParams,
        response: { 200: venueSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const venue = await updateVenue(app.db, actorOf(request), request.params.id, { guestPolicy: null })
      await app.announceChange('venue-policies')
      return venue
    },
  )
}
