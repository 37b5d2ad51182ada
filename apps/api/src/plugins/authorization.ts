import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { requireAccess, type Permission } from '../authorization/policy.ts'
import { signedIn } from '../signed-in.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The hook a route declares the permission it needs with, after `authenticate`: 403 unless the signed-in user
     * has it (authorization/policy.ts, where every rule lives).
     */
    allow(permission: Permission): (request: FastifyRequest) => Promise<void>
  }
}

async function authorizationPlugin(app: FastifyInstance) {
  app.decorate('allow', (permission: Permission) => async (request: FastifyRequest) => {
    const params = (request.params ?? {}) as Record<string, string | undefined>
    requireAccess(signedIn(request).user, permission, params)
  })
}

export default fp(authorizationPlugin, { name: 'authorization', dependencies: ['authenticate'] })
