import {
  passkeyPaths,
  type PasskeyOptions,
  type PasswordlessVerifyInput,
  type SessionResponse,
  type SignInPasskeyVerifyInput,
} from '@wifi/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { getPasskey } from '@/lib/webauthn'
import { useAuthStore } from '@/stores/auth-store'
import { clearChallenge } from './sign-in-challenge'

/**
 * Sign-in with a passkey (docs/decisions/038), for the sign-in pages:
 * - `secondStep.mutate(challengeToken)`: in place of the emailed code, after the password step;
 * - `alone.mutate({ autofill })`: with no password, where the browser offers a passkey (`autofill` shows them in
 *   the email field's suggestions; that field needs autocomplete="username webauthn").
 * Either starts the session as the emailed code does. Failures are the caller's to show (`passkeyErrorMessage`):
 * a PasskeyBrowserError when the browser gave no passkey (cancelled…), else the API's ApiError.
 */
export function usePasskeySignIn() {
  const setSession = useAuthStore((state) => state.setSession)
  const startSession = (session: SessionResponse) => {
    clearChallenge()
    setSession(session.accessToken, session.user)
  }

  const secondStep = useMutation({
    mutationFn: async (challengeToken: string) => {
      const options = await api<PasskeyOptions>('POST', passkeyPaths.signInPasskeyOptions, { challengeToken })
      const credential = (await getPasskey(options)) as SignInPasskeyVerifyInput['credential']
      const body: SignInPasskeyVerifyInput = { challengeToken, credential }
      return api<SessionResponse>('POST', passkeyPaths.signInPasskeyVerify, body)
    },
    onSuccess: startSession,
    meta: { handlesErrors: true },
  })

  const alone = useMutation({
    mutationFn: async ({ autofill = false }: { autofill?: boolean } = {}) => {
      const options = await api<PasskeyOptions>('POST', passkeyPaths.passwordlessOptions)
      const credential = (await getPasskey(options, { autofill })) as PasswordlessVerifyInput['credential']
      return api<SessionResponse>('POST', passkeyPaths.passwordlessVerify, { credential })
    },
    onSuccess: startSession,
    meta: { handlesErrors: true },
  })

  return { secondStep, alone }
}
