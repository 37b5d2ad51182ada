import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { digestPartsOf, sendAdReportDigest } from '../guest/ad-reports/ad-report-digest.ts'
import { beat } from './beat.ts'

const everyMinuteMs = 60_000

/**
 * The admins' digest of guests' ad reports (docs/decisions/046): a report sends it at once unless one went out within
 * AD_REPORT_DIGEST_MINUTES; this beat, every minute in every process, sends the reports that waited once that time
 * is up.
 */
async function adReportDigestBeatPlugin(app: FastifyInstance, { everyMs = everyMinuteMs }: { everyMs?: number }) {
  beat(app, everyMs, () => sendAdReportDigest(digestPartsOf(app), app.now()), 'The ad reports’ digest failed')
}

export default fp(adReportDigestBeatPlugin, {
  name: 'ad-report-digest-beat',
  dependencies: ['database', 'config', 'mailer', 'clock'],
})
