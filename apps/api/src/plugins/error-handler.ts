import type { ApiErrorBody } from '@wifi/contract'
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/database-unavailable.ts'
import { ApiError, databaseUnavailable } from '../errors/api-error.ts'
import { logSecurityEvent } from '../security/security-events.ts'

/**
 * The one error handler: every failure leaves the API in the contract's error shape. Expected failures are
 * ApiErrors; request-schema failures become 400 VALIDATION_FAILED with each field's first message key; client
 * errors Fastify raises itself keep their status; a database that cannot be reached for now is 503 with Retry-After;
 * anything else is logged and answered with a bare 500.
 */
function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  if (body.retryAfter !== undefined) reply.header('retry-after', String(body.retryAfter))
  return reply.code(status).send(body)
}

/** "/email" → "email", "/images/0/altText" → "images.0.altText"; the first message per field wins. */
function firstMessagePerField(issues: { instancePath: string; message?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
    if (field && issue.message && !(field in fields)) fields[field] = issue.message
  }
  return fields
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.code === 'FORBIDDEN') {
        logSecurityEvent(request.log, 'access.forbidden', { userId: request.user?.id, ip: request.ip })
      }
      return send(reply, error.statusCode, error.toBody())
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = firstMessagePerField(error.validation)
      const unknownKeys = error.validation.flatMap((issue) =>
        issue.keyword === 'unrecognized_keys' ? ((issue.params as { keys?: string[] }).keys ?? []) : [],
      )
      return send(
        reply,
        400,
        Object.keys(fields).length > 0
          ? { code: 'VALIDATION_FAILED', message: 'Some fields are not valid.', fields }
          : unknownKeys.length > 0
            ? { code: 'VALIDATION_FAILED', message: `This request does not take: ${unknownKeys.join(', ')}.` }
            : { code: 'VALIDATION_FAILED', message: 'The request body is missing or not a JSON object.' },
      )
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'The database is unavailable')
      return send(reply, 503, databaseUnavailable().toBody())
    }

    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type): safe to describe.
      const code = status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHENTICATED' : 'VALIDATION_FAILED'
      return send(reply, status, { code, message: error.message })
    }

    request.log.error({ err: error }, 'Request failed')
    return send(reply, 500, { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again later.' })
  })
}

export default fp(errorHandlerPlugin, { name: 'error-handler' })
