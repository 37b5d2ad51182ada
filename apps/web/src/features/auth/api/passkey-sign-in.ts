import {
  passkeyPaths,
  type PasskeyOptions,
  type PasswordlessVerifyInput,
  type SessionResponse,
  type SignInPasskeyVerifyInput,
} from '@wifi/contract'
import { api } from '@/lib/api-client'
import { getPasskey } from '@/lib/webauthn'

export { passkeyErrorMessage } from '@/lib/webauthn'

/**
 * Sign-in with a passkey (docs/decisions/038): given the password step's challenge token, in place of the emailed
 * code; without one, alone (the browser offers the passkeys it holds for this console). Imported by the sign-in
 * pages' passkey button when it is pressed, so neither page's first load carries it (docs/decisions/030). Throws a
 * PasskeyBrowserError when the browser gave no passkey (cancelled…), else the API's ApiError.
 */
export async function signInWithPasskey(challengeToken?: string): Promise<SessionResponse> {
  if (challengeToken) {
    const options = await api<PasskeyOptions>('POST', passkeyPaths.signInPasskeyOptions, { challengeToken })
    const credential = (await getPasskey(options)) as SignInPasskeyVerifyInput['credential']
    const body: SignInPasskeyVerifyInput = { challengeToken, credential }
    return api<SessionResponse>('POST', passkeyPaths.signInPasskeyVerify, body)
  }
  const options = await api<PasskeyOptions>('POST', passkeyPaths.passwordlessOptions)
  const credential = (await getPasskey(options)) as PasswordlessVerifyInput['credential']
  const body: PasswordlessVerifyInput = { credential }
  return api<SessionResponse>('POST', passkeyPaths.passwordlessVerify, body)
}
