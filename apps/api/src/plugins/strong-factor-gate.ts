import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../errors/api-error.ts'
import { strongFactorHold } from '../modules/second-factors/strong-factors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers a signed-in user whom REQUIRE_STRONG_MFA holds: signing out, reading the second factors, and
     * confirming one again after a password reset. Every other route (GET /api/me too, which is how the console
     * learns it must show the setup) answers 403 until the session is released.
     */
    beforeStrongFactor?: boolean
    /**
     * The route adds a strong factor: it answers a user held because they have none yet (setting one up is the way
     * out), not one held because the session did not sign in with the factor they have (docs/decisions/045).
     */
    enrolsStrongFactor?: boolean
  }
}

const strongFactorRequired = () =>
  new ApiError(403, 'STRONG_FACTOR_REQUIRED', 'Set up an authenticator app or a passkey before using the console.')

const strongSignInRequired = () =>
  new ApiError(
    403,
    'STRONG_SIGN_IN_REQUIRED',
    'Sign in again with your authenticator app or passkey to use the console.',
  )

/**
 * REQUIRE_STRONG_MFA, enforced by the server on every request after `authenticate` (docs/decisions/039, 045): the
 * session of a user whose role must have a strong factor opens only the routes that say so until the user has one
 * (`enrolsStrongFactor` opens then too) and the session showed it — signed in with it, or set it up. Checked each
 * time rather than stamped on the session, so a setting turned on, or a factor removed, holds sessions already open.
 */
async function strongFactorGatePlugin(app: FastifyInstance) {
  const requirement = app.config.requireStrongMfa
  if (requirement === 'none') return
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config
    if (request.is404 || config.public || config.beforeStrongFactor || !request.user || !request.sessionProof) return
    const hold = await strongFactorHold(app.db, requirement, request.user, request.sessionProof.secondStep)
    if (hold === 'sign-in') throw strongSignInRequired()
    if (hold === 'enrol' && !config.enrolsStrongFactor) throw strongFactorRequired()
  })
}

export default fp(strongFactorGatePlugin, {
  name: 'strong-factor-gate',
  dependencies: ['config', 'database', 'authenticate'],
})
