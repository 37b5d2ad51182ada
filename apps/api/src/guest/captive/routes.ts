import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts'
import { databaseRetryAfterSeconds } from '../../errors/api-error.ts'
import { createCaptiveKit } from './captive-kit.ts'
import { chilliRoute } from './chilli-route.ts'
import { guestDataRoutes } from './guest-data-routes.ts'
import { guestSessionRoutes } from './guest-session-routes.ts'
import { noticeRoutes } from './notice-routes.ts'
import { openndsRoute } from './opennds-route.ts'
import { radiusRoute } from './radius-route.ts'

/**
 * The captive page (docs/decisions/020): where the gateways send a guest, and the guest session's own addresses.
 * Guests see HTML pages in their language for every outcome, never the API's JSON errors.
 */
export const captiveRoutes: FastifyPluginAsyncZod = async (app) => {
  // A plain form post (works without fetch or storage in a captive browser); scoped to these routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  const kit = createCaptiveKit(app)
  // A guest's browser shows a page, not JSON: while the database is away, one that says to try again (the same
  // address, for a page that was asked for). Every other failure goes on to the app's error handler.
  app.setErrorHandler((error, request, reply) => {
    if (!isDatabaseUnavailable(error) || !request.routeOptions.schema?.produces?.includes('text/html')) throw error
    request.log.warn({ err: error }, 'The database is unavailable')
    const query = request.query as { lang?: unknown }
    return kit.message(reply.header('retry-after', String(databaseRetryAfterSeconds)), 503, {
      lang: kit.languageOf(request, typeof query?.lang === 'string' ? query.lang : undefined),
      kind: 'temporarily_unavailable',
      retryAfter: databaseRetryAfterSeconds,
      ...(request.method === 'GET' && {
        action: { kind: 'retry', href: request.url },
        languageLinks: kit.inEitherLanguage(request),
      }),
    })
  })
  await app.register(openndsRoute, { kit })
  await app.register(chilliRoute, { kit })
  await app.register(guestSessionRoutes, { kit })
  await app.register(noticeRoutes, { kit })
  await app.register(guestDataRoutes, { kit })
  await app.register(radiusRoute)
}
