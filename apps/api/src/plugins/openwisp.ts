import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SyncRunner } from '../sync/sync-runner.ts'
import { OpenWispClient } from '../openwisp/client.ts'
import { databaseTokenStore } from '../openwisp/token-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenWISP client, or undefined when OPENWISP_URL is not set (syncing then answers 503). */
    openwisp: OpenWispClient | undefined
    /** The sync runs going on in this process. */
    syncRunner: SyncRunner
  }
}

async function openwispPlugin(app: FastifyInstance) {
  const runner = new SyncRunner(app.db, app.log, app.metrics.syncRunSeconds)
  app.decorate('syncRunner', runner)
  const settings = app.config.openwisp
  if (!settings) {
    app.log.warn('OpenWISP: OPENWISP_URL is not set; access points cannot be synced')
    app.decorate('openwisp', undefined)
    return
  }
  app.log.info(`OpenWISP: ${settings.url} as ${settings.username}`)
  const client = new OpenWispClient({
    ...settings,
    tokenStore: databaseTokenStore(app.db, app.secrets, settings.url, settings.username),
    onRetry: (call, problem, waitMs) => app.log.warn({ call, problem, waitMs }, 'OpenWISP call retried'),
  })
  // A sync in progress fails (and is recorded so, while the database is still there) rather than holding the
  // shutdown through its retries.
  app.addHook('preClose', async () => {
    const stopped = runner.close()
    client.close()
    await stopped
  })
  app.decorate('openwisp', client)
}

export default fp(openwispPlugin, { name: 'openwisp', dependencies: ['config', 'database', 'secrets', 'metrics'] })
