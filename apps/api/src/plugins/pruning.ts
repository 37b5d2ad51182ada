import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { pruneExpired } from '../maintenance/prune-expired.ts'
import { pruneGuestKeys } from '../maintenance/prune-guest-keys.ts'
import { closeSilentSessions } from '../guest/online/close-silent-sessions.ts'

const everyHourMs = 60 * 60 * 1000
const everyTenMinutesMs = 10 * 60 * 1000

/**
 * Prunes expired rows when the server is ready and then hourly, and what the guest limits keyed on a device every
 * ten minutes (docs/decisions/033), when it also ends the guest sessions whose gateway went silent (ADR 034). Several processes may prune at once; the deletes are idempotent, so that is
 * harmless.
 */
async function pruningPlugin(app: FastifyInstance) {
  const logFailure = (error: unknown) => app.log.error({ err: error }, 'Pruning expired rows failed')
  const prune = () => pruneExpired(app.db, app.config).catch(logFailure)
  // The short beat: what the guest limits keyed on a device, and the guests their gateway stopped reporting.
  const pruneKeys = () =>
    pruneGuestKeys(app.db)
      .then(() => closeSilentSessions(app.db, app.config.accountingIntervalSeconds))
      .catch(logFailure)
  const timers: NodeJS.Timeout[] = []

  app.addHook('onReady', async () => {
    await prune()
    await pruneKeys()
    // unref: the timers alone must not keep the process alive.
    timers.push(setInterval(() => void prune(), everyHourMs).unref())
    timers.push(setInterval(() => void pruneKeys(), everyTenMinutesMs).unref())
  })
  app.addHook('onClose', async () => timers.forEach(clearInterval))
}

export default fp(pruningPlugin, { name: 'pruning', dependencies: ['database', 'config'] })
