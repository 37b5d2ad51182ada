import { captivePaths } from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, notFound, rateLimited } from '../../errors/api-error.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { guestPageState, htmlResponse, sessionQuery, type CaptiveKit } from './captive-kit.ts'
import {
  beaconStepReached,
  connectRefusal,
  closableAfter,
  countdownSecondsLeft,
  pageShown,
  stepsAtConnect,
} from './guest-session-rules.ts'
import {
  adStillOffered,
  confirmGatewayLogon,
  deviceKeyOf,
  findGuestSession,
  markHandedOff,
  recordSteps,
  setSessionLanguage,
} from './guest-sessions.ts'
import { recordConsent } from '../consents/record-consent.ts'
import { sessionPath } from './live-page-model.ts'
import { handOffLocation } from './hand-off.ts'
import { markOpenndsOnline } from '../online/opennds-accounting.ts'

/**
 * A guest session's own addresses, whichever gateway it came from: its page again (the language switch), Connect,
 * the landing page once online, and the call-to-action's recorded click.
 */
export const guestSessionRoutes: FastifyPluginAsyncZod<{ kit: CaptiveKit }> = async (app, { kit }) => {
  const returningPageQuery = sessionQuery.extend(guestPageState)

  app.get(
    captivePaths.page,
    {
      // A guest's browser, which has no account (docs/decisions/027).
      config: { public: true },
      schema: {
        tags: ['captive'],
        summary:
          'A guest session’s page again (the language switch, the way back from the terms or the privacy notice) from where its guest was, without counting a new show',
        querystring: returningPageQuery,
        ...htmlResponse,
      },
    },
    async (request, reply) => {
      const found = await findGuestSession(app.db, request.query.session)
      const lang = kit.languageOf(request, request.query.lang ?? found?.session.lang)
      const languageLinks = kit.inEitherLanguage(request)
      if (!found) return kit.message(reply, 410, { lang, kind: 'expired', languageLinks })
      const { session, ad } = found
      if (session.handedOffAt) return kit.message(reply, 409, { lang, kind: 'already_used', languageLinks })
      const accessPoint = await app.captiveLookups.accessPointById(session.gatewayKind, session.accessPointId)
      if (!accessPoint) return kit.message(reply, 404, { lang, kind: 'unknown_access_point', languageLinks })
      const limit = await kit.withinSessionWrites(session.id)
      if (!limit.allowed) return kit.tooMany(reply, lang, limit.retryAfterSeconds)
      if (lang !== session.lang) await setSessionLanguage(app.db, session.id, lang)
      // Switching the language is an action on a page the guest saw.
      await recordSteps(app.db, session.id, [pageShown(session)])
      // The countdown goes on where the server's clock has it; what the guest had typed and ticked is as it was.
      const { query } = request
      return kit.sendLivePage(reply, session, ad, accessPoint.venueName, lang, {
        secondsLeft: countdownSecondsLeft(session, new Date()),
        answer: query.answer,
        termsAccepted: query.terms === 'accepted',
        measurementAccepted: query.measurement === 'accepted',
        adClosed: query.adClosed === '1',
      })
    },
  )

  app.post(
    captivePaths.connect,
    {
      // A guest's browser, which has no account (docs/decisions/027).
      config: { public: true },
      schema: {
        tags: ['captive'],
        summary:
          'Connect: checks every step on the server, then sends the guest to the gateway with its proof (303), once',
        body: z.object({
          session: z.string().max(100).optional(),
          answer: z.string().max(500).optional(),
          terms: z.string().max(20).optional(),
          /** `accepted` when the guest ticked the optional ad measurement box (docs/decisions/033). */
          measurement: z.string().max(20).optional(),
          /** `1` when the guest closed the ad, which counts only where AD_CLOSE_AFTER_SECONDS makes ads closable. */
          adClosed: z.string().max(5).optional(),
        }),
        ...htmlResponse,
      },
    },
    async (request, reply) => {
      const { body } = request
      const found = await findGuestSession(app.db, body.session)
      if (!found) return kit.message(reply, 410, { lang: kit.languageOf(request), kind: 'expired' })
      const { session } = found
      const lang = session.lang
      const back = { kind: 'back', href: sessionPath(captivePaths.page, session.id) } as const

      // The limit counts presses per device; a page whose key is gone (older than the page may be) counts by itself.
      const deviceKey = await deviceKeyOf(app.db, session.id)
      if (!(await kit.withinConnectLimit(reply, lang, deviceKey ?? session.id))) return reply
      const answers = {
        answer: body.answer ?? '',
        termsAccepted: body.terms === 'accepted',
        closedAfterSeconds: body.adClosed === '1' ? closableAfter(found.ad, app.config.adCloseAfterSeconds) : null,
      }
      const refusal = connectRefusal(session, answers, new Date())
      if (refusal === 'steps_missing') return kit.message(reply, 400, { lang, kind: refusal, action: back })
      if (refusal) return kit.message(reply, refusal === 'expired' ? 410 : 409, { lang, kind: refusal })

      const accessPoint = await app.captiveLookups.accessPointById(session.gatewayKind, session.accessPointId)
      if (!accessPoint) return kit.message(reply, 404, { lang, kind: 'unknown_access_point' })
      const measurementAccepted = body.measurement === 'accepted'
      const measuredDevice = measurementAccepted ? deviceKey : null
      if (!(await markHandedOff(app.db, session.id, measuredDevice))) {
        return kit.message(reply, 409, { lang, kind: 'already_used' })
      }

      await recordSteps(app.db, session.id, stepsAtConnect(session, answers, new Date()))
      const texts = await app.guestTexts.current()
      await recordConsent(app.db, { session, accessPoint, texts, measurementAccepted, measuredDevice })
      const landing = `${kit.captiveOrigin(request)}${sessionPath(captivePaths.connected, session.id)}`
      const location = await handOffLocation(app.db, session, accessPoint, landing, app.config.guestOnlineMinutes)
      app.metrics.handOffs.inc({ gateway: session.gatewayKind })
      return reply.status(303).header('cache-control', 'no-store').header('location', location).send('')
    },
  )

  app.post(
    captivePaths.progress,
    {
      // A guest's browser, which has no account (docs/decisions/027).
      config: { public: true },
      schema: {
        tags: ['captive'],
        summary:
          'A step the guest reached before Connect (the page’s beacon), counted once if the server agrees: the countdown by its clock, the task by the answer',
        body: z.object({
          session: z.string().max(100).optional(),
          step: z.enum(['page_shown', 'countdown_completed', 'task_passed', 'terms_accepted']),
          answer: z.string().max(500).optional(),
        }),
        response: { 204: z.null(), ...errorResponses(400, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { body } = request
      const found = await findGuestSession(app.db, body.session)
      if (!found) throw notFound('The guest session')
      const { session } = found
      const limit = await kit.withinSessionWrites(session.id)
      if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds)
      if (!beaconStepReached(session, body.step, body.answer ?? '', new Date())) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'This step is not reached (or the page is no longer current).')
      }
      // The page's own report that it was displayed, or else the first step it reports, counts it as shown.
      await recordSteps(app.db, session.id, [
        pageShown(session),
        ...(body.step === 'page_shown' ? [] : [{ step: body.step }]),
      ])
      return reply.status(204).send(null)
    },
  )

  app.get(
    captivePaths.connected,
    {
      // A guest's browser, which has no account (docs/decisions/027).
      config: { public: true },
      schema: {
        tags: ['captive'],
        summary: 'The landing page once the gateway let the guest online, offering the ad’s call-to-action again',
        querystring: sessionQuery,
        ...htmlResponse,
      },
    },
    async (request, reply) => {
      const found = await findGuestSession(app.db, request.query.session)
      const lang = kit.languageOf(request, request.query.lang ?? found?.session.lang)
      const languageLinks = kit.inEitherLanguage(request)
      // Only a handed-off session can have been let through; anything else gets the plain page and counts nothing.
      if (!found?.session.handedOffAt) return kit.message(reply, 200, { lang, kind: 'connected', languageLinks })
      const { session } = found
      const ad = await adStillOffered(app.db, session, found.ad)
      // openNDS sends the guest here only after it accepted the token (and its BinAuth the hand-off): the guest is
      // online from now, until BinAuth reports the logout. CoovaChilli's success is recorded where its signed redirect
      // arrives (chilli-route.ts), its time online by RADIUS accounting.
      if (session.gatewayKind === 'opennds') {
        await confirmGatewayLogon(app.db, session.id)
        await markOpenndsOnline(app.db, session.id)
      }
      const accessPoint = await app.captiveLookups.accessPointById(session.gatewayKind, session.accessPointId)
      return kit.message(reply, 200, {
        lang,
        kind: 'connected',
        venueName: accessPoint?.venueName,
        languageLinks,
        callToAction: ad?.ctaUrl
          ? { href: sessionPath(captivePaths.callToAction, session.id), label: ad.ctaText, adTitle: ad.title }
          : undefined,
        // The guest's data on request, from the page they land on (docs/decisions/033).
        dataActions: {
          privacyHref: sessionPath(captivePaths.privacy, session.id, { lang }),
          withdrawAction: captivePaths.dataWithdraw,
          eraseAction: captivePaths.dataErase,
          session: session.id,
          measured: session.deviceHash !== null,
        },
      })
    },
  )

  app.get(
    captivePaths.callToAction,
    {
      // A guest's browser, which has no account (docs/decisions/027).
      config: { public: true },
      schema: {
        tags: ['captive'],
        summary: 'The ad’s call-to-action: records the click, then sends the guest to the ad’s address (303)',
        querystring: sessionQuery,
        ...htmlResponse,
      },
    },
    async (request, reply) => {
      const found = await findGuestSession(app.db, request.query.session)
      const ad = found && (await adStillOffered(app.db, found.session, found.ad))
      if (!found || !ad?.ctaUrl) return kit.message(reply, 404, { lang: kit.languageOf(request), kind: 'expired' })
      await recordSteps(app.db, found.session.id, [{ step: 'cta_clicked' }])
      return reply.status(303).header('cache-control', 'no-store').header('location', ad.ctaUrl).send('')
    },
  )
}
