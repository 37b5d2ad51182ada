import { adReportReasons, captivePaths, maxAdReportDetails } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { venues, type GuestSessionRow } from '../../db/schema.ts'
import { digestPartsOf, sendAdReportDigest } from '../ad-reports/ad-report-digest.ts'
import { recordAdReport } from '../ad-reports/ad-reports.ts'
import { eraseDevice, withdrawMeasurement, type RequestingSession } from '../data-requests/device-data.ts'
import { htmlResponse, type CaptiveKit } from './captive-kit.ts'
import { captiveLimits } from './captive-limits.ts'
import { holdsBrowserKey } from './guest-browser-key.ts'
import { findGuestSession } from './guest-sessions.ts'
import { sessionPath } from './live-page-model.ts'

/**
 * What a guest may ask of the service about their own visit, from their guest session (no account, no form to fill):
 * withdraw the measurement consent, have the device's data erased (docs/decisions/033), report the ad they were shown.
 */
export const guestDataRoutes: FastifyPluginAsyncZod<{ kit: CaptiveKit }> = async (app, { kit }) => {
  /**
   * The session a guest's form names, with its venue; null (and the guest told) when there is none to act on. A
   * request about the guest's data (`ownBrowserOnly`) must also come from the browser that opened the visit: its id
   * alone is no proof, as the console's operators and any gateway log see it (docs/decisions/043).
   */
  async function requestingSession(
    request: FastifyRequest,
    reply: FastifyReply,
    sessionId: string | undefined,
    { ownBrowserOnly }: { ownBrowserOnly: boolean },
  ): Promise<{ from: RequestingSession; session: GuestSessionRow } | null> {
    const found = await findGuestSession(app.db, sessionId)
    if (!found) {
      await kit.message(reply, 404, { lang: kit.languageOf(request), kind: 'nothing_to_erase' })
      return null
    }
    const { session } = found
    if (ownBrowserOnly && !holdsBrowserKey(request, session.browserKeyHash)) {
      request.log.warn('A guest data request without the key of the browser that opened the visit: refused')
      await kit.message(reply, 403, { lang: session.lang, kind: 'other_browser' })
      return null
    }
    const limit = await kit.withinSessionWrites(session.id)
    if (!limit.allowed) {
      await kit.tooMany(reply, session.lang, limit.retryAfterSeconds)
      return null
    }
    const [venue] = await app.db.select({ name: venues.name }).from(venues).where(eq(venues.id, session.venueId))
    return { session, from: { session, venueId: session.venueId, venueName: venue?.name ?? '' } }
  }

  /** Back to where the guest came from: the landing page once online, their page before. */
  const backTo = (session: GuestSessionRow) =>
    sessionPath(session.handedOffAt ? captivePaths.connected : captivePaths.page, session.id, { lang: session.lang })

  const sessionBody = z.object({ session: z.string().max(100).optional() })

  app.post(
    captivePaths.dataWithdraw,
    {
      // A guest's browser, which has no account (docs/decisions/027).
      config: { public: true },
      schema: {
        tags: ['captive'],
        summary:
          'The guest withdraws the ad measurement consent: no session or consent record names their device any more; done at once and recorded',
        body: sessionBody,
        ...htmlResponse,
      },
    },
    async (request, reply) => {
      const found = await requestingSession(request, reply, request.body.session, { ownBrowserOnly: true })
      if (!found) return reply
      await withdrawMeasurement(app.db, found.from)
      const { session } = found
      return kit.message(reply, 200, {
        lang: session.lang,
        kind: 'measurement_withdrawn',
        action: { kind: 'back', href: backTo(session) },
      })
    },
  )

  app.post(
    captivePaths.dataErase,
    {
      // A guest's browser, which has no account (docs/decisions/027).
      config: { public: true },
      schema: {
        tags: ['captive'],
        summary:
          'The guest asks for their device’s data to be erased: its guest sessions and steps are deleted, its consent records no longer name it; done at once and recorded',
        body: sessionBody,
        ...htmlResponse,
      },
    },
    async (request, reply) => {
      const found = await requestingSession(request, reply, request.body.session, { ownBrowserOnly: true })
      if (!found) return reply
      await eraseDevice(app.db, found.from)
      return kit.message(reply, 200, { lang: found.session.lang, kind: 'data_erased' })
    },
  )

  app.post(
    captivePaths.report,
    {
      // A guest's browser, which has no account (docs/decisions/027).
      config: { public: true },
      schema: {
        tags: ['captive'],
        summary:
          'A guest reports the ad their page showed, with a reason and optional words: once per guest session, and within the hour at most 5 from one client address, 20 from one access point’s guests and 30 of one ad (429 and a page saying so beyond); the admins get one digest email at most every 10 minutes',
        body: z.object({
          session: z.string().max(100).optional(),
          ad: z.string().max(100).optional(),
          reason: z.enum(adReportReasons),
          details: z.string().max(maxAdReportDetails).optional(),
        }),
        ...htmlResponse,
      },
    },
    async (request, reply) => {
      const { body } = request
      const found = await requestingSession(request, reply, body.session, { ownBrowserOnly: false })
      if (!found) return reply
      const { session, from } = found
      // A guest reports the ad they were shown, nothing else.
      if (!session.adId || session.adId !== body.ad) {
        return kit.message(reply, 404, { lang: session.lang, kind: 'expired' })
      }
      const limit = await app.sharedLimits.hit([
        { policy: captiveLimits.reportsPerAddress, subject: request.ip },
        { policy: captiveLimits.reportsPerAccessPoint, subject: session.accessPointId },
        { policy: captiveLimits.reportsPerAd, subject: session.adId },
      ])
      if (!limit.allowed) {
        return kit.message(reply.header('retry-after', String(limit.retryAfterSeconds)), 429, {
          lang: session.lang,
          kind: 'too_many_reports',
          retryAfter: limit.retryAfterSeconds,
          action: { kind: 'back', href: backTo(session) },
        })
      }
      const details = body.details?.trim() || null
      const reported = await recordAdReport(app.db, {
        adId: session.adId,
        sessionId: session.id,
        venueId: from.venueId,
        venueName: from.venueName,
        reason: body.reason,
        details,
      })
      if (reported) {
        const parts = digestPartsOf(app)
        app.runInBackground('ad report digest', async () => void (await sendAdReportDigest(parts, app.now())))
      }
      return kit.message(reply, 200, {
        lang: session.lang,
        kind: 'ad_reported',
        action: { kind: 'back', href: backTo(session) },
      })
    },
  )
}
