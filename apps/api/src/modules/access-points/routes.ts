import {
  accessPointExportQuerySchema,
  accessPointGatewayInputSchema,
  accessPointListQuerySchema,
  accessPointMapQuerySchema,
  accessPointMapSchema,
  accessPointLookupQuerySchema,
  accessPointSchema,
  apiPaths,
  captiveUrlSchema,
  listResponseSchema,
  syncRunListQuerySchema,
  syncRunSchema,
  venueSyncStateQuerySchema,
  venueSyncStateSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { findVisibleVenue } from '../../authorization/policy.ts'
import { forEachBatch } from '../../db/paged-list.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { sendCsv } from '../../export/csv.ts'
import { actorOf, signedIn } from '../../signed-in.ts'
import { accessPointCsvAbout, accessPointCsvColumns } from './access-point-export.ts'
import { accessPointList, accessPointListRequest, listAccessPoints } from './access-point-list.ts'
import { accessPointMap } from './access-point-map.ts'
import { lookUpAccessPoint, setGateway } from './access-point-service.ts'
import { findRun, listRuns } from '../../sync/sync-runs.ts'
import { startSync, type SyncDependencies } from '../../sync/sync-service.ts'
import { listVenueSyncStates } from '../../sync/venue-sync-states.ts'
import { csvExportSchema } from '../../export/csv-export-schema.ts'
import { idParams } from '../../lib/id-params.ts'

const tags = ['access points']
const syncErrors = errorResponses(401, 403, 404, 409, 429, 503)

/**
 * Access points as OpenWISP holds them: the list and its export, syncing (everything, or one venue's), the sync history, the lookup a
 * QR scan makes, and an access point's captive-portal gateway (and where gateways reach the captive pages).
 */
export const accessPointRoutes: FastifyPluginAsyncZod = async (app) => {
  const sync: SyncDependencies = {
    db: app.db,
    openwisp: app.openwisp,
    runner: app.syncRunner,
    cooldownSeconds: app.config.syncCooldownSeconds,
    log: app.log,
    processKey: app.processKey,
  }

  app.get(
    apiPaths.accessPoints,
    {
      schema: {
        tags,
        summary: 'List the access points the caller may see: paged, sorted, filtered and searched',
        querystring: accessPointListQuerySchema,
        response: { 200: listResponseSchema(accessPointSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listAccessPoints(app.db, signedIn(request).user, request.query),
  )

  app.get(
    apiPaths.accessPointsMap,
    {
      // 10,000 points are about 950 KB of JSON, 400 KB gzipped.
      compress: {},
      schema: {
        tags,
        summary: 'The access points with a place, for the map: the list’s filters, column by column, and the tiles',
        querystring: accessPointMapQuerySchema,
        response: { 200: accessPointMapSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => accessPointMap(app.db, signedIn(request).user, request.query, app.config.mapTiles),
  )

  app.get(
    apiPaths.accessPointsExport,
    {
      schema: csvExportSchema(
        tags,
        'The access points list as CSV, whole (every page), with its filters, search and sort; streamed',
        accessPointExportQuerySchema,
      ),
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        about: await accessPointCsvAbout(app.db, signedIn(request).user, request.query),
        columns: accessPointCsvColumns,
        produce: (write) =>
          forEachBatch(app.db, accessPointList, accessPointListRequest(signedIn(request).user, request.query), write),
      }),
  )

  app.post(
    apiPaths.accessPointsSync,
    {
      preValidation: app.allow('accessPoints.administer'),
      schema: {
        tags,
        summary:
          'Start syncing every access point with OpenWISP (admin): 202 with the run, which goes on in the server; ' +
          '429 while a run or its cooldown lasts',
        response: { 202: syncRunSchema, ...syncErrors },
      },
    },
    async (request, reply) => reply.code(202).send((await startSync(sync, signedIn(request).user)).run),
  )

  app.post(
    apiPaths.venueSync(':id'),
    {
      schema: {
        tags,
        summary:
          "Start syncing one venue's access points (its OpenWISP device group) — admin or a member customer: " +
          '202 with the run',
        params: idParams,
        response: { 202: syncRunSchema, ...syncErrors },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request)
      const venue = await findVisibleVenue(app.db, user, request.params.id)
      return reply.code(202).send((await startSync(sync, user, venue)).run)
    },
  )

  app.get(
    apiPaths.syncRuns,
    {
      preValidation: app.allow('sync.readRuns'),
      schema: {
        tags,
        summary: 'Sync runs, newest first: all for admins, their venues’ for customers',
        querystring: syncRunListQuerySchema,
        response: { 200: listResponseSchema(syncRunSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listRuns(app.db, signedIn(request).user, request.query),
  )

  app.get(
    apiPaths.venueSyncStates,
    {
      schema: {
        tags,
        summary:
          'The venues the caller may sync (admins all, customers theirs), by name: linked or not, the last run and ' +
          'when the next may start',
        querystring: venueSyncStateQuerySchema,
        response: { 200: listResponseSchema(venueSyncStateSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listVenueSyncStates(app.db, signedIn(request).user, request.query),
  )

  app.get(
    apiPaths.syncRun(':id'),
    {
      preValidation: app.allow('sync.readRuns'),
      schema: {
        tags,
        summary: 'One sync run, with its progress while it runs: any for admins, their venues’ for customers',
        params: idParams,
        response: { 200: syncRunSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => findRun(app.db, signedIn(request).user, request.params.id),
  )

  app.get(
    apiPaths.accessPointLookup,
    {
      schema: {
        tags,
        summary: 'The access point a QR code names, by id (console or OpenWISP) or MAC address',
        querystring: accessPointLookupQuerySchema,
        response: { 200: accessPointSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => lookUpAccessPoint(app.db, signedIn(request).user, request.query),
  )

  app.get(
    apiPaths.captiveUrl,
    {
      preValidation: app.allow('accessPoints.administer'),
      schema: {
        tags,
        summary:
          'Where guests’ gateways reach the captive pages, for the gateway settings an access point’s view shows ' +
          '(admin): CAPTIVE_URL, or null when unset (each request’s own address is used)',
        response: { 200: captiveUrlSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ captiveUrl: app.config.captiveUrl ?? null }),
  )

  app.put(
    apiPaths.accessPointGateway(':id'),
    {
      preValidation: app.allow('accessPoints.administer'),
      schema: {
        tags,
        summary: "Set an access point's captive-portal gateway and its secret (admin; the secret is never sent back)",
        params: idParams,
        body: accessPointGatewayInputSchema,
        response: { 200: accessPointSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const accessPoint = await setGateway(app.db, actorOf(request), request.params.id, request.body, app.secrets)
      // Guests behind it get the new settings at once, not after the captive page's cache runs out.
      await app.announceChange('access-points')
      return accessPoint
    },
  )
}
