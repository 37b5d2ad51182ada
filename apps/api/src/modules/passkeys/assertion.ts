import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server'
import type { authenticationCredentialSchema } from '@wifi/contract'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import type { PasskeyRow } from '../../db/schema.ts'
import { answeredChallenge, consumeChallenge, passkeyFailed, type ChallengeBinding } from './passkey-challenges.ts'
import { recordPasskeyUse } from './passkey-repository.ts'
import type { RelyingParty } from './relying-party.ts'

export type AuthenticationCredential = z.output<typeof authenticationCredentialSchema>

/** The challenge an answer carries, used up for this binding before anything else is looked at. */
export async function useUpChallenge(db: Database, credential: AuthenticationCredential, binding: ChallengeBinding) {
  const challenge = answeredChallenge(credential.response.clientDataJSON)
  await consumeChallenge(db, challenge, binding)
  return challenge
}

/**
 * Checks a passkey's signature over the challenge (by @simplewebauthn/server) and records its use. The authenticator
 * must have verified its user (fingerprint, face, PIN): a passkey is a strong factor only if it proves who holds it
 * (docs/decisions/045). Any failure is the one PASSKEY_FAILED answer, so a caller learns nothing about which part was
 * wrong.
 */
export async function verifyAssertion(
  db: Database,
  rp: RelyingParty,
  credential: AuthenticationCredential,
  challenge: string,
  passkey: PasskeyRow,
): Promise<void> {
  const verification = await verifyAuthenticationResponse({
    response: credential as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => undefined)
  if (!verification?.verified) throw passkeyFailed()
  if (!(await recordPasskeyUse(db, passkey, verification.authenticationInfo.newCounter))) throw passkeyFailed()
}
