import type { PasskeyOptions } from '@wifi/contract'
import type { TFunction } from 'i18next'
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import { errorMessage } from './error-message'

/**
 * The browser's side of passkeys (WebAuthn), through @simplewebauthn/browser. The library is imported when a passkey
 * is first asked for, never with a page: the sign-in page's first load must not grow (docs/decisions/030).
 */

/** Why the browser gave no passkey: the person cancelled (or waited too long), the authenticator already holds one
 * for this account, the browser cannot make passkeys, or something else went wrong. */
type PasskeyProblem = 'cancelled' | 'alreadyRegistered' | 'unsupported' | 'failed'

class PasskeyBrowserError extends Error {
  constructor(readonly problem: PasskeyProblem) {
    super(`passkey: ${problem}`)
  }
}

/** Whether this browser has WebAuthn at all; checked without loading the library. */
export const browserHasPasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'

function problemOf(error: unknown): PasskeyBrowserError {
  const { name, code } = error as { name?: string; code?: string }
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return new PasskeyBrowserError('alreadyRegistered')
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyBrowserError('cancelled')
  }
  if (name === 'NotSupportedError' || (error instanceof Error && /does not support WebAuthn/i.test(error.message))) {
    return new PasskeyBrowserError('unsupported')
  }
  return new PasskeyBrowserError('failed')
}

const loadLibrary = () => import('@simplewebauthn/browser')

/** A step of the browser's with a passkey (its library loaded then), any failure turned into the reader's problem. */
async function withBrowser<T>(step: (browser: Awaited<ReturnType<typeof loadLibrary>>) => Promise<T>) {
  if (!browserHasPasskeys()) throw new PasskeyBrowserError('unsupported')
  const browser = await loadLibrary()
  try {
    return await step(browser)
  } catch (error) {
    throw problemOf(error)
  }
}

/** Asks the browser to create a passkey for the registration options the API gave. */
export const createPasskey = (options: PasskeyOptions) =>
  withBrowser((browser) =>
    browser.startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }),
  )

/** Asks the browser to sign the API's authentication options with a passkey. */
export const getPasskey = (options: PasskeyOptions) =>
  withBrowser((browser) =>
    browser.startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }),
  )

/** The reader's message for a failed passkey step: the browser's problem, or the API's answer. */
export function passkeyErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof PasskeyBrowserError) return t(`common:passkeys.problems.${error.problem}`)
  return errorMessage(error, t)
}
