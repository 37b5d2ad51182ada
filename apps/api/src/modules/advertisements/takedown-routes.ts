import { adSchema, adTakedownInputSchema, guestPaths } from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { errorResponses } from '../../errors/error-responses.ts'
import { adTakenDownEmail } from '../../mail/ad-report-emails.ts'
import { actorOf } from '../../signed-in.ts'
import { restoreAd, takeDownAd } from './ad-takedown.ts'
import { idParams } from '../../lib/id-params.ts'

const tags = ['advertisements']

/** An admin takes an ad down at every venue at once, or restores it (docs/privacy.md). */
export const adTakedownRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    guestPaths.advertisementTakedown(':id'),
    {
      preValidation: app.allow('guestPrivacy.administer'),
      schema: {
        tags,
        summary:
          'Takes an ad down everywhere at once, whatever its dates and assignments, with the reason; its author is emailed (admin)',
        params: idParams,
        body: adTakedownInputSchema,
        response: { 200: adSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ad, authorEmail } = await takeDownAd(app.db, actorOf(request), request.params.id, request.body.reason)
      await app.announceChange('venue-ads')
      if (authorEmail) {
        app.runInBackground('ad takedown email', () =>
          app.mailer.send(adTakenDownEmail(authorEmail, ad.title, request.body.reason)),
        )
      }
      return ad
    },
  )

  app.post(
    guestPaths.advertisementRestore(':id'),
    {
      preValidation: app.allow('guestPrivacy.administer'),
      schema: {
        tags,
        summary: 'Restores an ad taken down: venues pick it again as its dates and assignments say (admin)',
        params: idParams,
        response: { 200: adSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { ad } = await restoreAd(app.db, actorOf(request), request.params.id)
      await app.announceChange('venue-ads')
      return ad
    },
  )
}
