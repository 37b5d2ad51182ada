import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../../errors/api-error.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import { sameSecret } from '../../security/same-secret.ts'

/**
 * FreeRADIUS's rest module sends RADIUS_API_TOKEN as `Authorization: Bearer`: 503 when none is configured, 403 for a
 * wrong one. Only wrong tokens are counted (429 once an address has sent too many): FreeRADIUS sends hundreds of
 * requests at once from its one address, and counting each before the comparison refused some of them. A guess in
 * flight with others is still compared; the token is at least 24 characters, which no burst of guesses reaches.
 */
export async function checkRadiusToken(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const expected = app.config.radiusApiToken
  if (!expected) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'RADIUS_API_TOKEN is not set.')
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
  if (sameSecret(given, expected)) return
  await countAttempt(app.db, [{ policy: rateLimitPolicies.radiusTokenFailuresPerAddress, subject: request.ip }])
  throw new ApiError(403, 'FORBIDDEN', 'Wrong RADIUS API token.')
}
