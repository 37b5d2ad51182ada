import {
  apiPaths,
  forgotPasswordSchema,
  okResponseSchema,
  resendOtpResponseSchema,
  resendOtpSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signInResponseSchema,
  signInSchema,
  signUpSchema,
  verifyOtpSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { consoleLinks } from '../../mail/console-links.ts'
import { passwordChangedEmail } from '../../mail/templates.ts'
import { signedIn } from '../../signed-in.ts'
import { logSecurityEvent } from '../../security/security-events.ts'
import { endSession } from '../sessions/session-service.ts'
import { completeSignIn } from './complete-sign-in.ts'
import { resendChallenge } from './otp-challenges.ts'
import { countResetRequest, resetEmailFor, resetPassword } from './password-reset.ts'
import { requestClient } from './request-client.ts'
import { signIn } from './sign-in.ts'
import { acceptSignUp, createAccount } from './sign-up.ts'

const tags = ['auth']

/** Sign-up, the two-step sign-in, password recovery and sign-out. Handlers only translate HTTP ↔ services. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = consoleLinks(app.config.publicUrl)
  const keys = { secrets: app.secrets, hashRecoveryCode: app.hashRecoveryCode }

  app.post(
    apiPaths.signUp,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign up; answers the same whether or not the email has an account, and emails its owner',
        body: signUpSchema,
        response: { 202: okResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const client = requestClient(request)
      const { email, password } = request.body
      await acceptSignUp(app.db, password, client)
      app.runInBackground('sign-up', async () => {
        const message = await createAccount(app.db, email, password, client.language, links)
        await app.mailer.send(message)
      })
      return reply.code(202).send({ ok: true as const })
    },
  )

  app.post(
    apiPaths.signIn,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Check the password; then a code is emailed, or (with an authenticator app) the app’s code is asked for',
        body: signInSchema,
        response: { 200: signInResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) =>
      signIn(
        app.db,
        app.mailer,
        request.body.email,
        request.body.password,
        requestClient(request),
        app.config.requireStrongMfa,
      ),
  )

  app.post(
    apiPaths.verifyOtp,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Verify the emailed code, the authenticator app’s code or a recovery code, and start a session',
        body: verifyOtpSchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) =>
      completeSignIn(app.db, keys, request.body.challengeToken, request.body.code, requestClient(request)),
  )

  app.post(
    apiPaths.resendOtp,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Email a new code; the previous one stops working',
        body: resendOtpSchema,
        response: { 200: resendOtpResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const resent = await resendChallenge(
        app.db,
        app.mailer,
        request.body.challengeToken,
        requestClient(request).language,
      )
      return { expiresAt: resent.expiresAt.toISOString(), resendAvailableAt: resent.resendAvailableAt.toISOString() }
    },
  )

  app.post(
    apiPaths.forgotPassword,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Email a password-reset link; answers the same whether or not the account exists',
        body: forgotPasswordSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const client = requestClient(request)
      const { email } = request.body
      await countResetRequest(app.db, email, client)
      app.runInBackground('password reset email', async () => {
        const message = await resetEmailFor(app.db, email, client.language, links)
        if (message) await app.mailer.send(message)
      })
      return { ok: true as const }
    },
  )

  app.post(
    apiPaths.resetPassword,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Set a new password from a reset link; ends every session of the account',
        body: resetPasswordSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const client = requestClient(request)
      const user = await resetPassword(app.db, request.body.token, request.body.newPassword, client)
      app.runInBackground('password reset notice', () =>
        app.mailer.send(passwordChangedEmail(user.email, 'reset', links.forgotPassword, client.language)),
      )
      return { ok: true as const }
    },
  )

  app.post(
    apiPaths.signOut,
    {
      config: { beforeStrongFactor: true },
      schema: {
        tags,
        summary: 'End the current session',
        response: { 200: okResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user, sessionId } = signedIn(request)
      await endSession(app.db, user.id, sessionId)
      logSecurityEvent(request.log, 'sign-out', { userId: user.id, ip: request.ip })
      return { ok: true as const }
    },
  )
}
