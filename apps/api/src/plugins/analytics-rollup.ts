import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { rollUpGuestFigures } from '../modules/analytics/roll-up.ts'

/**
 * Brings the guest figures up to date when the server is ready and then every ANALYTICS_ROLLUP_SECONDS (30 by
 * default: reports fresh within a minute, docs/decisions/035), in the background: a first run over months of visits
 * must not hold the server's start. Several processes may each run it: one at a time does the work (an advisory
 * lock), the others skip that beat, as does a process whose previous run has not finished.
 */
async function analyticsRollupPlugin(app: FastifyInstance) {
  let running: Promise<unknown> | undefined
  const rollUp = () => {
    running ??= rollUpGuestFigures(app.db)
      .catch((error: unknown) => app.log.error({ err: error }, 'Rolling up the guest figures failed'))
      .finally(() => (running = undefined))
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    rollUp()
    // unref: the timer alone must not keep the process alive.
    timer = setInterval(rollUp, app.config.analyticsRollupSeconds * 1000).unref()
  })
  // A run in flight finishes before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}

export default fp(analyticsRollupPlugin, { name: 'analytics-rollup', dependencies: ['database', 'config'] })
