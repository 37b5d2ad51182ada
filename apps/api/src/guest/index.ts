import type { FastifyInstance } from 'fastify'
import { adReportRoutes } from './ad-reports/routes.ts'
import { captiveRoutes } from './captive/routes.ts'
import { guestConsentRoutes } from './consents/routes.ts'
import { guestDataRequestRoutes } from './data-requests/routes.ts'
import { guestFunnelRoutes } from './funnel/routes.ts'
import { openndsLogoutRoutes } from './online/opennds-logout-route.ts'
import { guestOnlineRoutes } from './online/routes.ts'
import { guestPolicyRoutes } from './policy/routes.ts'
import { guestPreviewRoutes } from './preview/routes.ts'
import { guestTextRoutes } from './texts/routes.ts'

export interface GuestRouteOptions {
  /** How long ending an openNDS guest waits for OpenWISP's command (tests shorten it). */
  openwispCommandWaitMs?: number
}

/**
 * The guest side's routes (README.md beside this file): the captive page and the gateways' hand-off, and what the
 * console reads and sets of it — who is online, the policy, the texts, consents, data requests, the funnel, reports.
 */
export async function registerGuestRoutes(app: FastifyInstance, options: GuestRouteOptions): Promise<void> {
  await app.register(guestPreviewRoutes)
  await app.register(captiveRoutes)
  await app.register(guestFunnelRoutes)
  await app.register(guestTextRoutes)
  await app.register(guestConsentRoutes)
  await app.register(guestDataRequestRoutes)
  await app.register(adReportRoutes)
  await app.register(guestPolicyRoutes)
  await app.register(guestOnlineRoutes, { commandWaitMs: options.openwispCommandWaitMs })
  await app.register(openndsLogoutRoutes)
}
