import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createTtlCache } from '../lib/ttl-cache.ts'
import { captiveCacheMs } from '../guest/captive/captive-lookups.ts'
import { currentGuestTexts, type CurrentGuestTexts } from '../guest/texts/guest-texts.ts'
import { productOperator } from '../guest/texts/operator-setting.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The terms and privacy notice guests are offered now, read at most every few seconds per process (the captive
     * pages ask at every Connect); every process forgets it once a new version is published (plugins/change-notices.ts).
     */
    guestTexts: { current: () => Promise<CurrentGuestTexts>; forget: () => void }
  }
}

async function guestTextsPlugin(app: FastifyInstance) {
  const cache = createTtlCache<CurrentGuestTexts>(captiveCacheMs, 1)
  const current = () => cache.get('current', () => currentGuestTexts(app.db, productOperator(app.config.publicUrl)))
  app.decorate('guestTexts', { current, forget: () => cache.clear() })
  app.whenChanged('guest-texts', () => cache.clear())
  // The first versions exist from the start, so reading a text never writes one.
  app.addHook('onReady', async () => {
    await current()
  })
}

export default fp(guestTextsPlugin, { name: 'guest-texts', dependencies: ['database', 'config', 'change-notices'] })
