import { apiPaths, changePasswordSchema, okResponseSchema, updateProfileSchema, userSchema } from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { consoleLinks } from '../../mail/console-links.ts'
import { preferredLanguage } from '../../mail/language.ts'
import { passwordChangedEmail } from '../../mail/templates.ts'
import { actorOf, signedIn } from '../../signed-in.ts'
import { toUserView } from '../users/user-view.ts'
import { changePassword, updateProfile } from './profile.ts'

const tags = ['me']

/** The signed-in user's own account. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = consoleLinks(app.config.publicUrl)

  app.get(
    apiPaths.me,
    {
      schema: { tags, summary: 'The signed-in user', response: { 200: userSchema, ...errorResponses(401) } },
    },
    async (request) => toUserView(signedIn(request).user),
  )

  app.patch(
    apiPaths.me,
    {
      schema: {
        tags,
        summary: 'Update the own profile (the email cannot be changed)',
        body: updateProfileSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => toUserView(await updateProfile(app.db, actorOf(request), request.body)),
  )

  app.post(
    apiPaths.myPassword,
    {
      schema: {
        tags,
        summary: 'Change the own password; other sessions end, this one stays',
        body: changePasswordSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const actor = actorOf(request)
      await changePassword(app.db, actor, request.body, request.log)
      const language = preferredLanguage(request.headers['accept-language'])
      app.runInBackground('password change notice', () =>
        app.mailer.send(passwordChangedEmail(actor.user.email, 'changed', links.forgotPassword, language)),
      )
      return { ok: true as const }
    },
  )
}
