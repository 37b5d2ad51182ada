import type { FastifyRequest } from 'fastify'
import type { Actor } from '../modules/audit/audit-trail.ts'
import { signedIn } from './authenticate.ts'

/** The signed-in user, their session and address (behind TRUST_PROXY), as the audit trail records them. */
export function actorOf(request: FastifyRequest): Actor {
  const { user, sessionId } = signedIn(request)
  return { user, sessionId, ip: request.ip }
}
