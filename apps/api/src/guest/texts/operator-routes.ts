import { guestOperatorInputSchema, guestOperatorSavedSchema, guestPaths, guestTextKinds } from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { errorResponses } from '../../errors/error-responses.ts'
import { actorOf } from '../../signed-in.ts'
import { latestGuestTexts, publishWithTrail, toGuestTextVersion } from './guest-texts.ts'
import {
  lockGuestTexts,
  operatorInForce,
  productOperator,
  sameOperator,
  saveOperator,
  toOperator,
} from './operator-setting.ts'
import { operatorOf } from './version-operator.ts'

/**
 * The operator both texts name (docs/decisions/055): one setting, which admins save here. A text that names another
 * operator gets a new version at once, its words unchanged, so a guest never reads two controllers and each version
 * keeps the operator it was shown with.
 */
export const guestOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    guestPaths.guestOperator,
    {
      preValidation: app.allow('guestPrivacy.administer'),
      schema: {
        tags: ['guest privacy'],
        summary:
          'Sets who answers for guests’ data — name, address, email, optional phone — and publishes a new version of each text that named someone else (admin)',
        body: guestOperatorInputSchema,
        response: { 200: guestOperatorSavedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = actorOf(request)
      const operator = toOperator(request.body)
      const published = await app.db.transaction(async (tx) => {
        await lockGuestTexts(tx)
        await saveOperator(tx, actor, await operatorInForce(tx, productOperator(app.config.publicUrl)), operator)
        const latest = await latestGuestTexts(tx)
        const republished = []
        for (const kind of guestTextKinds) {
          const text = latest[kind]
          if (text && !sameOperator(operatorOf(text), operator)) {
            republished.push(await publishWithTrail(tx, actor, kind, text, operator))
          }
        }
        return republished
      })
      if (published.length > 0) await app.announceChange('guest-texts')
      return { operator, published: published.map((row) => toGuestTextVersion(row, actor.user.email)) }
    },
  )
}
