import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sendAdReportDigest } from '../modules/ad-reports/ad-report-digest.ts'

const everyMinuteMs = 60_000

/**
 * The admins' digest of guests' ad reports (docs/decisions/046): a report sends it at once unless one went out in
 * the last 10 minutes; this beat, every minute in every process, sends the reports that waited once that time is up.
 */
async function adReportDigestBeatPlugin(app: FastifyInstance, { everyMs = everyMinuteMs }: { everyMs?: number }) {
  let running: Promise<unknown> | undefined
  const beat = () => {
    const parts = {
      db: app.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      everyMinutes: app.config.adReportDigestMinutes,
    }
    running ??= sendAdReportDigest(parts, app.now())
      .catch((error: unknown) => app.log.error({ err: error }, 'The ad reports’ digest failed'))
      .finally(() => (running = undefined))
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    if (everyMs <= 0) return
    // unref: the timer alone must not keep the process alive.
    timer = setInterval(beat, everyMs).unref()
  })
  // A digest in flight finishes before the database and the mailer close.
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}

export default fp(adReportDigestBeatPlugin, {
  name: 'ad-report-digest-beat',
  dependencies: ['database', 'config', 'mailer', 'clock'],
})
