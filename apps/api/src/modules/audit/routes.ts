import {
  auditEntrySchema,
  auditExportQuerySchema,
  auditListQuerySchema,
  auditPaths,
  listResponseSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { forEachBatch } from '../../db/paged-list.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { sendCsv } from '../../export/csv.ts'
import { auditCsvAbout, auditCsvColumns } from './audit-export.ts'
import { auditList, auditListRequest, listAudit } from './audit-list.ts'
import { csvExportSchema } from '../../export/csv-export-schema.ts'

const tags = ['audit']

/** The audit trail for admins, newest first by default, as the /audit screen reads and exports it. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    auditPaths.audit,
    {
      preValidation: app.allow('audit.read'),
      schema: {
        tags,
        summary: 'The audit trail: who changed what, when and from where (admin)',
        querystring: auditListQuerySchema,
        response: { 200: listResponseSchema(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAudit(app.db, request.query),
  )

  app.get(
    auditPaths.auditExport,
    {
      preValidation: app.allow('audit.read'),
      schema: csvExportSchema(
        tags,
        'The audit trail as CSV, whole, with its filters and order; streamed (admin)',
        auditExportQuerySchema,
        403,
      ),
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        about: await auditCsvAbout(app.db, request.query),
        columns: auditCsvColumns,
        produce: (write) => forEachBatch(app.db, auditList, auditListRequest(request.query), write),
      }),
  )
}
