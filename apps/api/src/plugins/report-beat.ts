import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { runReportBeat } from '../modules/report-subscriptions/deliveries.ts'

const everyMinuteMs = 60_000

/**
 * The scheduled email reports' beat (docs/decisions/036): when the server is ready and then every minute, it inserts
 * the due deliveries and sends those this process claims, failures' retries included. Every process runs it; the
 * database lets each report go out once. A beat still running when the next is due makes that one skip.
 */
async function reportBeatPlugin(app: FastifyInstance, { everyMs = everyMinuteMs }: { everyMs?: number }) {
  let running: Promise<unknown> | undefined
  const beat = () => {
    running ??= runReportBeat(
      { db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl },
      app.now(),
    )
      .catch((error: unknown) => app.log.error({ err: error }, 'The scheduled reports’ beat failed'))
      .finally(() => (running = undefined))
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    if (everyMs <= 0) return
    beat()
    // unref: the timer alone must not keep the process alive.
    timer = setInterval(beat, everyMs).unref()
  })
  // A beat in flight finishes before the database and the mailer close.
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}

export default fp(reportBeatPlugin, {
  name: 'report-beat',
  dependencies: ['database', 'config', 'mailer', 'clock'],
})
