import { chilliPolicyAttributes } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { guestSessions } from '../../db/schema.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { effectivePolicy } from '../policy/policy-settings.ts'
import { checkGuestCredential, type CredentialRefusal } from './radius-authorize.ts'
import { checkRadiusToken } from './radius-token.ts'

/** The path FreeRADIUS's rest module posts to (docs/freeradius/). */
const radiusAuthorizePath = '/api/radius/authorize'

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
            'reply:Reply-Message': z.string(),
            'reply:Session-Timeout': z.int().optional(),
            'reply:Idle-Timeout': z.int().optional(),
            'reply:ChilliSpot-Bandwidth-Max-Down': z.int().optional(),
            'reply:ChilliSpot-Bandwidth-Max-Up': z.int().optional(),
            'reply:ChilliSpot-Max-Total-Octets': z.int().optional(),
            'reply:ChilliSpot-Max-Total-Gigawords': z.int().optional(),
            'reply:Acct-Interim-Interval': z.int(),
            'reply:Class': z.string(),
          }),
          401: z.object({ 'reply:Reply-Message': z.string() }),
          ...errorResponses(400, 403, 429, 503),
        },
      },
    },
    async (request, reply) => {
      await checkRadiusToken(app, request)

      const check = await checkGuestCredential(app.db, request.body.username, request.body.password)
      if (!check.accepted) {
        app.metrics.radiusAuthorizations.inc({ result: 'reject', reason: check.reason })
        request.log.info({ reason: check.reason }, 'RADIUS rejected a guest credential')
        return reply.status(401).send({ 'reply:Reply-Message': replies[check.lang][check.reason] })
      }
      // The venue's policy in CoovaChilli's units, kept on the session as the guest got it (docs/decisions/034).
      const policy = await effectivePolicy(app.db, check.venueId, app.config.guestOnlineMinutes)
      await app.db.update(guestSessions).set({ policy }).where(eq(guestSessions.id, check.sessionId))
      app.metrics.radiusAuthorizations.inc({ result: 'accept' })
      const attributes = Object.entries(chilliPolicyAttributes(policy)).map(([name, value]) => [`reply:${name}`, value])
      return {
        'control:Auth-Type': 'Accept' as const,
        'reply:Reply-Message': replies[check.lang].accepted,
        ...Object.fromEntries(attributes),
        'reply:Acct-Interim-Interval': app.config.accountingIntervalSeconds,
        // Copied by CoovaChilli into every accounting request of the session: how its accounting finds our session.
        'reply:Class': check.sessionId,
      }
    },
  )
}
