import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { postgresWindowStore } from '../rate-limit/postgres-windows.ts'
import { redisWindowStore } from '../rate-limit/redis-windows.ts'
import { createSharedWindows, type SharedWindows } from '../rate-limit/shared-windows.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits every process shares, counted in Redis (REDIS_URL) or PostgreSQL; see rate-limit/shared-windows.ts. */
    sharedLimits: SharedWindows
  }
}

async function sharedLimitsPlugin(app: FastifyInstance) {
  const redis = app.config.redisUrl ? redisWindowStore(app.config.redisUrl) : undefined
  if (redis) app.addHook('onClose', redis.close)
  const store = redis?.store ?? postgresWindowStore(app.db)
  app.decorate(
    'sharedLimits',
    createSharedWindows(store, (error) =>
      app.log.error({ err: error }, 'A limit could not be counted; the request was let through'),
    ),
  )
  app.log.info(redis ? 'Captive limits: counted in Redis (REDIS_URL)' : 'Captive limits: counted in PostgreSQL')
}

export default fp(sharedLimitsPlugin, { name: 'shared-limits', dependencies: ['database', 'config'] })
