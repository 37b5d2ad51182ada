import {
  confirmPasswordSchema,
  okResponseSchema,
  otpFormSchema,
  recoveryCodesResponseSchema,
  secondFactorPaths,
  secondFactorsSchema,
  totpSetupResponseSchema,
} from '@wifi/contract'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { totpFactors } from '../../db/schema.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { consoleLinks } from '../../mail/console-links.ts'
import { preferredLanguage } from '../../mail/language.ts'
import { secondFactorChangedEmail, type SecondFactorChange } from '../../mail/second-factor-emails.ts'
import { signedIn } from '../../plugins/authenticate.ts'
import { recoveryCodesLeft } from './recovery-codes.ts'
import { hasStrongFactor, roleNeedsStrongFactor } from './strong-factors.ts'
import { beginTotpSetup, confirmTotp, removeTotp, renewRecoveryCodes, type Requester } from './totp-enrolment.ts'

const tags = ['me']

/**
 * The signed-in user's own second factors (Settings → Security). Reading them and enrolling an app answer before
 * the user has a strong factor (`beforeStrongFactor`): that is the way out of REQUIRE_STRONG_MFA's wait.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = consoleLinks(app.config.publicUrl)
  const keys = { secrets: app.secrets, hashRecoveryCode: app.hashRecoveryCode }
  const requester = (request: FastifyRequest): Requester => ({
    user: signedIn(request).user,
    ip: request.ip,
    log: request.log,
  })
  const tell = (request: FastifyRequest, change: SecondFactorChange) => {
    const { email } = signedIn(request).user
    const language = preferredLanguage(request.headers['accept-language'])
    app.runInBackground('second factor notice', () =>
      app.mailer.send(secondFactorChangedEmail(email, change, links.forgotPassword, language)),
    )
  }

  app.get(
    secondFactorPaths.secondFactors,
    {
      config: { beforeStrongFactor: true },
      schema: {
        tags,
        summary: 'The own second factors, and whether one must be set up before the console can be used',
        response: { 200: secondFactorsSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user } = signedIn(request)
      const [totp] = await app.db
        .select({ confirmedAt: totpFactors.confirmedAt })
        .from(totpFactors)
        .where(and(eq(totpFactors.userId, user.id), isNotNull(totpFactors.confirmedAt)))
      const strongFactorRequired =
        roleNeedsStrongFactor(app.config.requireStrongMfa, user.role) && !(await hasStrongFactor(app.db, user.id))
      return {
        strongFactorRequired,
        totp: totp?.confirmedAt
          ? { enrolledAt: totp.confirmedAt.toISOString(), recoveryCodesLeft: await recoveryCodesLeft(app.db, user.id) }
          : null,
      }
    },
  )

  app.post(
    secondFactorPaths.totp,
    {
      config: { beforeStrongFactor: true },
      schema: {
        tags,
        summary: 'Start setting up an authenticator app: a new key, as text and as a QR code',
        response: { 200: totpSetupResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => beginTotpSetup(app.db, keys, signedIn(request).user),
  )

  app.post(
    secondFactorPaths.totpConfirm,
    {
      config: { beforeStrongFactor: true },
      schema: {
        tags,
        summary: 'Confirm the authenticator app with its first code; answers the ten recovery codes, shown this once',
        body: otpFormSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const recoveryCodes = await confirmTotp(app.db, keys, requester(request), request.body.code)
      tell(request, 'totp-added')
      return { recoveryCodes }
    },
  )

  app.post(
    secondFactorPaths.totpRemove,
    {
      schema: {
        tags,
        summary: 'Remove the authenticator app and its recovery codes; asks for the password',
        body: confirmPasswordSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await removeTotp(app.db, requester(request), request.body.password)
      tell(request, 'totp-removed')
      return { ok: true as const }
    },
  )

  app.post(
    secondFactorPaths.recoveryCodes,
    {
      schema: {
        tags,
        summary: 'Replace the recovery codes with ten new ones; asks for the password',
        body: confirmPasswordSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const recoveryCodes = await renewRecoveryCodes(app.db, keys, requester(request), request.body.password)
      tell(request, 'recovery-codes-replaced')
      return { recoveryCodes }
    },
  )
}
