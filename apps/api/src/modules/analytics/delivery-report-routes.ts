import { analyticsPaths, deliveryReportQuerySchema } from '@wifi/contract'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { preferredLanguage } from '../../mail/language.ts'
import { inPdfSlot } from '../../pdf/pdf-document.ts'
import { signedIn } from '../../signed-in.ts'
import { deliveryReport, deliveryReportPdf } from './delivery-report.ts'
import { idParams } from '../../lib/id-params.ts'

/**
 * `GET /api/advertisements/:id/delivery-report.pdf`: an ad's proof of delivery for a period, as a PDF in the reader's
 * language (Accept-Language, as the console sends it). Admins any ad; a customer an ad they see, someone else's at
 * their own venues only; any other answers 404 like a missing one.
 */
export const deliveryReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    analyticsPaths.advertisementDeliveryReport(':id'),
    {
      schema: {
        tags: ['analytics'],
        summary:
          'An ad’s proof of delivery as PDF: impressions, countdowns completed, connections and call-to-action clicks in total, per venue and per Vietnam day of the period, in the reader’s language (admins any ad; customers the ads they see, someone else’s at their venues only). A process makes two PDFs at once and queues 20 more; beyond them, 503 with retryAfter',
        params: idParams,
        querystring: deliveryReportQuerySchema,
        produces: ['application/pdf'],
        response: errorResponses(400, 401, 404, 503),
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const report = await deliveryReport(app.db, signedIn(request).user, id, request.query)
      const language = preferredLanguage(request.headers['accept-language'])
      const pdf = await inPdfSlot(() => deliveryReportPdf(report, language))
      // The answer is the file's bytes, which the error responses' schemas do not describe.
      const file: FastifyReply = reply
      return file
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="delivery-report-${report.from}-${report.to}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf)
    },
  )
}
