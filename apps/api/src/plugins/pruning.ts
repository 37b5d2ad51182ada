import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { pruneExpired } from '../maintenance/prune-expired.ts'

const everyHourMs = 60 * 60 * 1000

/**
 * Prunes expired auth rows when the server is ready and then hourly. Several processes may prune at once;
 * the deletes are idempotent, so that is harmless.
 */
async function pruningPlugin(app: FastifyInstance) {
  const prune = () =>
    pruneExpired(app.db, app.config).catch((error: unknown) =>
      app.log.error({ err: error }, 'Pruning expired rows failed'),
    )
  let timer: NodeJS.Timeout | undefined

  app.addHook('onReady', async () => {
    await prune()
    // unref: the timer alone must not keep the process alive.
    timer = setInterval(() => void prune(), everyHourMs).unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}

export default fp(pruningPlugin, { name: 'pruning', dependencies: ['database', 'config'] })
