import type { SignInMethod } from '@wifi/contract'
import type { Database } from '../../db/client.ts'
import { hasPasskey } from '../passkeys/passkey-repository.ts'
import { hasAuthenticatorApp } from './strong-factors.ts'

/**
 * The ways a user completes the second step of sign-in: the authenticator app when one is enrolled (then no code is
 * emailed: the weaker factor is not offered beside the stronger), else the emailed code — and a passkey besides
 * either when the user has one (the emailed code stays, for a sign-in on a device without it).
 */
export async function signInMethodsFor(db: Database, userId: string): Promise<SignInMethod[]> {
  const [app, passkey] = await Promise.all([hasAuthenticatorApp(db, userId), hasPasskey(db, userId)])
  return [app ? 'totp' : 'email', ...(passkey ? ['passkey' as const] : [])]
}
