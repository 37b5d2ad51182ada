import { captivePaths, checkAdTask, type Language } from '@wifi/contract'
import { readGuestAssets, type GuestMessageModel } from '@wifi/guest'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, eq, isNotNull } from 'drizzle-orm'
import { z } from 'zod'
import { guestSessions } from '../../db/schema.ts'
import { ApiError } from '../../errors/api-error.ts'
import { createWindowCounter } from '../../lib/window-counter.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import { sendGuestMessage, sendGuestPage } from './captive-responses.ts'
import { connectRefusal } from './connect-check.ts'
import { guestLanguageOf } from './guest-language.ts'
import { findGuestSession, markHandedOff, recordSteps, startGuestSession } from './guest-sessions.ts'
import { livePageModel, sessionPath } from './live-page-model.ts'
import { createSessionWriter } from './session-writer.ts'
import { decodeFas, openndsAuthUrl } from './opennds-visit.ts'

const html = { produces: ['text/html'], response: { default: z.string() } } as const
const sessionQuery = z.object({ session: z.string().max(100).optional(), lang: z.string().max(10).optional() })
const uuid = z.uuid()

/**
 * The captive page (docs/decisions/020): where a gateway sends a guest, the Connect that hands them back to the
 * gateway once every step is done, the landing page after, and the call-to-action's recorded click. Guests see HTML
 * pages in their language for every outcome, never the API's JSON errors.
 */
