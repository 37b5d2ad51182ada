import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { unauthenticated } from '../errors/api-error.ts'
import { findActiveSession } from '../modules/sessions/session-service.ts'
import { accessTokenCookie } from '../security/access-token-cookie.ts'
// The request's user, session and proof are declared, and read by the modules, in signed-in.ts.
import '../signed-in.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers without a session. Every other route asks for one (docs/decisions/027): a route says
     * `config: { public: true }` or nothing at all about authentication.
     */
    public?: boolean
    /**
     * Without an Authorization header, the console's `access_token` cookie is read instead: for a page the browser
     * loads by itself (the ad preview in an iframe), never for an API call (docs/decisions/003).
     */
    tokenFromCookie?: boolean
  }
  interface FastifyInstance {
    /** Answers 401 unless the request carries a live session; then sets user and sessionId. */
    authenticate(request: FastifyRequest): Promise<void>
  }
}

/** Only `Authorization: Bearer` is read — a cookie only where a route asks — so there is no CSRF surface (docs/decisions/003). */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')
  return match?.[1]
}

function sessionToken(request: FastifyRequest): string | undefined {
  if (request.headers.authorization || !request.routeOptions.config.tokenFromCookie) return bearerToken(request)
  return accessTokenCookie(request)
}

/**
 * An onRoute hook for an encapsulated scope whose routes a library registers (the console's files, Swagger UI),
 * where no route options can be passed: every route of that scope is public.
 */
export function declarePublic(route: RouteOptions) {
  route.config = { ...route.config, public: true }
}

/** The OpenAPI document says what the server does: a route that asks for a session is documented as asking for one. */
function documentSession(route: RouteOptions) {
  if (route.config?.public) return
  route.schema = { ...route.schema, security: route.schema?.security ?? [{ bearer: [] }] }
}

/**
 * Secure by default: every route, whichever module registered it, asks for a live session before anything else of
 * it runs (its body is not even read), unless it declares `config: { public: true }`. Addresses no route has go on
 * to the not-found handler, which answers the same to everyone.
 */
async function authenticatePlugin(app: FastifyInstance) {
  app.decorateRequest('user', null)
  app.decorateRequest('sessionId', null)
  app.decorateRequest('sessionProof', null)

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = sessionToken(request)
    const found = token ? await findActiveSession(app.db, token) : undefined
    if (!found) throw unauthenticated()
    request.user = found.user
    request.sessionId = found.sessionId
    request.sessionProof = found.proof
  })

  app.addHook('onRoute', documentSession)
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return
    await app.authenticate(request)
  })
}

export default fp(authenticatePlugin, { name: 'authenticate', dependencies: ['database'] })
