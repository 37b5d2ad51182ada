import { apiPaths, dashboardSchema } from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { signedIn } from '../../signed-in.ts'
import { dashboardFigures } from './dashboard-figures.ts'

/**
 * The signed-in home's figures. Every signed-in user may read it, as they may read the venue list: what it counts
 * is limited by the policy's visibility conditions, not by a route rule.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.dashboard,
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Venues by status, access points by health, users by status (admins) and the last sync run — all for admins, their venues’ for customers',
        response: { 200: dashboardSchema, ...errorResponses(401) },
      },
    },
    async (request) => dashboardFigures(app.db, signedIn(request).user),
  )
}