export const captiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const assets = readGuestAssets()
  const { hashDevice, captiveLookups: lookups } = app
  const writeSession = createSessionWriter(app.db)
  // Pages are limited in this process's memory: counting a page view must not cost a database write (Connect's
  // limit, which guards the hand-off, is in the database like the other limits).
  const pagesPerDevice = createWindowCounter(30, 10 * 60_000)
  const pagesPerAccessPoint = createWindowCounter(300, 60_000)

  // A plain form post (works without fetch or storage in a captive browser); scoped to these routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  const languageOf = (request: FastifyRequest, chosen?: string) =>
    guestLanguageOf(chosen, request.headers['accept-language'])

  /** The gateway hands back to this origin: CAPTIVE_URL, or the address this request came to. */
  const captiveOrigin = (request: FastifyRequest) => app.config.captiveUrl ?? `${request.protocol}://${request.host}`

  const message = (reply: FastifyReply, status: number, model: GuestMessageModel) =>
    sendGuestMessage(reply, status, model, assets)

  /** A page answered to a GET is the same address in either language: the switch keeps its query, `lang` changed. */
  const inEitherLanguage = (request: FastifyRequest) => {
    const url = new URL(request.url, 'http://captive.invalid')
    const link = (lang: Language) => {
      url.searchParams.set('lang', lang)
      return `${url.pathname}?${url.searchParams}`
    }
    return { vi: link('vi'), en: link('en') }
  }

  const tooMany = (reply: FastifyReply, lang: Language, retryAfter: number) =>
    message(reply.header('retry-after', String(retryAfter)), 429, { lang, kind: 'too_many_attempts', retryAfter })

  /** Counts Connect against its database-backed limit; a guest over it is shown when to try again. */
  async function withinConnectLimit(reply: FastifyReply, lang: Language, deviceHash: string): Promise<boolean> {
    try {
      await countAttempt(app.db, [{ policy: rateLimitPolicies.guestConnectsPerDevice, subject: deviceHash }])
      return true
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'RATE_LIMITED') throw error
      await tooMany(reply, lang, error.extra.retryAfter ?? 60)
      return false
    }
  }

  app.get(
    captivePaths.opennds,
    {
      schema: {
        tags: ['captive'],
        summary: 'openNDS sends a guest here (FAS secure level 1): the guest page with the venue’s ad',
        querystring: z.object({ fas: z.string().max(8192).optional(), lang: z.string().max(10).optional() }),
        ...html,
      },
    },
    async (request, reply) => {
      const lang = languageOf(request, request.query.lang)
      const visit = decodeFas(request.query.fas ?? '')
      const languageLinks = inEitherLanguage(request)
      if (!visit) return message(reply, 400, { lang, kind: 'incomplete_link', languageLinks })
      const accessPoint = await lookups.accessPoint('opennds', { mac: visit.gatewayMac, name: visit.gatewayName })
      if (!accessPoint) return message(reply, 404, { lang, kind: 'unknown_access_point', languageLinks })

      // openNDS sends a guest whose token it refused back here with the same hid: the hand-off did not work.
      const [handedOff] = await app.db
        .select({ id: guestSessions.id })
        .from(guestSessions)
        .where(
          and(
            eq(guestSessions.accessPointId, accessPoint.id),
            eq(guestSessions.gatewaySession, visit.hid),
            isNotNull(guestSessions.handedOffAt),
          ),
        )
      if (handedOff) {
        request.log.warn(
          { accessPointId: accessPoint.id },
          'openNDS refused a hand-off: check that the access point’s FAS key matches the gateway’s faskey',
        )
        return message(reply, 403, {
          lang,
          kind: 'gateway_refused',
          venueName: accessPoint.venueName,
          languageLinks,
          action: { kind: 'retry', href: `http://${visit.gatewayAddress}/` },
        })
      }

      const deviceHash = hashDevice(visit.clientMac)
      for (const limit of [pagesPerDevice(deviceHash), pagesPerAccessPoint(accessPoint.id)]) {
        if (!limit.allowed) return tooMany(reply, lang, limit.retryAfterSeconds)
      }
      const { session, ad } = await startGuestSession(
        lookups,
        writeSession,
        accessPoint,
        { kind: 'opennds', session: visit.hid, address: visit.gatewayAddress, deviceHash },
        lang,
      )
      return sendGuestPage(
        reply,
        livePageModel(session, ad, accessPoint.venueName, lang),
        requireAssets(),
        `http://${visit.gatewayAddress}`,
      )
    },
  )

  app.get(
    captivePaths.page,
    {
      schema: {
        tags: ['captive'],
        summary: 'A guest session’s page again (the language switch), without counting a new show',
        querystring: sessionQuery,
        ...html,
      },
    },
    async (request, reply) => {
      const found = uuid.safeParse(request.query.session).success
        ? await findGuestSession(app.db, request.query.session!)
        : null
      const lang = languageOf(request, request.query.lang ?? found?.session.lang)
      const languageLinks = inEitherLanguage(request)
      if (!found) return message(reply, 410, { lang, kind: 'expired', languageLinks })
      const { session, ad } = found
      if (session.handedOffAt) return message(reply, 409, { lang, kind: 'already_used', languageLinks })
      const accessPoint = await lookups.accessPoint(session.gatewayKind, { id: session.accessPointId })
      if (!accessPoint) return message(reply, 404, { lang, kind: 'unknown_access_point', languageLinks })
      if (lang !== session.lang) {
        await app.db.update(guestSessions).set({ lang }).where(eq(guestSessions.id, session.id))
      }
      return sendGuestPage(
        reply,
        livePageModel(session, ad, accessPoint.venueName, lang),
        requireAssets(),
        `http://${session.gatewayAddress}`,
      )
    },
  )

  app.post(
    captivePaths.connect,
    {
      schema: {
        tags: ['captive'],
        summary:
          'Connect: checks every step on the server, then sends the guest to the gateway with its proof (303), once',
        body: z.object({
          session: z.string().max(100).optional(),
          answer: z.string().max(500).optional(),
          terms: z.string().max(20).optional(),
        }),
        ...html,
      },
    },
    async (request, reply) => {
      const { body } = request
      const found = uuid.safeParse(body.session).success ? await findGuestSession(app.db, body.session!) : null
      if (!found) return message(reply, 410, { lang: languageOf(request), kind: 'expired' })
      const { session } = found
      const lang = session.lang
      const back = { kind: 'back', href: sessionPath(captivePaths.page, session.id) } as const

      if (!(await withinConnectLimit(reply, lang, session.deviceHash))) return reply
      const answers = { answer: body.answer ?? '', termsAccepted: body.terms === 'accepted' }
      const refusal = connectRefusal(session, answers, new Date())
      if (refusal === 'steps_missing') return message(reply, 400, { lang, kind: refusal, action: back })
      if (refusal) return message(reply, refusal === 'expired' ? 410 : 409, { lang, kind: refusal })

      const accessPoint = await lookups.accessPoint(session.gatewayKind, { id: session.accessPointId })
      if (!accessPoint) return message(reply, 404, { lang, kind: 'unknown_access_point' })
      if (!(await markHandedOff(app.db, session.id))) return message(reply, 409, { lang, kind: 'already_used' })

      await recordSteps(app.db, session.id, [
        // The countdown ended when the server says it did, whenever the guest pressed Connect after it.
        ...(session.adDuration > 0
          ? [
              {
                step: 'countdown_completed' as const,
                at: new Date(session.shownAt.getTime() + session.adDuration * 1000),
              },
            ]
          : []),
        ...(checkAdTask(session.targetText, answers.answer) === 'match' ? [{ step: 'task_passed' as const }] : []),
        { step: 'terms_accepted' },
        { step: 'connect_pressed' },
        { step: 'credential_issued' },
      ])
      const landing = `${captiveOrigin(request)}${sessionPath(captivePaths.connected, session.id)}`
      return reply
        .status(303)
        .header('cache-control', 'no-store')
        .header(
          'location',
          openndsAuthUrl({
            gatewayAddress: session.gatewayAddress,
            hid: session.gatewaySession,
            fasKey: accessPoint.gatewaySecret,
            redir: landing,
            custom: `session=${session.id}`,
          }),
        )
        .send('')
    },
  )

  app.get(
    captivePaths.connected,
    {
      schema: {
        tags: ['captive'],
        summary: 'The landing page once the gateway let the guest online, offering the ad’s call-to-action again',
        querystring: sessionQuery,
        ...html,
      },
    },
    async (request, reply) => {
      const found = uuid.safeParse(request.query.session).success
        ? await findGuestSession(app.db, request.query.session!)
        : null
      const lang = languageOf(request, request.query.lang ?? found?.session.lang)
      const languageLinks = inEitherLanguage(request)
      // Only a handed-off session can have been let through; anything else gets the plain page and counts nothing.
      if (!found?.session.handedOffAt) return message(reply, 200, { lang, kind: 'connected', languageLinks })
      const { session, ad } = found
      await recordSteps(app.db, session.id, [{ step: 'gateway_confirmed' }])
      return message(reply, 200, {
        lang,
        kind: 'connected',
        languageLinks,
        callToAction: ad?.ctaUrl
          ? { href: sessionPath(captivePaths.callToAction, session.id), label: ad.ctaText, adTitle: ad.title }
          : undefined,
      })
    },
  )

  app.get(
    captivePaths.callToAction,
    {
      schema: {
        tags: ['captive'],
        summary: 'The ad’s call-to-action: records the click, then sends the guest to the ad’s address (303)',
        querystring: sessionQuery,
        ...html,
      },
    },
    async (request, reply) => {
      const found = uuid.safeParse(request.query.session).success
        ? await findGuestSession(app.db, request.query.session!)
        : null
      if (!found?.ad?.ctaUrl) return message(reply, 404, { lang: languageOf(request), kind: 'expired' })
      await recordSteps(app.db, found.session.id, [{ step: 'cta_clicked' }])
      return reply.status(303).header('cache-control', 'no-store').header('location', found.ad.ctaUrl).send('')
    },
  )

  function requireAssets() {
    if (!assets) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The guest page is not built.')
    return assets
  }
}
