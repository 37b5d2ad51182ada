import { funnelQuerySchema, funnelSchema, guestPaths } from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { signedIn } from '../../signed-in.ts'
import { funnelReport } from './funnel-report.ts'

/**
 * The guest funnel for analytics. Every signed-in user may ask; what is counted is limited to the venues they may see
 * (admins all, customers their venues), so a customer naming another venue gets no rows, not an error.
 */
export const guestFunnelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    guestPaths.guestFunnel,
    {
      schema: {
        tags: ['captive'],
        summary:
          'Guest sessions that reached each funnel step, per Vietnamese day, venue and ad (admins all venues, customers theirs)',
        querystring: funnelQuerySchema,
        response: { 200: funnelSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ rows: await funnelReport(app.db, signedIn(request).user, request.query) }),
  )
}
