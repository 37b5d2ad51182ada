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
import { consentCsvAbout, consentCsvColumns } from './consent-export.ts'
import { signedIn } from '../../signed-in.ts'
import { consentList, consentListRequest, listConsents, withTextVersions } from './consent-list.ts'
import { csvExportSchema } from '../../export/csv-export-schema.ts'

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
      schema: csvExportSchema(
        tags,
        'Evidence of guests’ choices as CSV, whole, with the list’s filters and order; streamed (admin)',
        guestConsentExportQuerySchema,
        403,
      ),
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        about: await consentCsvAbout(app.db, signedIn(request).user, request.query),
        columns: consentCsvColumns,
        produce: (write) =>
          forEachBatch(app.db, consentList, consentListRequest(request.query), async (rows, tx) =>
            write(await withTextVersions(tx, rows)),
          ),
      }),
  )
}
