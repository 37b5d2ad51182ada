import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { RouteRule } from '../authorization/policy.ts'
import { forbidden } from '../errors/api-error.ts'
import { signedIn } from '../signed-in.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The hook a route declares its rule with, after `authenticate`: 403 unless `rule` (from
     * authorization/policy.ts, where every rule lives) allows the signed-in user.
     */
    allow(rule: RouteRule): (request: FastifyRequest) => Promise<void>
  }
}

async function authorizationPlugin(app: FastifyInstance) {
  app.decorate('allow', (rule: RouteRule) => async (request: FastifyRequest) => {
    const params = (request.params ?? {}) as Record<string, string | undefined>
    if (!rule(signedIn(request).user, params)) throw forbidden()
  })
}

export default fp(authorizationPlugin, { name: 'authorization', dependencies: ['authenticate'] })
