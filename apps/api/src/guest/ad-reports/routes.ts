import { adReportQuerySchema, adReportSchema, guestPaths, listResponseSchema } from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { errorResponses } from '../../errors/error-responses.ts'
import { listAdReports } from './ad-reports.ts'

/** Guests' reports of the ads they were shown (docs/privacy.md), for the admins who may take an ad down. */
export const adReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    guestPaths.adReports,
    {
      preValidation: app.allow('guestPrivacy.administer'),
      schema: {
        tags: ['guest privacy'],
        summary: 'Guests’ reports of ads: the ad, the venue, the reason, the time (admin)',
        querystring: adReportQuerySchema,
        response: { 200: listResponseSchema(adReportSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAdReports(app.db, request.query),
  )
}
