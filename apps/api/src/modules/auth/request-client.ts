import type { Language } from '@wifi/contract'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { preferredLanguage } from '../../mail/language.ts'
import type { ClientInfo } from '../sessions/session-service.ts'

/**
 * What the auth services need to know about the caller: its address (behind TRUST_PROXY), agent and language,
 * and the request's logger for security events.
 */
export interface RequestClient extends ClientInfo {
  language: Language
  log: FastifyBaseLogger
}

export function requestClient(request: FastifyRequest): RequestClient {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: preferredLanguage(request.headers['accept-language']),
    log: request.log,
  }
}
