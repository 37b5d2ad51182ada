import type { IncomingMessage, ServerResponse } from 'node:http'
import compress from '@fastify/compress'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Logger } from 'pino'
import { seedDemoAccessPoints } from './bootstrap/demo-access-points.ts'
import { seedDemoAds } from './bootstrap/demo-ads.ts'
import { seedDemoData } from './bootstrap/demo-seed.ts'
import { seedDemoVisits } from './bootstrap/demo-visits.ts'
import { ensureFirstAdmin } from './bootstrap/first-admin.ts'
import type { Config } from './config.ts'
import { openDatabase, type DatabaseHandle } from './db/client.ts'
import { migrateDatabase } from './db/migrate.ts'
import { createLogger } from './logger.ts'
import { createLogMailer, createSmtpMailer, type Mailer } from './mail/mailer.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { metricsRoutes } from './modules/metrics/routes.ts'
import { accessPointRoutes } from './modules/access-points/routes.ts'
import { accessPointWriteRoutes } from './modules/access-points/write-routes.ts'
import { openwispRoutes } from './modules/openwisp/routes.ts'
import { advertisementRoutes } from './modules/advertisements/routes.ts'
import { guestPreviewRoutes } from './modules/guest-preview/routes.ts'
import { captiveRoutes } from './modules/captive/routes.ts'
import { analyticsRoutes } from './modules/analytics/routes.ts'
import { reportSubscriptionRoutes } from './modules/report-subscriptions/routes.ts'
import { guestFunnelRoutes } from './modules/guest-funnel/routes.ts'
import { guestTextRoutes } from './modules/guest-texts/routes.ts'
import { guestConsentRoutes } from './modules/guest-consents/routes.ts'
import { guestDataRequestRoutes } from './modules/guest-data/routes.ts'
import { adReportRoutes } from './modules/ad-reports/routes.ts'
import { adTakedownRoutes } from './modules/advertisements/takedown-routes.ts'
import { guestPolicyRoutes } from './modules/guest-policy/routes.ts'
import { guestOnlineRoutes } from './modules/guest-online/routes.ts'
import { openndsLogoutRoutes } from './modules/guest-online/opennds-logout-route.ts'
import { auditRoutes } from './modules/audit/routes.ts'
import { dashboardRoutes } from './modules/dashboard/routes.ts'
import { allowedFetchAddresses } from './modules/media/allowed-addresses.ts'
import { mediaRoutes, type MediaRoutesOptions } from './modules/media/routes.ts'
import { meRoutes } from './modules/me/routes.ts'
import { secondFactorRoutes } from './modules/second-factors/routes.ts'
import { passkeyRoutes, passkeySignInRoutes } from './modules/passkeys/routes.ts'
import { sessionRoutes } from './modules/sessions/routes.ts'
import { userAccountCareRoutes } from './modules/users/account-care-routes.ts'
import { userAdminRoutes } from './modules/users/admin-routes.ts'
import { venueRoutes } from './modules/venues/routes.ts'
import apiDocs from './plugins/api-docs.ts'
import authenticate from './plugins/authenticate.ts'
import authorization from './plugins/authorization.ts'
import backgroundTasks from './plugins/background-tasks.ts'
import captiveLookups from './plugins/captive-lookups.ts'
import changeNotices from './plugins/change-notices.ts'
import guestTexts from './plugins/guest-texts.ts'
import sharedLimits from './plugins/shared-limits.ts'
import configPlugin from './plugins/config.ts'
import database from './plugins/database.ts'
import errorHandler from './plugins/error-handler.ts'
import jsonBody from './plugins/json-body.ts'
import rejectNul from './plugins/reject-nul.ts'
import mailerPlugin from './plugins/mailer.ts'
import metrics from './plugins/metrics.ts'
import openwisp from './plugins/openwisp.ts'
import pruning from './plugins/pruning.ts'
import analyticsRollup from './plugins/analytics-rollup.ts'
import clock from './plugins/clock.ts'
import reportBeat from './plugins/report-beat.ts'
import adReportDigestBeat from './plugins/ad-report-digest-beat.ts'
import secrets from './plugins/secrets.ts'
import strongFactorGate from './plugins/strong-factor-gate.ts'
import gracefulStop from './plugins/graceful-stop.ts'
import securityHeaders from './plugins/security-headers.ts'
import webApp from './plugins/web-app.ts'

/** The app as built: zod schemas type the routes' bodies and replies. */
export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>

