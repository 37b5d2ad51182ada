import * as z from 'zod/mini'
import { limits } from './constants.ts'
import { passwordText } from './fields.ts'
import { msg } from './messages.ts'

/** Request and response bodies of the passkey endpoints (see `passkeyPaths`, docs/decisions/038). */

export const passkeyNameMax = 60

const passkeyNameField = z
  .string({ error: msg.passkeyNameRequired })
  .check(z.trim(), z.minLength(1, msg.passkeyNameRequired), z.maxLength(passkeyNameMax, msg.tooLong))

/** One of the signed-in user's passkeys, as Settings → Security lists them. */
export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** Null until it is first used to sign in. */
  lastUsedAt: z.nullable(z.iso.datetime()),
  /** Set by a password reset: it does not sign in until its owner confirms it again (docs/decisions/045). */
  needsConfirmation: z.boolean(),
})
export type Passkey = z.infer<typeof passkeySchema>

export const passkeyListSchema = z.object({ items: z.array(passkeySchema) })
export type PasskeyList = z.infer<typeof passkeyListSchema>

/** base64url as WebAuthn's JSON forms carry binary values; `max` keeps a request from being any size. */
const base64url = (max: number) => z.string().check(z.maxLength(max), z.regex(/^[A-Za-z0-9_-]*={0,2}$/))
const credentialId = base64url(1400)
const transport = z.string().check(z.maxLength(32))

/**
 * The options the browser's `navigator.credentials.create()` / `.get()` take, as JSON (WebAuthn's
 * PublicKeyCredentialCreationOptionsJSON / PublicKeyCredentialRequestOptionsJSON; @simplewebauthn/browser reads them
 * as they are). Only the challenge is named here; every other member passes through.
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() })
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>

/** What `navigator.credentials.create()` answered (RegistrationResponseJSON). */
const registrationCredentialSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32768),
    authenticatorData: z.optional(base64url(32768)),
    transports: z.optional(z.array(transport).check(z.maxLength(10))),
    publicKeyAlgorithm: z.optional(z.int()),
    publicKey: z.optional(base64url(4096)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z.record(z.string(), z.unknown()),
})

/** What `navigator.credentials.get()` answered (AuthenticationResponseJSON). */
export const authenticationCredentialSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(32768),
    signature: base64url(4096),
    userHandle: z.optional(base64url(512)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z.record(z.string(), z.unknown()),
})

/** `POST /api/me/passkeys`: the browser's answer to the registration options, and the name the user gave it. */
export const registerPasskeySchema = z.object({ name: passkeyNameField, credential: registrationCredentialSchema })
export type RegisterPasskeyInput = z.input<typeof registerPasskeySchema>

export const renamePasskeySchema = z.object({ name: passkeyNameField })

/** Removing a passkey asks for the password again: a session left open on a shared computer is not enough. */
export const removePasskeySchema = z.object({ password: passwordText(msg.passwordRequired) })
export type RemovePasskeyInput = z.input<typeof removePasskeySchema>

const challengeToken = z
  .string({ error: msg.challengeRequired })
  .check(z.minLength(1, msg.challengeRequired), z.maxLength(limits.tokenMax, msg.tooLong))

/** The second step of sign-in: the challenge token the password step returned. */
export const signInPasskeyOptionsSchema = z.object({ challengeToken })
export const signInPasskeyVerifySchema = z.object({ challengeToken, credential: authenticationCredentialSchema })
export type SignInPasskeyVerifyInput = z.input<typeof signInPasskeyVerifySchema>

/** Sign-in with a passkey alone: the account is the one the credential belongs to. */
export const passwordlessVerifySchema = z.object({ credential: authenticationCredentialSchema })
export type PasswordlessVerifyInput = z.input<typeof passwordlessVerifySchema>
