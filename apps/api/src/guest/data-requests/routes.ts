import { guestDataRequestQuerySchema, guestDataRequestSchema, guestPaths, listResponseSchema } from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { readPage, type ListSource } from '../../db/paged-list.ts'
import { guestDataRequests } from '../../db/schema.ts'
import { errorResponses } from '../../errors/error-responses.ts'

const requestList: ListSource<typeof guestDataRequests, 'requestedAt'> = {
  table: guestDataRequests,
  id: guestDataRequests.id,
  sortColumns: { requestedAt: guestDataRequests.requestedAt },
}

/** The guests' requests about their devices' data (docs/decisions/033): when asked, when done, what they changed. */
export const guestDataRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    guestPaths.guestDataRequests,
    {
      preValidation: app.allow('guestPrivacy.administer'),
      schema: {
        tags: ['guest privacy'],
        summary: 'Guests’ withdrawals and erasure requests, newest first, with when each was completed (admin)',
        querystring: guestDataRequestQuerySchema,
        response: { 200: listResponseSchema(guestDataRequestSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { query } = request
      const { rows, total } = await readPage(app.db, requestList, { ...query, where: undefined, searching: false })
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          venueName: row.venueName,
          requestedAt: row.requestedAt.toISOString(),
          completedAt: row.completedAt?.toISOString() ?? null,
          sessions: row.sessions,
          consents: row.consents,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      }
    },
  )
}
