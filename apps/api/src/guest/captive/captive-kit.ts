import type { Language } from '@wifi/contract'
import { readGuestAssets, type GuestInitialState, type GuestMessageModel, type GuestNoticeModel } from '@wifi/guest'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ApiError } from '../../errors/api-error.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import type { AdvertisementRow, GuestSessionRow } from '../../db/schema.ts'
import type { AmbiguousAccessPoint, CaptiveAccessPoint } from './captive-access-point.ts'
import { sendGuestMessage, sendGuestNotice, sendGuestPage } from './captive-responses.ts'
import { issueBrowserKey } from './guest-browser-key.ts'
import { guestLanguageOf } from './guest-language.ts'
import { startGuestSession, type GatewayVisit } from './guest-sessions.ts'
import { createLivePageTemplates } from './live-page-templates.ts'
import { captiveLimits } from './captive-limits.ts'
import { createSessionWriter } from './session-writer.ts'

/**
 * Every captive route answers HTML, whatever its status (the message pages); only a request no gateway or page
 * would send — a malformed query or body — gets the API's JSON error.
 */
export const htmlResponse = {
  produces: ['text/html'],
  response: { 200: z.string(), 303: z.string(), ...errorResponses(400, 413, 415, 503) },
} as const
export const sessionQuery = z.object({ session: z.string().max(100).optional(), lang: z.string().max(10).optional() })
/**
 * What a guest had done on their page, carried by the links to the terms and the privacy notice and back (the
 * page's fields as the Connect form sends them), so coming back loses nothing.
 */
export const guestPageState = {
  answer: z.string().max(500).optional(),
  terms: z.string().max(20).optional(),
  measurement: z.string().max(20).optional(),
  adClosed: z.string().max(5).optional(),
}

/**
 * What the captive routes share (docs/decisions/020): the built page assets, the short-lived lookups, the session
 * writer, the limits, the guest's language, and the answers — HTML pages in the guest's language for every outcome,
 * never the API's JSON errors.
 */
export function createCaptiveKit(app: FastifyInstance) {
  const assets = readGuestAssets()
  const renderLivePage = assets && createLivePageTemplates(assets, app.config.adCloseAfterSeconds)
  const writeSession = createSessionWriter(app.db)

  const message = (reply: FastifyReply, status: number, model: GuestMessageModel) =>
    sendGuestMessage(reply, status, model, assets)

  const tooMany = (reply: FastifyReply, lang: Language, retryAfter: number) =>
    message(reply.header('retry-after', String(retryAfter)), 429, { lang, kind: 'too_many_attempts', retryAfter })

  /** A session's live page (from where its guest was, when they come back to it); its form may post to its gateway. */
  async function sendLivePage(
    reply: FastifyReply,
    session: GuestSessionRow,
    ad: AdvertisementRow | null,
    venueName: string,
    lang: Language,
    initial?: GuestInitialState,
  ) {
    if (!renderLivePage) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The guest page is not built.')
    const page = await renderLivePage(session, ad, venueName, lang, initial)
    return sendGuestPage(reply, page, `http://${session.gatewayAddress}`)
  }

  /**
   * A page answered to a GET is the same address in either language: the switch keeps the query as it came (a
   * CoovaChilli redirect's signature covers its raw bytes) with only `lang` changed.
   */
  function inEitherLanguage(request: FastifyRequest) {
    const [path, query = ''] = request.url.split('?')
    const kept = query.split('&').filter((part) => part !== '' && !part.startsWith('lang='))
    const link = (lang: Language) => `${path}?${[...kept, `lang=${lang}`].join('&')}`
    return { vi: link('vi'), en: link('en') }
  }

  return {
    message,
    notice: (reply: FastifyReply, model: GuestNoticeModel) => sendGuestNotice(reply, model, assets),
    inEitherLanguage,
    tooMany,
    sendLivePage,

    /** The gateway's identity matched several access points: the guest is told, the operator is told why. */
    ambiguous(request: FastifyRequest, reply: FastifyReply, found: AmbiguousAccessPoint, lang: Language) {
      request.log.warn(
        { accessPointIds: found.ambiguous },
        'A gateway’s identity matches more than one access point: give each a unique name, or set nasid/gatewayname to the OpenWISP device id',
      )
      return message(reply, 409, {
        lang,
        kind: 'ambiguous_access_point',
        languageLinks: inEitherLanguage(request),
      })
    },

    languageOf: (request: FastifyRequest, chosen?: string) =>
      guestLanguageOf(chosen, request.headers['accept-language']),

    /** The gateway hands back to this origin: CAPTIVE_URL, or the address this request came to. */
    captiveOrigin: (request: FastifyRequest) => app.config.captiveUrl ?? `${request.protocol}://${request.host}`,

    /** Counts a write a guest session asks for besides Connect (a beacon, its page in the other language). */
    withinSessionWrites: (sessionId: string) =>
      app.sharedLimits.hit([{ policy: captiveLimits.writesPerSession, subject: sessionId }]),

    /** Counts Connect against its database-backed limit; a guest over it is shown when to try again. */
    async withinConnectLimit(reply: FastifyReply, lang: Language, deviceHash: string): Promise<boolean> {
      try {
        await countAttempt(app.db, [{ policy: rateLimitPolicies.guestConnectsPerDevice, subject: deviceHash }])
        return true
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'RATE_LIMITED') throw error
        await tooMany(reply, lang, error.extra.retryAfter ?? 60)
        return false
      }
    },

    /**
     * A new visit from a gateway, within the page limits: picks the ad, records the session, shows the page — or,
     * when the gateway's session was handed off before (the gateway sent the guest back), answers `handedOff()`.
     */
    async showNewVisit(
      request: FastifyRequest,
      reply: FastifyReply,
      accessPoint: CaptiveAccessPoint,
      visit: GatewayVisit,
      lang: Language,
      handedOff: () => FastifyReply | Promise<FastifyReply>,
    ) {
      const limit = await app.sharedLimits.hit([
        { policy: captiveLimits.pagesPerDevice, subject: visit.deviceHash },
        { policy: captiveLimits.pagesPerAccessPointAndAddress, subject: `${accessPoint.id}|${request.ip}` },
      ])
      if (!limit.allowed) return tooMany(reply, lang, limit.retryAfterSeconds)
      const browserKeyHash = issueBrowserKey(request, reply)
      const started = await startGuestSession(
        app.captiveLookups,
        writeSession,
        accessPoint,
        visit,
        lang,
        browserKeyHash,
      )
      if (started === 'handed_off') return handedOff()
      app.metrics.captivePages.inc({ gateway: visit.kind })
      return sendLivePage(reply, started.session, started.ad, accessPoint.venueName, lang)
    },
  }
}

export type CaptiveKit = ReturnType<typeof createCaptiveKit>
