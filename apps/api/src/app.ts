import type { IncomingMessage, ServerResponse } from 'node:http'
import compress from '@fastify/compress'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Logger } from 'pino'
import { seedDemoAccounts, seedDemoWorld } from '../demo/index.ts'
import { ensureFirstAdmin } from './bootstrap/first-admin.ts'
import type { Config } from './config.ts'
import { openDatabase, type DatabaseHandle } from './db/client.ts'
import { migrateDatabase } from './db/migrate.ts'
import { createLogger } from './logger.ts'
import { createLogMailer, createSmtpMailer, type Mailer } from './mail/mailer.ts'
import { registerRouteModules, type RouteModuleOptions } from './modules/index.ts'
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
  mediaFetch?: RouteModuleOptions['mediaFetch']
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
    if (config.demoSeed) await seedDemoAccounts(handle.db, app.log)

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

    await registerRouteModules(app, {
      mediaFetch: overrides.mediaFetch,
      mediaFetchAllow: config.mediaFetchAllow,
      openwispCommandWaitMs: overrides.openwispCommandWaitMs,
    })

    await app.register(webApp, { webDist: config.webDist })
    if (config.demoSeed) await seedDemoWorld(app)
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
