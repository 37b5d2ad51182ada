import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { UserRow } from '../db/schema.ts'
import { unauthenticated } from '../errors/api-error.ts'
import { findActiveSession } from '../modules/sessions/session-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request carries a live session; then sets user and sessionId. */
    authenticate(request: FastifyRequest): Promise<void>
  }
  interface FastifyRequest {
    user: UserRow | null
    sessionId: string | null
  }
}

/** Only `Authorization: Bearer` is read — never a cookie — so there is no CSRF surface (docs/decisions/003). */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')
  return match?.[1]
}

/** The signed-in user of a request that passed `app.authenticate`. */
export function signedIn(request: FastifyRequest): { user: UserRow; sessionId: string } {
  if (!request.user || !request.sessionId) throw unauthenticated()
  return { user: request.user, sessionId: request.sessionId }
}

async function authenticatePlugin(app: FastifyInstance) {
  app.decorateRequest('user', null)
  app.decorateRequest('sessionId', null)

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request)
    const found = token ? await findActiveSession(app.db, token) : undefined
    if (!found) throw unauthenticated()
    request.user = found.user
    request.sessionId = found.sessionId
  })
}

export default fp(authenticatePlugin, { name: 'authenticate', dependencies: ['database'] })
