import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Mailer } from '../mail/mailer.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

async function mailerPlugin(app: FastifyInstance, { mailer }: { mailer: Mailer }) {
  app.decorate('mailer', mailer)
  app.addHook('onClose', async () => mailer.close())
}

export default fp(mailerPlugin, { name: 'mailer' })
