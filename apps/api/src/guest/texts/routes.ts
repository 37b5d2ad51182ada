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
import { guestTextHistory, publishWithTrail, toGuestTextVersion } from './guest-texts.ts'
import { lockGuestTexts, operatorInForce, productOperator } from './operator-setting.ts'
import { guestOperatorRoutes } from './operator-routes.ts'

const tags = ['guest privacy']

/**
 * The terms and privacy notice guests read (docs/privacy.md): admins read them and publish new versions, each naming
 * the operator setting in force (docs/decisions/055), which they set on its own route.
 */
export const guestTextRoutes: FastifyPluginAsyncZod = async (app) => {
  const placeholder = () => productOperator(app.config.publicUrl)

  app.get(
    guestPaths.guestTexts,
    {
      preValidation: app.allow('guestPrivacy.administer'),
      schema: {
        tags,
        summary:
          'The terms and privacy notice guests are offered now, every earlier version, the operator both name, and the retention (admin)',
        response: { 200: guestTextsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const current = await app.guestTexts.current()
      const history = await guestTextHistory(app.db)
      const { operator, saved } = await operatorInForce(app.db, placeholder())
      const publisher = (id: string) => history.find((version) => version.id === id)?.publishedBy ?? null
      return {
        terms: toGuestTextVersion(current.terms, publisher(current.terms.id)),
        privacy: toGuestTextVersion(current.privacy, publisher(current.privacy.id)),
        history,
        operator: { ...operator, saved },
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
          'Publishes a new version of the terms or the privacy notice, both languages at once, naming the operator setting; guests are offered it from their next page (admin)',
        params: z.object({ kind: z.enum(guestTextKinds) }),
        body: guestTextInputSchema,
        response: { 201: guestTextVersionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request)
      const row = await app.db.transaction(async (tx) => {
        await lockGuestTexts(tx)
        const { operator } = await operatorInForce(tx, placeholder())
        return publishWithTrail(tx, actor, request.params.kind, request.body, operator)
      })
      await app.announceChange('guest-texts')
      return reply.code(201).send(toGuestTextVersion(row, actor.user.email))
    },
  )

  await app.register(guestOperatorRoutes)
}
