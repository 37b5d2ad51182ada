import {
  apiPaths,
  deviceGroupSchema,
  openwispCheckSchema,
  openwispControllerSchema,
  openwispLinksSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { errorResponses } from '../../errors/error-responses.ts'
import { configuredOpenWisp, throughOpenWisp } from '../../openwisp/api-errors.ts'
import { checkController, controllerState } from './controller-state.ts'
import { groupLinks } from './group-links.ts'

const tags = ['openwisp']

/**
 * The OpenWISP controller itself, for admins (customers see their venues' runs only, never the controller's
 * internals): where the console reaches it, a check on demand, its device groups and which venue each feeds.
 */
export const openwispRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.allow('accessPoints.administer'))
  const listGroups = () => throughOpenWisp(() => configuredOpenWisp(app.openwisp).listGroups())

  app.get(
    apiPaths.openwispController,
    {
      schema: {
        tags,
        summary: 'Where the console reaches OpenWISP (never the password), and when a sync last succeeded and failed',
        response: { 200: openwispControllerSchema, ...errorResponses(401, 403) },
      },
    },
    async () => controllerState(app.db, app.config.openwisp),
  )

  app.post(
    apiPaths.openwispCheck,
    {
      schema: {
        tags,
        summary: 'Checks now whether OpenWISP answers and takes the console’s token: one call, no retries',
        response: { 200: openwispCheckSchema, ...errorResponses(401, 403, 503) },
      },
    },
    async () => checkController(configuredOpenWisp(app.openwisp)),
  )

  app.get(
    apiPaths.openwispLinks,
    {
      schema: {
        tags,
        summary: 'OpenWISP’s device groups with the venue each feeds, the venues without one, and stale links',
        response: { 200: openwispLinksSchema, ...errorResponses(401, 403, 502, 503) },
      },
    },
    async () => groupLinks(app.db, await listGroups()),
  )

  app.get(
    apiPaths.deviceGroups,
    {
      schema: {
        tags,
        summary: "OpenWISP's device groups, to link a venue to",
        response: { 200: z.array(deviceGroupSchema), ...errorResponses(401, 403, 502, 503) },
      },
    },
    listGroups,
  )
}
