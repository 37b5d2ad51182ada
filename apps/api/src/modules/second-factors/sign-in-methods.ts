import type { SignInMethod } from '@wifi/contract'
import type { Database } from '../../db/client.ts'
import { hasAuthenticatorApp } from './strong-factors.ts'

/**
 * The ways a user completes the second step of sign-in: the authenticator app when one is enrolled (then no code is
 * emailed: the weaker factor is not offered beside the stronger), else the emailed code.
 */
export async function signInMethodsFor(db: Database, userId: string): Promise<SignInMethod[]> {
  return (await hasAuthenticatorApp(db, userId)) ? ['totp'] : ['email']
}
