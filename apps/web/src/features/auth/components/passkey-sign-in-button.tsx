import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { loadConsoleRuntime } from '@/lib/console-runtime'
import { safeRedirect } from '@/lib/safe-redirect'
import { useSignInText } from '@/lib/sign-in-text'
import { toast } from '@/lib/toast'
import { startSession } from '@/lib/current-user'
import { clearChallenge } from '../api/sign-in-challenge'

interface PasskeySignInButtonProps {
  /** The password step's token: the passkey then completes that sign-in; without it, the passkey signs in alone. */
  challengeToken?: string
  redirect?: string
  /** The page's main action when the passkey is the only way on; beside another way, a secondary one. */
  primary?: boolean
  children: string
}

/**
 * Signs in with a passkey (docs/decisions/038). The WebAuthn code loads when the button is pressed, not with the page
 * (the sign-in first load, docs/decisions/030); the session then starts as after the emailed code.
 */
export function PasskeySignInButton({ challengeToken, redirect, primary = false, children }: PasskeySignInButtonProps) {
  // The sign-in page's texts (it does not load i18next); a failure's reason loads i18next to be worded.
  const { t } = useSignInText()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)

  const signIn = async () => {
    setPending(true)
    const { signInWithPasskey, passkeyErrorMessage } = await import('../api/passkey-sign-in')
    try {
      const session = await signInWithPasskey(challengeToken)
      clearChallenge()
      startSession(queryClient, session)
      toast.success(t('toast.loginSuccess'))
      void navigate({ href: safeRedirect(redirect), replace: true })
    } catch (error) {
      const reason = await loadConsoleRuntime().then(
        ({ i18n }) => passkeyErrorMessage(error, i18n.t),
        () => t('toast.anErrorOccurred'),
      )
      toast.error(t('auth.signIn.passkeyFailed'), { description: reason })
      setPending(false)
    }
  }

  // A browser without WebAuthn is not offered what it cannot do (the emailed code stays on the code's page); when the
  // passkey is the only way on, it is told why it cannot go on here.
  if (typeof window.PublicKeyCredential !== 'function') {
    return primary ? <p className="text-sm text-destructive">{t('auth.otp.passkeyUnsupported')}</p> : null
  }
  return (
    <Button
      type="button"
      variant={primary ? 'default' : 'outline'}
      className="w-full"
      disabled={pending}
      aria-busy={pending}
      onClick={signIn}
    >
      {pending && <Spinner />}
      {children}
    </Button>
  )
}
