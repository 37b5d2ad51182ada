import {
  accessPointCreateSchema,
  accessPointSchema,
  accessPointUpdateSchema,
  apiPaths,
  okResponseSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { errorResponses } from '../../errors/error-responses.ts'
import { actorOf } from '../../signed-in.ts'
import { accessPointWrites } from './access-point-writes.ts'
import { idParams } from '../../lib/id-params.ts'

const tags = ['access points']
const openwispErrors = errorResponses(400, 401, 403, 404, 409, 502, 503)

/**
 * Add, edit and delete access points, written through to OpenWISP (docs/decisions/021): admins add and delete; an
 * admin or a member customer of the venue edits the name and the SSID.
 */
export const accessPointWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const writes = accessPointWrites(app.db, app.openwisp)

  app.post(
    apiPaths.accessPoints,
    {
      preValidation: app.allow('accessPoints.administer'),
      schema: {
        tags,
        summary: "Add an access point: a new OpenWISP device in the venue's device group (admin)",
        body: accessPointCreateSchema,
        response: { 201: accessPointSchema, ...openwispErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await writes.create(actorOf(request), request.body)),
  )

  app.patch(
    apiPaths.accessPoint(':id'),
    {
      schema: {
        tags,
        summary: "Change an access point's name and SSID in OpenWISP, then here (admin or the venue's member)",
        params: idParams,
        body: accessPointUpdateSchema,
        response: { 200: accessPointSchema, ...openwispErrors },
      },
    },
    async (request) => {
      const accessPoint = await writes.update(actorOf(request), request.params.id, request.body)
      // The captive page finds an openNDS gateway by name too: the new name is seen at once.
      await app.announceChange('access-points')
      return accessPoint
    },
  )

  app.delete(
    apiPaths.accessPoint(':id'),
    {
      preValidation: app.allow('accessPoints.administer'),
      schema: {
        tags,
        summary: 'Deactivate and delete the OpenWISP device, then mark the access point removed here (admin)',
        params: idParams,
        response: { 200: okResponseSchema, ...openwispErrors },
      },
    },
    async (request) => {
      await writes.remove(actorOf(request), request.params.id)
      await app.announceChange('access-points')
      return { ok: true as const }
    },
  )
}
