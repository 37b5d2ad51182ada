import {
  adAssignResultSchema,
  adAssignmentSchema,
  adExportQuerySchema,
  adInputSchema,
  adListQuerySchema,
  adPatchSchema,
  adSchema,
  adUnassignResultSchema,
  apiPaths,
  listResponseSchema,
  okResponseSchema,
  venueAdListQuerySchema,
  venueAdSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { forEachBatch } from '../../db/paged-list.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { sendCsv } from '../../export/csv.ts'
import { actorOf, signedIn } from '../../signed-in.ts'
import { adCsvAbout, adCsvColumns } from './ad-export.ts'
import {
  adList,
  adListRequest,
  createAd,
  deleteAd,
  getAd,
  listAds,
  today,
  updateAd,
  withAuthors,
} from './ad-service.ts'
import { assignAds, listVenueAds, unassignAds } from './venue-ads.ts'
import { csvExportSchema } from '../../export/csv-export-schema.ts'
import { idParams } from '../../lib/id-params.ts'

const tags = ['advertisements']
const adPath = `${apiPaths.advertisements}/:id`
const venueAdsPath = `${apiPaths.venues}/:id/ads`

/**
 * Advertisements and their assignment to venues. Every signed-in user may call these; what each answers depends
 * on the ad and the venue (authorization/policy.ts, docs/decisions/016): a customer sees their own and public
 * ads, changes their own, and assigns what they see to the venues they are a member of.
 */
export const advertisementRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A write that changes which ads guests see: every process reads the venues' ads again once it committed. */
  const announced = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write
    await app.announceChange('venue-ads')
    return result
  }

  app.get(
    apiPaths.advertisements,
    {
      schema: {
        tags,
        summary: 'List the ads the caller may see: paged, sorted, filtered (status, type, component) and searched',
        querystring: adListQuerySchema,
        response: { 200: listResponseSchema(adSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listAds(app.db, signedIn(request).user, request.query),
  )

  app.get(
    apiPaths.advertisementsExport,
    {
      schema: csvExportSchema(
        tags,
        'The ads list as CSV, whole (every page), with its filters, search and sort; streamed',
        adExportQuerySchema,
      ),
    },
    async (request, reply) => {
      const day = today()
      return sendCsv(request, reply, {
        about: adCsvAbout(request.query),
        columns: adCsvColumns(day),
        produce: (write) =>
          forEachBatch(app.db, adList, adListRequest(signedIn(request).user, request.query, day), async (rows, tx) =>
            write(await withAuthors(tx, rows)),
          ),
      })
    },
  )

  app.get(
    adPath,
    {
      schema: {
        tags,
        summary: 'One ad (404 when it does not exist or the caller may not see it)',
        params: idParams,
        response: { 200: adSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getAd(app.db, signedIn(request).user, request.params.id),
  )

  app.post(
    apiPaths.advertisements,
    {
      schema: {
        tags,
        summary: 'Create an ad, which belongs to the caller',
        body: adInputSchema,
        response: { 201: adSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => reply.code(201).send(await announced(createAd(app.db, actorOf(request), request.body))),
  )

  app.patch(
    adPath,
    {
      schema: {
        tags,
        summary: "Change an ad's fields; those left out stay (admin, or the ad's author)",
        params: idParams,
        body: adPatchSchema,
        response: { 200: adSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => announced(updateAd(app.db, actorOf(request), request.params.id, request.body)),
  )

  app.delete(
    adPath,
    {
      schema: {
        tags,
        summary: 'Delete an ad and its venue assignments (admin, or the ad’s author)',
        params: idParams,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await announced(deleteAd(app.db, actorOf(request), request.params.id))
      return { ok: true as const }
    },
  )

  app.get(
    venueAdsPath,
    {
      schema: {
        tags,
        summary: 'The ads the caller may assign to a venue they see, each marked when assigned; paged and searched',
        params: idParams,
        querystring: venueAdListQuerySchema,
        response: { 200: listResponseSchema(venueAdSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listVenueAds(app.db, signedIn(request).user, request.params.id, request.query),
  )

  app.post(
    `${venueAdsPath}/assign`,
    {
      schema: {
        tags,
        summary: 'Assign ads the caller sees to a venue they see; answers how many were newly assigned',
        params: idParams,
        body: adAssignmentSchema,
        response: { 200: adAssignResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => announced(assignAds(app.db, actorOf(request), request.params.id, request.body.adIds)),
  )

  app.post(
    `${venueAdsPath}/unassign`,
    {
      schema: {
        tags,
        summary: 'Unassign ads the caller sees from a venue they see; answers how many were removed',
        params: idParams,
        body: adAssignmentSchema,
        response: { 200: adUnassignResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => announced(unassignAds(app.db, actorOf(request), request.params.id, request.body.adIds)),
  )
}
