import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createCaptiveLookups, type CaptiveLookups } from '../guest/captive/captive-lookups.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The captive page's short-lived reads (access points, venues' ads); see modules/captive/captive-lookups.ts. */
    captiveLookups: CaptiveLookups
  }
}

async function captiveLookupsPlugin(app: FastifyInstance) {
  const lookups = createCaptiveLookups(app.db, app.secrets, { onlineMinutes: app.config.guestOnlineMinutes })
  app.decorate('captiveLookups', lookups)
  app.whenChanged('access-points', lookups.forgetAccessPoints)
  app.whenChanged('venue-ads', lookups.forgetVenueAds)
  app.whenChanged('venue-policies', lookups.forgetVenuePolicies)
}

export default fp(captiveLookupsPlugin, {
  name: 'captive-lookups',
  dependencies: ['database', 'secrets', 'config', 'change-notices'],
})
