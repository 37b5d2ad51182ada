import { apiPaths } from '@wifi/contract'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../../errors/api-error.ts'
import { errorResponses } from '../../errors/error-responses.ts'

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') })

/** For load balancers and the demo script: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.health,
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database are up',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`)
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable')
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.')
      }
      return { status: 'ok' as const, database: 'up' as const }
    },
  )
}
