import { apiPaths, endedSessionsSchema, okResponseSchema, sessionListSchema } from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../errors/api-error.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { signedIn } from '../../signed-in.ts'
import { logSecurityEvent } from '../../security/security-events.ts'
import { endSession, listSessions, revokeUserSessions } from './session-service.ts'
import { idParams } from '../../lib/id-params.ts'

const tags = ['me']

/** The signed-in user's own sessions (Settings → Security): see where you are signed in, end any of them. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.mySessions,
    {
      schema: {
        tags,
        summary: 'The live sessions of the signed-in user, this one first',
        response: { 200: sessionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user, sessionId } = signedIn(request)
      return { items: await listSessions(app.db, user.id, sessionId) }
    },
  )

  app.delete(
    apiPaths.mySessions,
    {
      schema: {
        tags,
        summary: 'End every other session of the signed-in user; this one stays',
        response: { 200: endedSessionsSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user, sessionId } = signedIn(request)
      const ended = await revokeUserSessions(app.db, user.id, sessionId)
      logSecurityEvent(request.log, 'session.ended', { userId: user.id, ip: request.ip, which: 'others', ended })
      return { ended }
    },
  )

  app.delete(
    apiPaths.mySession(':id'),
    {
      schema: {
        tags,
        summary: 'End one session of the signed-in user (this one too: that signs out)',
        params: idParams,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { user } = signedIn(request)
      if (!(await endSession(app.db, user.id, request.params.id))) throw notFound('The session')
      logSecurityEvent(request.log, 'session.ended', { userId: user.id, ip: request.ip, sessionId: request.params.id })
      return { ok: true as const }
    },
  )
}
