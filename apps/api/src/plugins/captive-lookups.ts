import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createCaptiveLookups, type CaptiveLookups } from '../modules/captive/captive-lookups.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The captive page's short-lived reads (access points, venues' ads); see modules/captive/captive-lookups.ts. */
    captiveLookups: CaptiveLookups
  }
}

async function captiveLookupsPlugin(app: FastifyInstance) {
  app.decorate(
    'captiveLookups',
    createCaptiveLookups(app.db, app.secrets, { onlineMinutes: app.config.guestOnlineMinutes }),
  )
}

export default fp(captiveLookupsPlugin, { name: 'captive-lookups', dependencies: ['database', 'secrets', 'config'] })
