import { captivePaths } from '@wifi/contract'
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { guestSessions } from '../../db/schema.ts'
import { htmlResponse, type CaptiveKit } from './captive-kit.ts'
import { chilliSignatureValid, readChilliRedirect, splitAtSignature } from './chilli-uam.ts'
import { macFromGateway } from './gateway-mac.ts'
import { isSessionId, recordSteps } from './guest-sessions.ts'
import { sessionPath } from './live-page-model.ts'

/** How many failed logons may reopen one guest session: a guest retries once or twice, a script forever. */
const maxLogonRetries = 3

/** The guest session our landing page names in a `userurl` we gave Chilli at logon, if it is one of ours. */
function sessionOfUserUrl(userurl: string): string | null {
  try {
    const url = new URL(userurl)
    const session = url.searchParams.get('session')
    return url.pathname === captivePaths.connected && isSessionId(session) ? session : null
  } catch {
    return null
  }
}

/**
 * CoovaChilli's UAM server URL (docs/gateways.md §2). Every redirect is signed (`md`): it is checked against the
 * access point's UAM secret before anything is read or recorded. `res=notyet` is a new guest (the page);
 * `res=success` is Chilli saying RADIUS accepted the credential (the guest is online); `res=failed` carries the
 * RADIUS reply and a new challenge, which the guest's next Connect uses.
 */
export const chilliRoute: FastifyPluginAsyncZod<{ kit: CaptiveKit }> = async (app, { kit }) => {
  app.get(
    captivePaths.chilli,
    {
      // A guest's browser, which has no account (docs/decisions/027).
      config: { public: true },
      schema: {
        tags: ['captive'],
        summary: 'CoovaChilli sends a guest here (UAM, signed with md): the guest page, or the outcome of a logon',
        // Read raw: the signature covers the query's bytes as Chilli wrote them.
        querystring: z.record(z.string(), z.unknown()),
        ...htmlResponse,
      },
    },
    async (request, reply) => {
      const rawQuery = request.url.split('?')[1] ?? ''
      const redirect = readChilliRedirect(rawQuery)
      const chosen = new URLSearchParams(splitAtSignature(rawQuery).after).get('lang') ?? undefined
      const lang = kit.languageOf(request, chosen)
      const languageLinks = kit.inEitherLanguage(request)
      if (!redirect) return kit.message(reply, 400, { lang, kind: 'incomplete_link', languageLinks })
      const accessPoint = await app.captiveLookups.accessPoint('chilli', {
        mac: macFromGateway(redirect.called),
        name: redirect.nasid || null,
      })
      if (accessPoint && 'ambiguous' in accessPoint) return kit.ambiguous(request, reply, accessPoint, lang)
      if (!accessPoint) {
        const kind = redirect.res ? 'unknown_access_point' : 'incomplete_link'
        return kit.message(reply, kind === 'incomplete_link' ? 400 : 404, { lang, kind, languageLinks })
      }
      const uamServer = `${kit.captiveOrigin(request)}${captivePaths.chilli}`
      if (!chilliSignatureValid(uamServer, rawQuery, accessPoint.gatewaySecret)) {
        request.log.warn(
          { accessPointId: accessPoint.id, uamServer },
          'A CoovaChilli redirect failed its signature: check the UAM secret and that uamserver is exactly this URL',
        )
        return kit.message(reply, 403, { lang, kind: 'bad_signature', venueName: accessPoint.venueName, languageLinks })
      }

      const sessionId = sessionOfUserUrl(redirect.userurl)
      if (redirect.res === 'notyet') {
        const clientMac = macFromGateway(redirect.mac)
        const complete =
          redirect.uamip !== '' &&
          redirect.uamport !== '' &&
          redirect.challenge !== '' &&
          redirect.sessionid !== '' &&
          clientMac
        if (!complete) return kit.message(reply, 400, { lang, kind: 'incomplete_link', languageLinks })
        return kit.showNewVisit(
          request,
          reply,
          accessPoint,
          {
            kind: 'chilli',
            session: redirect.sessionid,
            address: `${redirect.uamip}:${redirect.uamport}`,
            deviceHash: app.hashDevice(clientMac),
            challenge: redirect.challenge.toLowerCase(),
          },
          lang,
          // A Chilli session that was handed off already: its logon is under way or done.
          () => kit.message(reply, 409, { lang, kind: 'already_used', languageLinks }),
        )
      }
      if ((redirect.res === 'success' || redirect.res === 'already') && sessionId) {
        const handedOff = and(eq(guestSessions.id, sessionId), isNotNull(guestSessions.handedOffAt))
        const [session] = await app.db.select({ id: guestSessions.id }).from(guestSessions).where(handedOff)
        if (session) await recordSteps(app.db, session.id, [{ step: 'gateway_confirmed' }])
        return reply.redirect(sessionPath(captivePaths.connected, sessionId), 303)
      }
      if (redirect.res === 'success' || redirect.res === 'already') {
        return kit.message(reply, 200, { lang, kind: 'connected', languageLinks })
      }
      if (redirect.res === 'failed') {
        // RADIUS said no. Chilli's new challenge and session replace the used ones, so the guest may press Connect
        // again (a new credential is issued then) — but only the device that did the steps on this session (the
        // signed `mac`), only while its credential was never accepted, and only a few times: otherwise another
        // device could fail a logon on purpose, naming someone's finished session, and Connect on it at once.
        const clientMac = macFromGateway(redirect.mac)
        const retried =
          sessionId && clientMac && redirect.challenge !== '' && redirect.sessionid !== ''
            ? await app.db
                .update(guestSessions)
                .set({
                  gatewayChallenge: redirect.challenge.toLowerCase(),
                  gatewaySession: redirect.sessionid,
                  handedOffAt: null,
                  credentialHash: null,
                  credentialExpiresAt: null,
                  gatewayRetries: sql`${guestSessions.gatewayRetries} + 1`,
                })
                .where(
                  and(
                    eq(guestSessions.id, sessionId),
                    eq(guestSessions.accessPointId, accessPoint.id),
                    eq(guestSessions.deviceHash, app.hashDevice(clientMac)),
                    isNull(guestSessions.credentialUsedAt),
                    lt(guestSessions.gatewayRetries, maxLogonRetries),
                  ),
                )
                .returning({ id: guestSessions.id })
            : []
        return kit.message(reply, 403, {
          lang,
          kind: 'gateway_refused',
          venueName: accessPoint.venueName,
          gatewayReply: redirect.reply || undefined,
          action: retried[0] ? { kind: 'retry', href: sessionPath(captivePaths.page, retried[0].id) } : undefined,
          languageLinks,
        })
      }
      return kit.message(reply, 400, { lang, kind: 'incomplete_link', languageLinks })
    },
  )
}
