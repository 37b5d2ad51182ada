import type { FastifyRequest } from 'fastify'
import type { Actor } from '../modules/audit/audit-trail.ts'
import { signedIn } from './authenticate.ts'

/** The signed-in user and their address (behind TRUST_PROXY), as the audit trail records them. */
export const actorOf = (request: FastifyRequest): Actor => ({ user: signedIn(request).user, ip: request.ip })
