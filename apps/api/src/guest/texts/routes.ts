import {
  guestPaths,
  guestTextInputSchema,
  guestTextKinds,
  guestTextsSchema,
  guestTextVersionSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { errorResponses } from '../../errors/error-responses.ts'
import { actorOf } from '../../signed-in.ts'
import { recordChange } from '../../modules/audit/audit-trail.ts'
import { guestTextHistory, publishGuestText, toGuestTextVersion } from './guest-texts.ts'

const tags = ['guest privacy']

/** The terms and privacy notice guests read (docs/privacy.md): admins read them and publish new versions. */
export const guestTextRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    guestPaths.guestTexts,
    {
      preValidation: app.allow('guestPrivacy.administer'),
      schema: {
        tags,
        summary:
          'The terms and privacy notice guests are offered now, every earlier version, and the retention (admin)',
        response: { 200: guestTextsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const current = await app.guestTexts.current()
      const history = await guestTextHistory(app.db)
      const publisher = (id: string) => history.find((version) => version.id === id)?.publishedBy ?? null
      return {
        terms: toGuestTextVersion(current.terms, publisher(current.terms.id)),
        privacy: toGuestTextVersion(current.privacy, publisher(current.privacy.id)),
        history: history.map((version) => ({ ...version, publishedAt: version.publishedAt.toISOString() })),
        retentionDays: app.config.retentionDays,
      }
    },
  )

  app.post(
    guestPaths.guestText(':kind'),
    {
      preValidation: app.allow('guestPrivacy.administer'),
      schema: {
        tags,
        summary:
          'Publishes a new version of the terms or the privacy notice, both languages at once; guests are offered it from their next page (admin)',
        params: z.object({ kind: z.enum(guestTextKinds) }),
        body: guestTextInputSchema,
        response: { 201: guestTextVersionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request)
      const { kind } = request.params
      const row = await app.db.transaction(async (tx) => {
        const published = await publishGuestText(tx, kind, request.body, actor.user.id)
        // The trail names the version and its hash; the text itself is kept in the version.
        await recordChange(tx, {
          actor: actor.user,
          ip: actor.ip,
          action: 'create',
          entity: 'guest_text',
          entityId: published.id,
          before: {},
          after: {
            kind,
            version: published.version,
            contentHash: published.contentHash,
            operatorName: published.operatorName,
            operatorContact: published.operatorContact,
          },
        })
        return published
      })
      await app.announceChange('guest-texts')
      return reply.code(201).send(toGuestTextVersion(row, actor.user.email))
    },
  )
}
