import type { Role } from '@wifi/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden } from '../errors/api-error.ts'
import { signedIn } from './authenticate.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler (after `authenticate`): answers 403 unless the user has one of `roles`. The single place
     * where "who may do what" is decided; venue membership rules join it here.
     */
    requireRole(...roles: Role[]): (request: FastifyRequest) => Promise<void>
  }
}

async function authorizationPlugin(app: FastifyInstance) {
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    if (!roles.includes(signedIn(request).user.role)) throw forbidden()
  })
}

export default fp(authorizationPlugin, { name: 'authorization', dependencies: ['authenticate'] })
