import {
  addFactorSchema,
  confirmPasswordSchema,
  okResponseSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyPaths,
  passkeySchema,
  passwordlessVerifySchema,
  registerPasskeySchema,
  removePasskeySchema,
  renamePasskeySchema,
  sessionResponseSchema,
  signInPasskeyOptionsSchema,
  signInPasskeyVerifySchema,
} from '@wifi/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { preferredLanguage } from '../../mail/language.ts'
import { passkeyChangedEmail } from '../../mail/templates.ts'
import { signedIn } from '../../signed-in.ts'
import { logSecurityEvent } from '../../security/security-events.ts'
import { requestClient } from '../auth/request-client.ts'
import { confirmPasskeyAgain } from '../second-factors/confirm-again.ts'
import { noBodyIsNoPassword, type Requester } from '../second-factors/step-up.ts'
import { listPasskeys, renamePasskey, toPasskeyView } from './passkey-repository.ts'
import {
  completeSignInWithPasskey,
  passwordlessOptions,
  secondStepOptions,
  signInWithPasskeyAlone,
} from './passkey-sign-in.ts'
import { registerPasskey, registrationOptions } from './registration.ts'
import { relyingParty } from './relying-party.ts'
import { removePasskey } from './remove-passkey.ts'
import { idParams } from '../../lib/id-params.ts'

/**
 * The signed-in user's passkeys (Settings → Security): register, list, rename, remove, confirm again after a password
 * reset. Listing and confirming stay open while REQUIRE_STRONG_MFA holds the session (`beforeStrongFactor`), adding
 * one while it holds a user who has no strong factor yet (`enrolsStrongFactor`): a passkey is a way out of the wait.
 */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const rp = relyingParty(app.config.publicUrl)
  const securityLink = `${app.config.publicUrl}/settings/security`
  const tags = ['me']
  const requester = (request: FastifyRequest): Requester => ({ ...signedIn(request), ip: request.ip, log: request.log })

  const notify = (email: string, change: 'added' | 'removed', name: string, acceptLanguage: string | undefined) =>
    app.runInBackground(`passkey ${change} notice`, () =>
      app.mailer.send(passkeyChangedEmail(email, change, name, securityLink, preferredLanguage(acceptLanguage))),
    )

  app.get(
    passkeyPaths.myPasskeys,
    {
      config: { beforeStrongFactor: true },
      schema: {
        tags,
        summary: "The signed-in user's passkeys, oldest first",
        response: { 200: passkeyListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ items: (await listPasskeys(app.db, signedIn(request).user.id)).map(toPasskeyView) }),
  )

  app.post(
    passkeyPaths.myPasskeyRegistrationOptions,
    {
      config: { enrolsStrongFactor: true },
      preValidation: noBodyIsNoPassword,
      schema: {
        tags,
        summary:
          'Options for the browser to create a passkey (a single-use challenge, valid 5 minutes). Asks for the ' +
          'password unless the session signed in within 5 minutes',
        body: addFactorSchema,
        response: { 200: passkeyOptionsSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) =>
      registrationOptions(app.db, rp, requester(request), request.body.password, app.config.requireStrongMfa),
  )

  app.post(
    passkeyPaths.myPasskeys,
    {
      config: { enrolsStrongFactor: true },
      schema: {
        tags,
        summary: "Register a passkey from the browser's answer to the registration options; emails the user",
        body: registerPasskeySchema,
        response: { 201: passkeySchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request)
      const passkey = await registerPasskey(app.db, rp, requester(request), request.body)
      logSecurityEvent(request.log, 'second-factor.added', {
        userId: user.id,
        ip: request.ip,
        factor: 'passkey',
        passkeyId: passkey.id,
      })
      notify(user.email, 'added', passkey.name, request.headers['accept-language'])
      return reply.code(201).send(toPasskeyView(passkey))
    },
  )

  app.post(
    passkeyPaths.myPasskeyConfirmation(':id'),
    {
      config: { beforeStrongFactor: true },
      schema: {
        tags,
        summary: 'Confirm again, with the password, a passkey a password reset set aside; it signs in again',
        params: idParams,
        body: confirmPasswordSchema,
        response: { 200: passkeySchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) =>
      toPasskeyView(await confirmPasskeyAgain(app.db, requester(request), request.params.id, request.body.password)),
  )

  app.patch(
    passkeyPaths.myPasskey(':id'),
    {
      schema: {
        tags,
        summary: 'Rename one of the signed-in user’s passkeys',
        params: idParams,
        body: renamePasskeySchema,
        response: { 200: passkeySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      toPasskeyView(await renamePasskey(app.db, signedIn(request).user.id, request.params.id, request.body.name)),
  )

  app.delete(
    passkeyPaths.myPasskey(':id'),
    {
      schema: {
        tags,
        summary: 'Remove one of the signed-in user’s passkeys; asks for the password again and emails the user',
        params: idParams,
        body: removePasskeySchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { user } = signedIn(request)
      const removed = await removePasskey(app.db, user, request.params.id, request.body.password, {
        ip: request.ip,
        log: request.log,
      })
      notify(user.email, 'removed', removed.name, request.headers['accept-language'])
      return { ok: true as const }
    },
  )
}

/** Sign-in with a passkey: the second step after the password, or alone (docs/decisions/038). All public. */
export const passkeySignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const rp = relyingParty(app.config.publicUrl)
  const tags = ['auth']

  app.post(
    passkeyPaths.signInPasskeyOptions,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Options to answer the sign-in's second step with a passkey (the account's passkeys)",
        body: signInPasskeyOptionsSchema,
        response: { 200: passkeyOptionsSchema, ...errorResponses(400) },
      },
    },
    async (request) => secondStepOptions(app.db, rp, request.body.challengeToken),
  )

  app.post(
    passkeyPaths.signInPasskeyVerify,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Verify the passkey in place of the emailed code and start a session',
        body: signInPasskeyVerifySchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) =>
      completeSignInWithPasskey(
        app.db,
        rp,
        request.body.challengeToken,
        request.body.credential,
        requestClient(request),
      ),
  )

  app.post(
    passkeyPaths.passwordlessOptions,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Options to sign in with a passkey alone (no account named; user verification required)',
        response: { 200: passkeyOptionsSchema, ...errorResponses(429) },
      },
    },
    async (request) => passwordlessOptions(app.db, rp, requestClient(request)),
  )

  app.post(
    passkeyPaths.passwordlessVerify,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in with a passkey alone; the account is the one the passkey belongs to',
        body: passwordlessVerifySchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => signInWithPasskeyAlone(app.db, rp, request.body.credential, requestClient(request)),
  )
}
