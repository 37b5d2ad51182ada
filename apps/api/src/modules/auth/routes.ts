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
  userSchema,
  verifyOtpSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { signedIn } from '../../plugins/authenticate.ts'
import { revokeSession } from '../sessions/session-service.ts'
import { toUserView } from '../users/user-view.ts'
import { completeSignIn } from './complete-sign-in.ts'
import { resendChallenge } from './otp-challenges.ts'
import { requestPasswordReset, resetPassword } from './password-reset.ts'
import { requestClient } from './request-client.ts'
import { signIn } from './sign-in.ts'
import { signUp } from './sign-up.ts'

const tags = ['auth']

/** Sign-up, the two-step sign-in, password recovery and sign-out. Handlers only translate HTTP ↔ services. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.signUp,
    {
      schema: {
        tags,
        summary: 'Create an active customer account',
        body: signUpSchema,
        response: { 201: z.object({ user: userSchema }), ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const user = await signUp(app.db, request.body.email, request.body.password)
      return reply.code(201).send({ user: toUserView(user) })
    },
  )

  app.post(
    apiPaths.signIn,
    {
      schema: {
        tags,
        summary: 'Check the password and email a one-time code',
        body: signInSchema,
        response: { 200: signInResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => signIn(app.db, app.mailer, request.body.email, request.body.password, requestClient(request)),
  )

  app.post(
    apiPaths.verifyOtp,
    {
      schema: {
        tags,
        summary: 'Verify the emailed code and start a session',
        body: verifyOtpSchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => completeSignIn(app.db, request.body.challengeToken, request.body.code, requestClient(request)),
  )

  app.post(
    apiPaths.resendOtp,
    {
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
      schema: {
        tags,
        summary: 'Email a password-reset link; answers the same whether or not the account exists',
        body: forgotPasswordSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const email = await requestPasswordReset(app.db, request.body.email, requestClient(request), app.config.publicUrl)
      if (email) app.runInBackground('password reset email', () => app.mailer.send(email))
      return { ok: true as const }
    },
  )

  app.post(
    apiPaths.resetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset link; ends every session of the account',
        body: resetPasswordSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body.token, request.body.newPassword, requestClient(request))
      return { ok: true as const }
    },
  )

  app.post(
    apiPaths.signOut,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'End the current session',
        security: [{ bearer: [] }],
        response: { 200: okResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await revokeSession(app.db, signedIn(request).sessionId)
      return { ok: true as const }
    },
  )
}
