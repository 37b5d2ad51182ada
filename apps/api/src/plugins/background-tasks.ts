import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work after the answer was sent (e.g. an email whose delivery time must not show in the response
     * time). Failures are logged; closing the app waits for what is still running.
     */
    runInBackground(description: string, task: () => Promise<void>): void
  }
}

async function backgroundTasksPlugin(app: FastifyInstance) {
  const running = new Set<Promise<void>>()

  app.decorate('runInBackground', (description: string, task: () => Promise<void>) => {
    // Started on the next turn of the event loop, so the answer to the request that asked for it goes out first.
    const run = new Promise<void>((next) => setImmediate(next))
      .then(task)
      .catch((error: unknown) => app.log.error({ err: error }, `Background task failed: ${description}`))
      .finally(() => running.delete(run))
    running.add(run)
  })

  app.addHook('preClose', async () => {
    await Promise.all(running)
  })
}

export default fp(backgroundTasksPlugin, { name: 'background-tasks' })
