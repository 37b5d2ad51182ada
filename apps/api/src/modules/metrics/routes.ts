import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, notFound } from '../../errors/api-error.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import { sameSecret } from '../../security/same-secret.ts'

/** Where Prometheus scrapes, outside /api as its convention has it. */
const metricsPath = '/metrics'

/**
 * The app's figures in Prometheus's text format (docs/metrics.md), for a scraper sending METRICS_TOKEN as
 * `Authorization: Bearer`. Without METRICS_TOKEN the route answers as an unknown API path does (404), so nothing
 * tells a visitor it exists; a missing or wrong token is refused with 403, as on the RADIUS endpoint, and an address
 * that keeps guessing with 429.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    metricsPath,
    {
      // Prometheus has no session: the route checks its token itself.
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics (text format 0.0.4) for a scraper with METRICS_TOKEN; 404 when it is not set',
        headers: z.object({ authorization: z.string().max(200).optional() }),
        produces: ['text/plain'],
        response: { 200: z.string(), ...errorResponses(403, 404, 429) },
      },
    },
    async (request, reply) => {
      const expected = app.config.metricsToken
      if (!expected) throw notFound(`${request.method} ${request.url.split('?')[0]}`)
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
      if (!sameSecret(given, expected)) {
        await countAttempt(app.db, [{ policy: rateLimitPolicies.metricsTokenFailuresPerAddress, subject: request.ip }])
        throw new ApiError(403, 'FORBIDDEN', 'Wrong metrics token.')
      }
      const { registry } = app.metrics
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics())
    },
  )
}
