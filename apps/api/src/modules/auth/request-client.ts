import type { Language } from '@wifi/contract'
import type { FastifyRequest } from 'fastify'
import { preferredLanguage } from '../../mail/language.ts'
import type { ClientInfo } from '../sessions/session-service.ts'

/** What the auth services need to know about the caller: its address (behind TRUST_PROXY), agent and language. */
export interface RequestClient extends ClientInfo {
  language: Language
}

export function requestClient(request: FastifyRequest): RequestClient {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: preferredLanguage(request.headers['accept-language']),
  }
}
