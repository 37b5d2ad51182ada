import { endedSessionsSchema, okResponseSchema, userAccountCarePaths } from '@wifi/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { roleNeedsStrongFactor } from '../../authorization/policy.ts'

import { errorResponses } from '../../errors/error-responses.ts'
import { secondFactorsResetEmail } from '../../mail/account-care-emails.ts'
import { consoleLinks } from '../../mail/console-links.ts'
import { defaultLanguage } from '../../mail/language.ts'
import { actorOf } from '../../signed-in.ts'
import { endUserSessions, resetSecondFactors, unlockUser, type CareRequest } from './account-care.ts'
import { idParams } from '../../lib/id-params.ts'

const tags = ['users']
const care = (request: FastifyRequest): CareRequest => ({ actor: actorOf(request), log: request.log })

/** An admin's care of another user's account, from the users list (issue 24; docs/decisions/040). */
export const userAccountCareRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = consoleLinks(app.config.publicUrl)

  app.post(
    userAccountCarePaths.endSessions(':id'),
    {
      preValidation: app.allow('accounts.care'),
      schema: {
        tags,
        summary: "End all of a user's sessions: signed out everywhere (admin; not oneself)",
        params: idParams,
        response: { 200: endedSessionsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ ended: await endUserSessions(app.db, care(request), request.params.id) }),
  )

  app.post(
    userAccountCarePaths.unlock(':id'),
    {
      preValidation: app.allow('accounts.care'),
      schema: {
        tags,
        summary: "Unlock a user's sign-in: clears the account's failed password and code counts (admin; not oneself)",
        params: idParams,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await unlockUser(app.db, care(request), request.params.id)
      return { ok: true as const }
    },
  )

  app.post(
    userAccountCarePaths.resetSecondFactors(':id'),
    {
      preValidation: app.allow('accounts.care'),
      schema: {
        tags,
        summary:
          "Reset a user's second factors: removes their authenticator app, recovery codes and passkeys, ends their sessions and emails them (admin; not oneself)",
        params: idParams,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await resetSecondFactors(app.db, care(request), request.params.id)
      // The user's language is not stored: the console's own, as for any email without a request of theirs.
      const mustEnrolAgain = roleNeedsStrongFactor(app.config.requireStrongMfa, user.role)
      app.runInBackground('second factors reset notice', () =>
        app.mailer.send(secondFactorsResetEmail(user.email, links.signIn, mustEnrolAgain, defaultLanguage)),
      )
      return { ok: true as const }
    },
  )
}
