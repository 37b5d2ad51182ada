import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { PasskeyOptions, registerPasskeySchema, StrongFactorRequirement } from '@wifi/contract'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { passkeys, type PasskeyRow } from '../../db/schema.ts'
import { isUniqueViolation } from '../../errors/unique-violation.ts'
import { answeredChallenge, consumeChallenge, passkeyFailed, storeChallenge } from './passkey-challenges.ts'
import { assertMayAddFactor, type Requester } from '../second-factors/step-up.ts'
import { recordStrongStep } from '../sessions/session-service.ts'
import { passkeyNames, recordAccountChange } from '../users/account-audit.ts'
import { listPasskeys } from './passkey-repository.ts'
import type { RelyingParty } from './relying-party.ts'

/** The user handle an authenticator keeps with the passkey: the account's id, which says nothing about the person. */
const userHandle = (userId: string) => Buffer.from(userId.replaceAll('-', ''), 'hex')

/**
 * Options for the browser to create a passkey, once the requester showed who they are (`assertMayAddFactor`): a
 * discoverable one (so it can sign in without the password) whose authenticator verifies its user (so it is a strong
 * factor, docs/decisions/045), not one the user already has on that authenticator, without attestation (the console
 * trusts any authenticator).
 */
export async function registrationOptions(
  db: Database,
  rp: RelyingParty,
  requester: Requester,
  password: string | undefined,
  requirement: StrongFactorRequirement,
): Promise<PasskeyOptions> {
  const { user } = requester
  await assertMayAddFactor(db, requester, password, requirement)
  const existing = await listPasskeys(db, user.id)
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandle(user.id),
    userName: user.email,
    userDisplayName: user.username ?? user.email,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  await storeChallenge(db, options.challenge, { ceremony: 'registration', userId: user.id })
  return { ...options }
}

/**
 * Verifies the browser's answer to this user's registration options (the authenticator verified its user) and keeps
 * the passkey under the given name. The session it was made in has shown the passkey, as a sign-in with it would have.
 */
export async function registerPasskey(
  db: Database,
  rp: RelyingParty,
  { user, sessionId, ip }: Pick<Requester, 'user' | 'sessionId' | 'ip'>,
  input: z.output<typeof registerPasskeySchema>,
): Promise<PasskeyRow> {
  const response = input.credential as RegistrationResponseJSON
  const challenge = answeredChallenge(response.response.clientDataJSON)
  await consumeChallenge(db, challenge, { ceremony: 'registration', userId: user.id })
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => undefined)
  if (!verification?.verified) throw passkeyFailed()

  const { credential } = verification.registrationInfo
  try {
    return await db.transaction(async (tx) => {
      const before = await passkeyNames(tx, user.id)
      const [row] = await tx
        .insert(passkeys)
        .values({
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: input.name,
        })
        .returning()
      if (!row) throw new Error('passkey insert returned no row')
      await recordStrongStep(tx, sessionId, 'passkey')
      await recordAccountChange(tx, { user, ip }, user.id, { passkeys: before }, { passkeys: [...before, row.name] })
      return row
    })
  } catch (error) {
    // The same authenticator's credential registered twice (the browser skips excluded ones; a replayed answer).
    if (isUniqueViolation(error, 'passkeys_credential_id_unique')) throw passkeyFailed()
    throw error
  }
}
