import {
  addFactorSchema,
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
import { signedIn } from '../../signed-in.ts'
import { confirmAppAgain } from './confirm-again.ts'
import { recoveryCodesLeft } from './recovery-codes.ts'
import { noBodyIsNoPassword, type Requester } from './step-up.ts'
import { strongFactorHold } from './strong-factors.ts'
import { beginTotpSetup, confirmTotp, removeTotp, renewRecoveryCodes } from './totp-enrolment.ts'

const tags = ['me']

/**
 * The signed-in user's own second factors (Settings → Security). Reading them, and confirming the app again after a
 * password reset, answer while REQUIRE_STRONG_MFA holds the session (`beforeStrongFactor`); enrolling an app answers
 * a user who has no strong factor yet (`enrolsStrongFactor`): that is the way out of the wait.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = consoleLinks(app.config.publicUrl)
  const keys = { secrets: app.secrets, hashRecoveryCode: app.hashRecoveryCode }
  const requester = (request: FastifyRequest): Requester => ({
    ...signedIn(request),
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
      const { user, proof } = signedIn(request)
      const [totp] = await app.db
        .select({ confirmedAt: totpFactors.confirmedAt, needsConfirmation: totpFactors.needsConfirmation })
        .from(totpFactors)
        .where(and(eq(totpFactors.userId, user.id), isNotNull(totpFactors.confirmedAt)))
      const hold = await strongFactorHold(app.db, app.config.requireStrongMfa, user, proof.secondStep)
      return {
        strongFactorRequired: hold !== undefined,
        totp: totp?.confirmedAt
          ? {
              enrolledAt: totp.confirmedAt.toISOString(),
              recoveryCodesLeft: await recoveryCodesLeft(app.db, user.id),
              needsConfirmation: totp.needsConfirmation,
            }
          : null,
      }
    },
  )

  app.post(
    secondFactorPaths.totp,
    {
      config: { enrolsStrongFactor: true },
      preValidation: noBodyIsNoPassword,
      schema: {
        tags,
        summary:
          'Start setting up an authenticator app: a new key, as text and as a QR code. Asks for the password unless ' +
          'the session signed in within 5 minutes',
        body: addFactorSchema,
        response: { 200: totpSetupResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) =>
      beginTotpSetup(app.db, keys, requester(request), request.body.password, app.config.requireStrongMfa),
  )

  app.post(
    secondFactorPaths.totpConfirm,
    {
      config: { enrolsStrongFactor: true },
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
    secondFactorPaths.totpConfirmAgain,
    {
      config: { beforeStrongFactor: true },
      schema: {
        tags,
        summary:
          'After a password reset, confirm the authenticator app again with the password; answers ten new recovery ' +
          'codes, shown this once',
        body: confirmPasswordSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const recoveryCodes = await confirmAppAgain(app.db, keys, requester(request), request.body.password)
      tell(request, 'recovery-codes-replaced')
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
