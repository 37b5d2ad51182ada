import { captivePaths } from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { htmlResponse, type CaptiveKit } from './captive-kit.ts'
import { decodeFas } from './opennds-visit.ts'

/** Where an openNDS gateway (FAS secure level 1) sends a new guest (docs/gateways.md §1). */
export const openndsRoute: FastifyPluginAsyncZod<{ kit: CaptiveKit }> = async (app, { kit }) => {
  app.get(
    captivePaths.opennds,
    {
      schema: {
        tags: ['captive'],
        summary: 'openNDS sends a guest here (FAS secure level 1): the guest page with the venue’s ad',
        querystring: z.object({ fas: z.string().max(8192).optional(), lang: z.string().max(10).optional() }),
        ...htmlResponse,
      },
    },
    async (request, reply) => {
      const lang = kit.languageOf(request, request.query.lang)
      const visit = decodeFas(request.query.fas ?? '')
      const languageLinks = kit.inEitherLanguage(request)
      if (!visit) return kit.message(reply, 400, { lang, kind: 'incomplete_link', languageLinks })
      const accessPoint = await app.captiveLookups.accessPoint('opennds', {
        mac: visit.gatewayMac,
        name: visit.gatewayName,
      })
      if (!accessPoint) return kit.message(reply, 404, { lang, kind: 'unknown_access_point', languageLinks })

      return kit.showNewVisit(
        reply,
        accessPoint,
        {
          kind: 'opennds',
          session: visit.hid,
          address: visit.gatewayAddress,
          deviceHash: app.hashDevice(visit.clientMac),
          challenge: null,
        },
        lang,
        // openNDS sends a guest whose token it refused back here with the same hid: the hand-off did not work.
        () => {
          request.log.warn(
            { accessPointId: accessPoint.id },
            'openNDS refused a hand-off: check that the access point’s FAS key matches the gateway’s faskey',
          )
          return kit.message(reply, 403, {
            lang,
            kind: 'gateway_refused',
            venueName: accessPoint.venueName,
            languageLinks,
            action: { kind: 'retry', href: `http://${visit.gatewayAddress}/` },
          })
        },
      )
    },
  )
}
