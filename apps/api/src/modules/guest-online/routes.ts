import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { checkRadiusToken } from '../captive/radius-token.ts'
import { storeAccounting } from './radius-accounting.ts'

/** The path FreeRADIUS's rest module posts accounting to (docs/freeradius/). */
export const radiusAccountingPath = '/api/radius/accounting'

const radiusValue = z.string().max(253).optional()

/** The guests' time online: what the gateways report, and the operators' lists of it (docs/decisions/034). */
export const guestOnlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    radiusAccountingPath,
    {
      // FreeRADIUS has no session: the route checks its shared token itself.
      config: { public: true },
      schema: {
        tags: ['guest sessions'],
        summary:
          'FreeRADIUS rest module: a CoovaChilli accounting request (Start, Interim-Update, Stop, Accounting-On/Off), stored once whatever is sent again',
        headers: z.object({ authorization: z.string().max(200).optional() }),
        body: z.object({
          status_type: radiusValue,
          unique_id: radiusValue,
          session_id: radiusValue,
          username: radiusValue,
          session_time: radiusValue,
          input_octets: radiusValue,
          output_octets: radiusValue,
          input_gigawords: radiusValue,
          output_gigawords: radiusValue,
          // Never stored: the session is known by its user name and Class. Taken so a template that sends it works.
          calling_station_id: radiusValue,
          called_station_id: radiusValue,
          nas_identifier: radiusValue,
          terminate_cause: radiusValue,
          class: radiusValue,
        }),
        response: { 204: z.null(), ...errorResponses(400, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      await checkRadiusToken(app, request)
      const outcome = await storeAccounting(app.db, request.body)
      // Acknowledged even when the session is unknown: FreeRADIUS would otherwise send it again forever.
      if (outcome === 'unknown_session') request.log.info('RADIUS accounting for an unknown guest session')
      return reply.status(204).send(null)
    },
  )
}
