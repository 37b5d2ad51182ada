import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isCaptiveRoute } from '@wifi/contract'
import { ApiError } from '../errors/api-error.ts'

/**
 * PostgreSQL text cannot hold U+0000; refusing it up front turns a database error (500) into a clear 400. A raw
 * body (an image upload) is bytes, not text, and walking its millions of bytes here would stall every request.
 */
const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && Object.values(value).some(hasNul)

async function rejectNulPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // The captive pages check every field themselves (modules/captive/gateway-fields.ts) and answer a guest with a
    // page in their language, never this JSON error.
    if (isCaptiveRoute(request.routeOptions.url)) return
    if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Text may not contain the NUL character.')
    }
  })
}

export default fp(rejectNulPlugin, { name: 'reject-nul' })
