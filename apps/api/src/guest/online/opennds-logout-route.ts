import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../../errors/api-error.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { openndsLogoutKinds, storeOpenndsLogout } from './opennds-accounting.ts'

/** Where docs/opennds/binauth.sh posts each logout, after the console's address (WIFI_CONSOLE_URL). */
export const openndsLogoutPath = '/api/opennds/logout'

/** A byte count as openNDS prints it; 15 digits (nearly a petabyte) keep it exact in a JavaScript number. */
const byteCount = z.string().regex(/^\d{1,15}$/, 'Decimal digits, at most 15.')
const epochSeconds = z.string().regex(/^\d{1,10}$/, 'Epoch seconds: decimal digits, at most 10.')

/**
 * The logout reports of openNDS's BinAuth script (docs/decisions/034). The router has no account and the guest's
 * network cannot be told from anyone else's, so a report is accepted only signed with the key of the access point
 * its session went through. Failures are not counted per address: a signature cannot be guessed, and the guests
 * behind a venue's router share its address, so a count would let one of them shut out the router's own reports.
 */
export const openndsLogoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // What uclient-fetch and BusyBox's wget send with --post-data; scoped to this route.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  app.post(
    openndsLogoutPath,
    {
      // A router has no session: the route checks the report's signature itself.
      config: { public: true },
      schema: {
        tags: ['guest sessions'],
        summary:
          'openNDS’s BinAuth reports a guest’s logout (docs/opennds/binauth.sh), signed with the access point’s faskey: stored once, the first end kept',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: z.object({
          /** The guest session the console's hand-off named. */
          session: z.uuid(),
          /** openNDS's kind of logout, as BinAuth's first argument. */
          cause: z.enum(openndsLogoutKinds),
          /** openNDS's bytes in: what the guest downloaded. */
          bytesIn: byteCount,
          /** openNDS's bytes out: what the guest uploaded. */
          bytesOut: byteCount,
          start: epochSeconds,
          end: epochSeconds,
          /** Lower-case hex SHA-256 of `logout <session> <cause> <bytesIn> <bytesOut> <start> <end>` then the faskey. */
          signature: z.string().regex(/^[0-9a-f]{64}$/, 'Lower-case hex SHA-256.'),
        }),
        response: { 204: z.null(), ...errorResponses(400, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const report = request.body
      if (Number(report.end) < Number(report.start)) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'A session cannot end before it starts.')
      }
      if ((await storeOpenndsLogout(app.db, app.secrets, report)) === 'refused') {
        request.log.warn(
          { sessionId: report.session },
          'An openNDS logout report was refused: unknown session, or not signed with its access point’s FAS key',
        )
        throw new ApiError(403, 'FORBIDDEN', 'The report is not signed with this session’s access point key.')
      }
      return reply.status(204).send(null)
    },
  )
}
