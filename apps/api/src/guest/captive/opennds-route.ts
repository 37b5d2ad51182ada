import { captivePaths, type Language } from '@wifi/contract'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { accessPoints } from '../../db/schema.ts'
import { isUuid, type CaptiveAccessPoint } from './captive-access-point.ts'
import { htmlResponse, type CaptiveKit } from './captive-kit.ts'
import { isRandomisedMac } from './gateway-mac.ts'
import { readFasLevel1, readFasLevel2, type OpenndsVisit } from './opennds-visit.ts'

const fasQuery = z.object({
  fas: z.string().max(8192).optional(),
  iv: z.string().max(64).optional(),
  lang: z.string().max(10).optional(),
})

/**
 * Where an openNDS gateway sends a new guest (docs/gateways.md): at FAS secure level 1 to `/wifi/opennds` (a plain
 * base64 payload, found by the gateway's MAC or name), at level 2 to `/wifi/opennds/<access point id>` (the payload
 * encrypted with that access point's key: only its gateway can make one). Level 2 is the one to use; once an access
 * point has used it, level-1 payloads naming it are made up and refused.
 */
export const openndsRoute: FastifyPluginAsyncZod<{ kit: CaptiveKit }> = async (app, { kit }) => {
  /**
   * The page for a visit the gateway really sent (or, at level 1, could have sent). `level2`: the payload decrypted
   * with the access point's key, so the client's MAC in it is the gateway's word; at level 1 it is anyone's.
   */
  function showVisit(
    request: FastifyRequest,
    reply: FastifyReply,
    accessPoint: CaptiveAccessPoint,
    visit: OpenndsVisit & { level2: boolean },
    lang: Language,
  ) {
    return kit.showNewVisit(
      request,
      reply,
      accessPoint,
      {
        kind: 'opennds',
        session: visit.hid,
        address: visit.gatewayAddress,
        deviceHash: app.hashDevice(visit.clientMac),
        macRandomised: isRandomisedMac(visit.clientMac),
        deviceVerified: visit.level2,
        challenge: null,
      },
      lang,
      // openNDS sends a guest whose token it (or its BinAuth) refused back here with the same hid: the hand-off did
      // not work.
      () => {
        request.log.warn(
          { accessPointId: accessPoint.id },
          'openNDS refused a hand-off: check that the access point’s FAS key matches the gateway’s faskey and, with the BinAuth script, its WIFI_CONSOLE_KEY and the router’s clock',
        )
        return kit.message(reply, 403, {
          lang,
          kind: 'gateway_refused',
          venueName: accessPoint.venueName,
          languageLinks: kit.inEitherLanguage(request),
          action: { kind: 'retry', href: `http://${visit.gatewayAddress}/` },
        })
      },
    )
  }

  app.get(
    captivePaths.opennds,
    {
      // A guest's browser, which has no account (docs/decisions/027).
      config: { public: true },
      schema: {
        tags: ['captive'],
        summary: 'openNDS sends a guest here at FAS secure level 1: the guest page with the venue’s ad',
        querystring: fasQuery,
        ...htmlResponse,
      },
    },
    async (request, reply) => {
      const lang = kit.languageOf(request, request.query.lang)
      const languageLinks = kit.inEitherLanguage(request)
      const visit = readFasLevel1(request.query.fas ?? '')
      if (!visit) return kit.message(reply, 400, { lang, kind: 'incomplete_link', languageLinks })
      const accessPoint = await app.captiveLookups.accessPoint('opennds', {
        mac: visit.gatewayMac,
        name: visit.gatewayName,
      })
      if (accessPoint && 'ambiguous' in accessPoint) return kit.ambiguous(request, reply, accessPoint, lang)
      if (!accessPoint) return kit.message(reply, 404, { lang, kind: 'unknown_access_point', languageLinks })
      if (accessPoint.fasLevel2) {
        request.log.warn(
          { accessPointId: accessPoint.id },
          'A level-1 openNDS payload named an access point whose gateway uses FAS secure level 2: refused as forged',
        )
        return kit.message(reply, 403, { lang, kind: 'bad_signature', venueName: accessPoint.venueName, languageLinks })
      }
      return showVisit(request, reply, accessPoint, { ...visit, level2: false }, lang)
    },
  )

  app.get(
    captivePaths.openndsSecure,
    {
      // A guest's browser, which has no account (docs/decisions/027).
      config: { public: true },
      schema: {
        tags: ['captive'],
        summary:
          'openNDS sends a guest here at FAS secure level 2 (faspath /wifi/opennds/<access point id>): the payload must decrypt with that access point’s key',
        params: z.object({ accessPointId: z.string().max(100) }),
        querystring: fasQuery,
        ...htmlResponse,
      },
    },
    async (request, reply) => {
      const lang = kit.languageOf(request, request.query.lang)
      const languageLinks = kit.inEitherLanguage(request)
      const { accessPointId } = request.params
      const accessPoint = isUuid(accessPointId)
        ? await app.captiveLookups.accessPointById('opennds', accessPointId)
        : null
      if (!accessPoint) return kit.message(reply, 404, { lang, kind: 'unknown_access_point', languageLinks })
      const visit = readFasLevel2(request.query.fas ?? '', request.query.iv ?? '', accessPoint.gatewaySecret)
      if (!visit) {
        request.log.warn(
          { accessPointId: accessPoint.id },
          'An openNDS level-2 payload did not decrypt with the access point’s FAS key: forged, or the keys differ',
        )
        return kit.message(reply, 403, { lang, kind: 'bad_signature', venueName: accessPoint.venueName, languageLinks })
      }
      if (!accessPoint.fasLevel2) {
        await app.db
          .update(accessPoints)
          .set({ fasLevel2Since: sql`now()` })
          .where(and(eq(accessPoints.id, accessPoint.id), isNull(accessPoints.fasLevel2Since)))
        await app.announceChange('access-points')
      }
      return showVisit(request, reply, accessPoint, { ...visit, level2: true }, lang)
    },
  )
}
