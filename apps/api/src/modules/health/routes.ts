import { apiPaths } from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts'
import { migrationsCurrent } from '../../db/migration-state.ts'
import { migrationsFolder } from '../../db/migrate.ts'
import { ApiError, databaseRetryAfterSeconds } from '../../errors/api-error.ts'
import { errorResponses } from '../../errors/error-responses.ts'

const liveSchema = z.object({ status: z.literal('ok') })
const readySchema = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  migrations: z.literal('current'),
})

const notReady = (message: string) =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', message, { retryAfter: databaseRetryAfterSeconds })

/**
 * Two checks for a service manager or load balancer: liveness (the process answers: restart it when it does not)
 * and readiness (it can serve: send it traffic). A database that is away makes a process unready, not dead, since
 * restarting it would not bring the database back and the process recovers by itself when it returns.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const folder = migrationsFolder()

  app.get(
    apiPaths.health,
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 whenever the process can answer, whatever the database',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    apiPaths.healthReady,
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 when the database answers and its migrations are current; 503 otherwise or while stopping',
        response: { 200: readySchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      if (app.stopping) throw notReady('The server is stopping.')
      let current: boolean
      try {
        current = await migrationsCurrent(app.db, folder)
      } catch (error) {
        if (!isDatabaseUnavailable(error)) request.log.error({ err: error }, 'Readiness check failed')
        throw notReady('The database is not reachable.')
      }
      if (!current) throw notReady('The database’s migrations have not run.')
      return { status: 'ready' as const, database: 'up' as const, migrations: 'current' as const }
    },
  )
}
