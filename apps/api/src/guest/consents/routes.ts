import {
  guestConsentExportQuerySchema,
  guestConsentQuerySchema,
  guestConsentSchema,
  guestPaths,
  listResponseSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { forEachBatch } from '../../db/paged-list.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { sendCsv } from '../../export/csv.ts'
import { preferredLanguage } from '../../mail/language.ts'
import { consentCsvColumns } from './consent-export.ts'
import { consentList, consentListRequest, listConsents, withTextVersions } from './consent-list.ts'

const tags = ['guest privacy']

/** The evidence of guests' choices at Connect (docs/decisions/033), by venue and day, for admins. */
export const guestConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    guestPaths.guestConsents,
    {
      preValidation: app.allow('guestPrivacy.administer'),
      schema: {
        tags,
        summary: 'Evidence of guests’ choices, newest first, by venue and Vietnamese day (admin)',
        querystring: guestConsentQuerySchema,
        response: { 200: listResponseSchema(guestConsentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listConsents(app.db, request.query),
  )

  app.get(
    guestPaths.guestConsentsExport,
    {
      preValidation: app.allow('guestPrivacy.administer'),
      schema: {
        tags,
        summary: 'Evidence of guests’ choices as CSV, whole, with the list’s filters and order; streamed (admin)',
        querystring: guestConsentExportQuerySchema,
        produces: ['text/csv'],
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: 'guest-consents',
        language: preferredLanguage(request.headers['accept-language']),
        columns: consentCsvColumns,
        produce: (write) =>
          forEachBatch(app.db, consentList, consentListRequest(request.query), async (rows, tx) =>
            write(await withTextVersions(tx, rows)),
          ),
      }),
  )
}
