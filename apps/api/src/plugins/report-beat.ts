import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { runReportBeat } from '../modules/report-subscriptions/deliveries.ts'
import { beat } from './beat.ts'

const everyMinuteMs = 60_000

/**
 * The scheduled email reports' beat (docs/decisions/036): when the server is ready and then every minute, it inserts
 * the due deliveries and sends those this process claims, failures' retries included. Every process runs it; the
 * database lets each report go out once.
 */
async function reportBeatPlugin(app: FastifyInstance, { everyMs = everyMinuteMs }: { everyMs?: number }) {
  const parts = () => ({ db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl })
  beat(app, everyMs, () => runReportBeat(parts(), app.now()), 'The scheduled reports’ beat failed')
}

export default fp(reportBeatPlugin, {
  name: 'report-beat',
  dependencies: ['database', 'config', 'mailer', 'clock'],
})
