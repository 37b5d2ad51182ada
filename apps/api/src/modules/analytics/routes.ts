import { analyticsQuerySchema, analyticsSchema, apiPaths } from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { signedIn } from '../../plugins/authenticate.ts'
import { analyticsReport } from './analytics-report.ts'

/** What the Wi-Fi and the ads delivered (docs/decisions/035): admins everything, customers their venues and ads. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.analytics,
    {
      schema: {
        tags: ['analytics'],
        summary:
          'A period’s guest figures with the previous period’s, each day, and connections by weekday and hour (Vietnam days; admins everything, customers their venues and their ads wherever they ran)',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => analyticsReport(app.db, signedIn(request).user, request.query),
  )
}
