import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../errors/api-error.ts'
import { hasStrongFactor, roleNeedsStrongFactor } from '../modules/second-factors/strong-factors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers a signed-in user whom REQUIRE_STRONG_MFA still waits on for an authenticator app or a
     * passkey: signing out, and reading and enrolling second factors. Every other route (GET /api/me too, which is
     * how the console learns it must show the setup) answers 403 STRONG_FACTOR_REQUIRED until then.
     */
    beforeStrongFactor?: boolean
  }
}

const strongFactorRequired = () =>
  new ApiError(403, 'STRONG_FACTOR_REQUIRED', 'Set up an authenticator app or a passkey before using the console.')

/**
 * REQUIRE_STRONG_MFA, enforced by the server on every request after `authenticate` (docs/decisions/039): the session
 * of a user whose role must have a strong factor, and who has none, opens only the routes that say
 * `beforeStrongFactor`. Checked each time rather than stamped on the session, so a setting turned on, or a factor
 * removed, holds for sessions already open.
 */
async function strongFactorGatePlugin(app: FastifyInstance) {
  const requirement = app.config.requireStrongMfa
  if (requirement === 'none') return
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config
    if (request.is404 || config.public || config.beforeStrongFactor || !request.user) return
    if (!roleNeedsStrongFactor(requirement, request.user.role)) return
    if (!(await hasStrongFactor(app.db, request.user.id))) throw strongFactorRequired()
  })
}

export default fp(strongFactorGatePlugin, {
  name: 'strong-factor-gate',
  dependencies: ['config', 'database', 'authenticate'],
})
