import {
  apiPaths,
  listResponseSchema,
  okResponseSchema,
  venueDetailsSchema,
  venueInputSchema,
  venueExportQuerySchema,
  venueListQuerySchema,
  venueSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { forEachBatch } from '../../db/paged-list.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { sendCsv } from '../../export/csv.ts'
import { actorOf, signedIn } from '../../signed-in.ts'
import { venueCsvAbout, venueCsvColumns } from './venue-export.ts'
import {
  createVenue,
  deleteVenue,
  getVenue,
  listVenues,
  updateVenue,
  venueList,
  venueListRequest,
} from './venue-service.ts'
import { csvExportSchema } from '../../export/csv-export-schema.ts'
import { idParams } from '../../lib/id-params.ts'

const tags = ['venues']
const venuePath = `${apiPaths.venues}/:id`

/**
 * Venues: admins manage all of them (PUT replaces everything, members included); a member customer sees their
 * own and edits their details (PATCH, whose strict body refuses owner, status and members).
 */
export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.venues,
    {
      schema: {
        tags,
        summary: 'List the venues the caller may see: paged, sorted, filtered and searched',
        querystring: venueListQuerySchema,
        response: { 200: listResponseSchema(venueSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listVenues(app.db, signedIn(request).user, request.query),
  )

  app.get(
    apiPaths.venuesExport,
    {
      schema: csvExportSchema(
        tags,
        'The venues list as CSV, whole (every page), with its filters, search and sort; streamed',
        venueExportQuerySchema,
      ),
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        about: venueCsvAbout(request.query),
        columns: venueCsvColumns,
        produce: (write) =>
          forEachBatch(app.db, venueList, venueListRequest(signedIn(request).user, request.query), write),
      }),
  )

  app.get(
    venuePath,
    {
      schema: {
        tags,
        summary: 'One venue (404 when it does not exist or the caller may not see it)',
        params: idParams,
        response: { 200: venueSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getVenue(app.db, signedIn(request).user, request.params.id),
  )

  app.post(
    apiPaths.venues,
    {
      preValidation: app.allow('venues.administer'),
      schema: {
        tags,
        summary: 'Create a venue (admin)',
        body: venueInputSchema,
        response: { 201: venueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await createVenue(app.db, actorOf(request), request.body))
    },
  )

  app.put(
    venuePath,
    {
      preValidation: app.allow('venues.administer'),
      schema: {
        tags,
        summary: 'Replace every field of a venue, members included (admin)',
        params: idParams,
        body: venueInputSchema,
        response: { 200: venueSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateVenue(app.db, actorOf(request), request.params.id, request.body),
  )

  app.patch(
    venuePath,
    {
      schema: {
        tags,
        summary: "Update a venue's details: name, contact, website and Wi-Fi (admin, or a member customer)",
        params: idParams,
        body: venueDetailsSchema,
        response: { 200: venueSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => updateVenue(app.db, actorOf(request), request.params.id, request.body),
  )

  app.delete(
    venuePath,
    {
      preValidation: app.allow('venues.administer'),
      schema: {
        tags,
        summary: 'Delete a venue (admin)',
        params: idParams,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteVenue(app.db, actorOf(request), request.params.id)
      return { ok: true as const }
    },
  )
}
