import { loadedConsoleRuntime } from './console-runtime'
import { isSignInTextKey, useSignInText } from './sign-in-text'

/**
 * A sign-in form's error message (a catalog key: the contract's `validation:…`, the server's `errors:…`) in the
 * reader's language: from the sign-in page's texts, else from i18next, which a server's field error has loaded; a
 * key neither knows reads as the generic error (lib/message-key.ts).
 */
export function useSignInFormMessage() {
  const { t } = useSignInText()
  return (key: string | undefined) => {
    if (!key) return undefined
    if (isSignInTextKey(key)) return t(key)
    const runtime = loadedConsoleRuntime()
    return runtime ? runtime.i18n.t(runtime.messageKey(key)) : t('toast.anErrorOccurred')
  }
}
