import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

async function configPlugin(app: FastifyInstance, { config }: { config: Config }) {
  app.decorate('config', config)
}

export default fp(configPlugin, { name: 'config' })
