import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** The current moment: the system clock, or the tests' (AppOverrides.now). */
    now: () => Date
  }
}

async function clockPlugin(app: FastifyInstance, { now }: { now?: () => Date }) {
  app.decorate('now', now ?? (() => new Date()))
}

export default fp(clockPlugin, { name: 'clock' })
