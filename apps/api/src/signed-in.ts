import type { FastifyRequest } from 'fastify'
import type { UserRow } from './db/schema.ts'
import { unauthenticated } from './errors/api-error.ts'
import type { Actor } from './modules/audit/audit-trail.ts'
import type { SessionProof } from './modules/sessions/session-service.ts'

/**
 * Who made a request, as the authenticate plugin found it: the one piece of the app's request decorations the modules
 * read. It lives here, below both, so modules never import a plugin (docs/architecture.md, the layers).
 */
declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null
    sessionId: string | null
    /** How the session signed in: REQUIRE_STRONG_MFA and adding a sign-in factor read it (docs/decisions/045). */
    sessionProof: SessionProof | null
  }
}

/** The signed-in user of a request to a route that is not public. */
export function signedIn(request: FastifyRequest): { user: UserRow; sessionId: string; proof: SessionProof } {
  if (!request.user || !request.sessionId || !request.sessionProof) throw unauthenticated()
  return { user: request.user, sessionId: request.sessionId, proof: request.sessionProof }
}

/** The signed-in user, their session and address (behind TRUST_PROXY), as the audit trail records them. */
export function actorOf(request: FastifyRequest): Actor {
  const { user, sessionId } = signedIn(request)
  return { user, sessionId, ip: request.ip }
}
