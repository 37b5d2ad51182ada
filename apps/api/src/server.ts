import { buildApp } from './app.ts'
import { ConfigError, parseConfig } from './config.ts'

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

  const app = await buildApp(config)
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received, closing`)
    try {
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'Failed to close cleanly')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

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