export interface AppOverrides {
  /** An already migrated database; the caller keeps ownership and closes it. */
  database?: DatabaseHandle
  mailer?: Mailer
  logger?: Logger
  /** How images are fetched by URL (tests let a server on 127.0.0.1 count as public). */
  mediaFetch?: MediaRoutesOptions['fetch']
  /** How long ending an openNDS guest waits for OpenWISP's command (tests shorten it). */
  openwispCommandWaitMs?: number
  /** The clock of the scheduled reports (tests set the moment). */
  now?: () => Date
  /**
   * How often the email beats (the scheduled reports, the ad reports' digest) run: every minute; 0 for never by
   * themselves (tests run them themselves).
   */
  reportBeatEveryMs?: number
}

/** JSON bodies are small forms; image uploads have their own route with its own limit (modules/media). */
const bodyLimitBytes = 256 * 1024

/**
 * Builds the whole product — API, docs and console — without listening, so the server and the tests start it
 * the same way. Order: external plugins → app plugins (decorators) → routes → the console's catch-all.
 */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const logger = overrides.logger ?? createLogger(config)
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: bodyLimitBytes,
    // A stopping server still answers what reaches it on open connections (plugins/graceful-stop.ts): a proxy
    // forwards a request there and cannot always send it elsewhere after a 503.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>()

  try {
    const handle = overrides.database ?? (await openOwnDatabase(config, logger))
    await app.register(database, { handle, owned: !overrides.database })
    await ensureFirstAdmin(handle.db, config, app.log)
    if (config.demoSeed) await seedDemoData(handle.db, app.log)

    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)

    await app.register(configPlugin, { config })
    await app.register(gracefulStop)
    // Before every route, so its onResponse hook counts them all.
    await app.register(metrics)
    await app.register(errorHandler)
    await app.register(jsonBody)
    await app.register(rejectNul)
    await app.register(securityHeaders)
    // Off by default: only routes that ask (`compress: {}`) compress — large JSON such as the map's data.
    await app.register(compress, { global: false })
    await app.register(apiDocs)
    await app.register(mailerPlugin, {
      mailer:
        overrides.mailer ??
        (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createLogMailer(app.log)),
    })
    await app.register(backgroundTasks)
    await app.register(pruning)
    await app.register(analyticsRollup)
    await app.register(clock, { now: overrides.now })
    await app.register(reportBeat, { everyMs: overrides.reportBeatEveryMs })
    await app.register(adReportDigestBeat, { everyMs: overrides.reportBeatEveryMs })
    await app.register(authenticate)
    await app.register(authorization)
    await app.register(strongFactorGate)
    await app.register(secrets)
    await app.register(changeNotices)
    await app.register(captiveLookups)
    await app.register(guestTexts)
    await app.register(sharedLimits)
    await app.register(openwisp)

    await app.register(healthRoutes)
    await app.register(metricsRoutes)
    await app.register(authRoutes)
    await app.register(meRoutes)
    await app.register(secondFactorRoutes)
    await app.register(passkeyRoutes)
    await app.register(passkeySignInRoutes)
    await app.register(sessionRoutes)
    await app.register(venueRoutes)
    await app.register(userAdminRoutes)
    await app.register(userAccountCareRoutes)
    await app.register(auditRoutes)
    await app.register(accessPointRoutes)
    await app.register(accessPointWriteRoutes)
    await app.register(openwispRoutes)
    await app.register(guestPreviewRoutes)
    await app.register(captiveRoutes)
    await app.register(guestFunnelRoutes)
    await app.register(analyticsRoutes)
    await app.register(reportSubscriptionRoutes)
    await app.register(guestTextRoutes)
    await app.register(guestConsentRoutes)
    await app.register(guestDataRequestRoutes)
    await app.register(adReportRoutes)
    await app.register(adTakedownRoutes)
    await app.register(guestPolicyRoutes)
    await app.register(guestOnlineRoutes, { commandWaitMs: overrides.openwispCommandWaitMs })
    await app.register(openndsLogoutRoutes)
    await app.register(dashboardRoutes)
    await app.register(advertisementRoutes)
    await app.register(mediaRoutes, {
      fetch: overrides.mediaFetch,
      adminAllowAddress: allowedFetchAddresses(config.mediaFetchAllow),
    })

    await app.register(webApp, { webDist: config.webDist })
    if (config.demoSeed) await seedDemoAccessPoints(app)
    if (config.demoSeed) await seedDemoAds(app)
    if (config.demoSeed) await seedDemoVisits(app)
  } catch (error) {
    await app.close()
    throw error
  }
  return app
}

async function openOwnDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        onPoolError: (error) => logger.error({ err: error }, 'PostgreSQL connection lost'),
      })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir })
  try {
    await migrateDatabase(handle)
  } catch (error) {
    await handle.close()
    throw error
  }
  logger.info(
    config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite in ${config.dataDir}`,
  )
  return handle
}
