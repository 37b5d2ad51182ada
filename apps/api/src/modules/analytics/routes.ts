import {
  analyticsBreakdownQuerySchema,
  analyticsBreakdownSchema,
  analyticsPaths,
  analyticsQuerySchema,
  analyticsSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { sendCsv } from '../../export/csv.ts'
import { signedIn } from '../../signed-in.ts'
import { analyticsReport } from './analytics-report.ts'
import { analyticsBreakdown } from './breakdown.ts'
import { breakdownCsvColumns } from './breakdown-export.ts'
import { breakdownExportAbout } from './breakdown-csv-about.ts'
import { deliveryReportRoutes } from './delivery-report-routes.ts'
import { csvExportSchema } from '../../export/csv-export-schema.ts'

/** What the Wi-Fi and the ads delivered (docs/decisions/035): admins everything, customers their venues and ads. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    analyticsPaths.analytics,
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

  app.get(
    analyticsPaths.analyticsBreakdown,
    {
      schema: {
        tags: ['analytics'],
        summary: 'A period’s figures per venue, access point or ad (`by`), with the report’s filters and reach',
        querystring: analyticsBreakdownQuerySchema,
        response: { 200: analyticsBreakdownSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => analyticsBreakdown(app.db, signedIn(request).user, request.query),
  )

  app.get(
    analyticsPaths.analyticsBreakdownExport,
    {
      schema: csvExportSchema(
        ['analytics'],
        'The same table as CSV (UTF-8 with a byte-order mark, headed in the reader’s language)',
        analyticsBreakdownQuerySchema,
        404,
      ),
    },
    async (request, reply) => {
      const { user } = signedIn(request)
      const { rows } = await analyticsBreakdown(app.db, user, request.query)
      return sendCsv(request, reply, {
        about: await breakdownExportAbout(app.db, user, request.query),
        columns: breakdownCsvColumns(request.query.by),
        produce: (write) => write(rows),
      })
    },
  )

  await app.register(deliveryReportRoutes)
}
