import type { FastifyInstance } from 'fastify'
import { registerGuestRoutes, type GuestRouteOptions } from '../guest/index.ts'
import { accessPointRoutes } from './access-points/routes.ts'
import { accessPointWriteRoutes } from './access-points/write-routes.ts'
import { advertisementRoutes } from './advertisements/routes.ts'
import { adTakedownRoutes } from './advertisements/takedown-routes.ts'
import { analyticsRoutes } from './analytics/routes.ts'
import { auditRoutes } from './audit/routes.ts'
import { authRoutes } from './auth/routes.ts'
import { dashboardRoutes } from './dashboard/routes.ts'
import { healthRoutes } from './health/routes.ts'
import { meRoutes } from './me/routes.ts'
import { allowedFetchAddresses } from './media/allowed-addresses.ts'
import { mediaRoutes, type MediaRoutesOptions } from './media/routes.ts'
import { metricsRoutes } from './metrics/routes.ts'
import { openwispRoutes } from './openwisp/routes.ts'
import { passkeyRoutes, passkeySignInRoutes } from './passkeys/routes.ts'
import { reportSubscriptionRoutes } from './report-subscriptions/routes.ts'
import { secondFactorRoutes } from './second-factors/routes.ts'
import { sessionRoutes } from './sessions/routes.ts'
import { userAccountCareRoutes } from './users/account-care-routes.ts'
import { userAdminRoutes } from './users/admin-routes.ts'
import { venueInvitationRoutes } from './venue-invitations/routes.ts'
import { venueRoutes } from './venues/routes.ts'

export interface RouteModuleOptions extends GuestRouteOptions {
  /** How images are fetched by URL (tests let a server on 127.0.0.1 count as public). */
  mediaFetch?: MediaRoutesOptions['fetch']
  /** MEDIA_FETCH_ALLOW: private addresses an admin's image link may still reach. */
  mediaFetchAllow: string[]
}

/** Every route module of the API, in one place: the console's, then the guest side's (src/guest). */
export async function registerRouteModules(app: FastifyInstance, options: RouteModuleOptions): Promise<void> {
  await app.register(healthRoutes)
  await app.register(metricsRoutes)
  await app.register(authRoutes)
  await app.register(meRoutes)
  await app.register(secondFactorRoutes)
  await app.register(passkeyRoutes)
  await app.register(passkeySignInRoutes)
  await app.register(sessionRoutes)
  await app.register(venueRoutes)
  await app.register(venueInvitationRoutes)
  await app.register(userAdminRoutes)
  await app.register(userAccountCareRoutes)
  await app.register(auditRoutes)
  await app.register(accessPointRoutes)
  await app.register(accessPointWriteRoutes)
  await app.register(openwispRoutes)
  await app.register(analyticsRoutes)
  await app.register(reportSubscriptionRoutes)
  await app.register(adTakedownRoutes)
  await app.register(dashboardRoutes)
  await app.register(advertisementRoutes)
  await app.register(mediaRoutes, {
    fetch: options.mediaFetch,
    adminAllowAddress: allowedFetchAddresses(options.mediaFetchAllow),
  })
  await registerGuestRoutes(app, options)
}
