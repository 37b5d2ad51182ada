import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../../errors/api-error.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import { checkGuestCredential, type CredentialRefusal } from './radius-authorize.ts'

/** The path FreeRADIUS's rest module posts to (docs/freeradius/). */
export const radiusAuthorizePath = '/api/radius/authorize'

/** What RADIUS's Reply-Message says, in the guest's language: CoovaChilli shows it on our page as `reply`. */
const replies = {
  vi: {
    accepted: 'Chào mừng bạn! Chúc bạn lướt web vui vẻ.',
    unknown: 'Thông tin kết nối không hợp lệ.',
    used: 'Thông tin kết nối này đã được dùng.',
    expired: 'Thông tin kết nối đã hết hạn.',
  },
  en: {
    accepted: 'Welcome! Enjoy the Wi-Fi.',
    unknown: 'The connection details are not valid.',
    used: 'These connection details have already been used.',
    expired: 'The connection details have expired.',
  },
} as const satisfies Record<string, Record<'accepted' | CredentialRefusal, string>>

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * FreeRADIUS's `rest` module asks here whether a guest's logon may pass (authorize section, JSON body, the token in
 * `Authorization: Bearer`). 200 with `control:Auth-Type := Accept` and the Session-Timeout lets the guest on; 401
 * with a Reply-Message turns them away; 403 (a wrong token) and 503 (no token configured) are rejects to RADIUS too.
 */
export const radiusRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    radiusAuthorizePath,
    {
      // FreeRADIUS has no session: the route checks its shared token itself.
      config: { public: true },
      schema: {
        tags: ['captive'],
        summary: 'FreeRADIUS rest module: accept a guest’s single-use credential once, or reject it',
        headers: z.object({ authorization: z.string().max(200).optional() }),
        body: z.object({ username: z.string().max(253), password: z.string().max(128) }),
        response: {
          200: z.object({
            'control:Auth-Type': z.literal('Accept'),
            'reply:Session-Timeout': z.int(),
            'reply:Reply-Message': z.string(),
          }),
          401: z.object({ 'reply:Reply-Message': z.string() }),
          ...errorResponses(400, 403, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const expected = app.config.radiusApiToken
      if (!expected) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'RADIUS_API_TOKEN is not set.')
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
      // Counted before the token is compared, so simultaneous guesses cannot slip past; a right token takes it back.
      const attempt = await countAttempt(app.db, [
        { policy: rateLimitPolicies.radiusTokenFailuresPerAddress, subject: request.ip },
      ])
      if (!sameToken(given, expected)) throw new ApiError(403, 'FORBIDDEN', 'Wrong RADIUS API token.')
      await attempt.refund()

      const check = await checkGuestCredential(app.db, request.body.username, request.body.password)
      if (!check.accepted) {
        request.log.info({ reason: check.reason }, 'RADIUS rejected a guest credential')
        return reply.status(401).send({ 'reply:Reply-Message': replies[check.lang][check.reason] })
      }
      return {
        'control:Auth-Type': 'Accept' as const,
        'reply:Session-Timeout': app.config.guestOnlineMinutes * 60,
        'reply:Reply-Message': replies[check.lang].accepted,
      }
    },
  )
}
