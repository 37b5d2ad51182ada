import { buildApp } from './app.ts'
import { ConfigError, parseConfig } from './config.ts'
import { NewerDatabaseError } from './db/migration-state.ts'

/**
 * A stop (SIGTERM, SIGINT) that takes longer than this ends the process anyway: a service manager waits a bounded
 * time too (deploy/systemd's TimeoutStopSec is above it).
 */
const stopBoundMs = 15_000

/** Starts the whole product: `node apps/api/dist/server.js` (or `npm run dev -w @wifi/api`). */
async function main() {
  let config
  try {
    config = parseConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  let app
  try {
    app = await buildApp(config)
  } catch (error) {
    if (error instanceof NewerDatabaseError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  if (config.trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true trusts an X-Forwarded-For a client wrote itself, so limits and logs see whatever address it ' +
        'claims: set TRUST_PROXY to the proxy’s own address (e.g. 127.0.0.1) instead.',
    )
  }

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info(`${signal} received: finishing what is in flight, then stopping`)
    setTimeout(() => {
      app.log.error(`Still stopping after ${stopBoundMs / 1000} s: exiting anyway`)
      process.exit(1)
    }, stopBoundMs).unref()
    try {
      // Ctrl-C at a terminal wants the prompt back; a service manager's SIGTERM lets the proxy's connections go first.
      await app.drain(signal === 'SIGINT' ? { idleGraceMs: 0 } : undefined)
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'Failed to close cleanly')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    app.log.error({ err: error }, 'Could not start listening')
    await app.close()
    process.exit(1)
  }
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error)
  process.exit(1)
})
