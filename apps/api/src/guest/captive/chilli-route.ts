import { captivePaths, type Language } from '@wifi/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { CaptiveAccessPoint } from './captive-access-point.ts'
import { htmlResponse, type CaptiveKit } from './captive-kit.ts'
import {
  chilliNewGuest,
  chilliSignatureValid,
  readChilliRedirect,
  splitAtSignature,
  type ChilliRedirect,
} from './chilli-uam.ts'
import { isRandomisedMac, macFromGateway } from './gateway-mac.ts'
import { confirmGatewayLogon, reopenAfterRefusedLogon } from './guest-sessions.ts'
import { sessionOfLandingUrl, sessionPath } from './live-page-model.ts'

/** How a guest's page is answered: their language, and the same address in the other one. */
interface Answer {
  lang: Language
  languageLinks: { vi: string; en: string }
}

/** A redirect whose signature is its access point's. */
interface Signed {
  redirect: ChilliRedirect
  accessPoint: CaptiveAccessPoint
}

/**
 * CoovaChilli's UAM server URL (docs/gateways.md §2). Every redirect is signed (`md`): it is checked against the
 * access point's UAM secret before anything is read or recorded. `res=notyet` is a new guest (the page);
 * `res=success` (or `already`) is Chilli saying RADIUS accepted the credential (the guest is online); `res=failed`
 * carries the RADIUS reply and a new challenge, which the guest's next Connect uses (its `sessionid` is the refused
 * attempt's: Chilli 1.8 makes the next one at the next redirect); `res=logoff` follows the guest's own logoff at the
 * gateway. The guest-session rules are the session
 * module's (guest-sessions.ts); this route reads the gateway's word and answers.
 */
export const chilliRoute: FastifyPluginAsyncZod<{ kit: CaptiveKit }> = async (app, { kit }) => {
  /**
   * The redirect and its access point when the signature is that access point's; otherwise null, the guest answered.
   * Never the reply itself: a reply is thenable, so awaiting it gives undefined once it is sent.
   */
  async function authentic(
    request: FastifyRequest,
    reply: FastifyReply,
    rawQuery: string,
    answer: Answer,
  ): Promise<Signed | null> {
    const refuse = (status: number, kind: 'incomplete_link' | 'unknown_access_point') => {
      kit.message(reply, status, { ...answer, kind })
      return null
    }
    const redirect = readChilliRedirect(rawQuery)
    if (!redirect) return refuse(400, 'incomplete_link')
    const accessPoint = await app.captiveLookups.accessPoint('chilli', {
      mac: macFromGateway(redirect.called),
      name: redirect.nasid || null,
    })
    if (accessPoint && 'ambiguous' in accessPoint) {
      kit.ambiguous(request, reply, accessPoint, answer.lang)
      return null
    }
    if (!accessPoint) return redirect.res ? refuse(404, 'unknown_access_point') : refuse(400, 'incomplete_link')
    const uamServer = `${kit.captiveOrigin(request)}${captivePaths.chilli}`
    if (!chilliSignatureValid(uamServer, rawQuery, accessPoint.gatewaySecret)) {
      request.log.warn(
        { accessPointId: accessPoint.id, uamServer },
        'A CoovaChilli redirect failed its signature: check the UAM secret and that uamserver is exactly this URL',
      )
      kit.message(reply, 403, { ...answer, kind: 'bad_signature', venueName: accessPoint.venueName })
      return null
    }
    return { redirect, accessPoint }
  }

  /** `res=notyet`: a new guest, shown the venue's page. */
  function newGuest(request: FastifyRequest, reply: FastifyReply, signed: Signed, answer: Answer) {
    const guest = chilliNewGuest(signed.redirect)
    if (!guest) return kit.message(reply, 400, { ...answer, kind: 'incomplete_link' })
    const { clientMac, ...gateway } = guest
    const visit = {
      kind: 'chilli' as const,
      ...gateway,
      deviceHash: app.hashDevice(clientMac),
      macRandomised: isRandomisedMac(clientMac),
      // The redirect's signature covers the MAC.
      deviceVerified: true,
    }
    // A Chilli session that was handed off already: its logon is under way or done.
    const handedOff = () => kit.message(reply, 409, { ...answer, kind: 'already_used' })
    return kit.showNewVisit(request, reply, signed.accessPoint, visit, answer.lang, handedOff)
  }

  /** `res=success|already`: RADIUS accepted the credential; the guest goes on to their session's landing page. */
  async function loggedOn(reply: FastifyReply, { redirect }: Signed, answer: Answer) {
    const sessionId = sessionOfLandingUrl(redirect.userurl)
    if (!sessionId) return kit.message(reply, 200, { ...answer, kind: 'connected' })
    await confirmGatewayLogon(app.db, sessionId)
    return reply.redirect(sessionPath(captivePaths.connected, sessionId), 303)
  }

  /** `res=failed`: RADIUS said no; the guest may press Connect again when the session module reopens the session. */
  async function logonRefused(reply: FastifyReply, { redirect, accessPoint }: Signed, answer: Answer) {
    const sessionId = sessionOfLandingUrl(redirect.userurl)
    const clientMac = macFromGateway(redirect.mac)
    const reopened =
      sessionId && clientMac && redirect.challenge && redirect.sessionid
        ? await reopenAfterRefusedLogon(app.db, {
            sessionId,
            accessPointId: accessPoint.id,
            deviceHash: app.hashDevice(clientMac),
            challenge: redirect.challenge,
            gatewaySession: redirect.sessionid,
          })
        : null
    return kit.message(reply, 403, {
      ...answer,
      kind: 'gateway_refused',
      venueName: accessPoint.venueName,
      gatewayReply: redirect.reply || undefined,
      action: reopened ? { kind: 'retry', href: sessionPath(captivePaths.page, reopened) } : undefined,
    })
  }

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
      const chosen = new URLSearchParams(splitAtSignature(rawQuery).after).get('lang') ?? undefined
      const answer = { lang: kit.languageOf(request, chosen), languageLinks: kit.inEitherLanguage(request) }
      const signed = await authentic(request, reply, rawQuery, answer)
      if (!signed) return reply
      const { res } = signed.redirect
      if (res === 'notyet') return newGuest(request, reply, signed, answer)
      if (res === 'success' || res === 'already') return loggedOn(reply, signed, answer)
      if (res === 'failed') return logonRefused(reply, signed, answer)
      // The guest logged off at the gateway (its /logoff): their next page starts a new visit.
      if (res === 'logoff') return kit.message(reply, 200, { ...answer, kind: 'logged_off' })
      return kit.message(reply, 400, { ...answer, kind: 'incomplete_link' })
    },
  )
}
