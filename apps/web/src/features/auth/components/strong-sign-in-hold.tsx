import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmAppAgainDialog, ConfirmPasskeyDialog } from '@/components/second-factors/confirm-again-dialogs'
import { RecoveryCodes } from '@/components/second-factors/recovery-codes'
import { Button } from '@/components/ui/button'
import { usePasskeys } from '@/lib/passkeys'
import { useSecondFactors } from '@/lib/second-factors'
import { signOut } from '@/lib/sign-out'
import { AuthLayout } from './auth-layout'

/** The factor whose confirmation dialog is open: the app, or one passkey by id and name. */
type Confirming = { kind: 'app' } | { kind: 'passkey'; id: string; name: string }

/**
 * Shown by the signed-in layout in place of the console when REQUIRE_STRONG_MFA holds a session signed in with the
 * emailed code although the user has a strong factor (403 STRONG_SIGN_IN_REQUIRED, docs/decisions/045). The way on
 * is signing in again with the app or a passkey; factors a password reset set aside are confirmed here first, since
 * until then the sign-in does not offer them.
 */
export function StrongSignInHold() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const here = useRouterState({ select: (state) => state.location.href })
  const app = useSecondFactors().data?.totp
  const passkeys = usePasskeys().data?.items ?? []
  const [confirming, setConfirming] = useState<Confirming>()
  const [newCodes, setNewCodes] = useState<string[]>()
  // A confirmed factor's row is gone, and with it the button that opened the dialog: focus goes to the way on, or
  // stays on the new recovery codes (which take it when they appear).
  const signInAgainRef = useRef<HTMLButtonElement>(null)
  const confirmed = useRef(false)
  const focusAfterConfirming = (event: Event) => {
    if (!confirmed.current) return
    confirmed.current = false
    event.preventDefault()
    if (!newCodes) signInAgainRef.current?.focus()
  }

  const awaiting = [
    ...(app?.needsConfirmation ? [{ kind: 'app', name: t('secondFactors.totp.title') } as const] : []),
    ...passkeys
      .filter((passkey) => passkey.needsConfirmation)
      .map((passkey) => ({ kind: 'passkey', id: passkey.id, name: passkey.name }) as const),
  ]
  const signInAgain = async () => {
    await signOut(queryClient)
    await navigate({ to: '/sign-in', search: { redirect: here }, replace: true })
  }

  return (
    <AuthLayout
      title={t('secondFactors.held.title')}
      description={t('secondFactors.held.description')}
      footer={
        <Button ref={signInAgainRef} type="button" onClick={() => void signInAgain()}>
          {t('secondFactors.held.signInAgain')}
        </Button>
      }
    >
      {newCodes && (
        <RecoveryCodes
          codes={newCodes}
          onDone={() => {
            setNewCodes(undefined)
            signInAgainRef.current?.focus()
          }}
        />
      )}
      {!newCodes && awaiting.length > 0 && (
        <section aria-labelledby="held-awaiting-heading" className="grid gap-3">
          <h2 id="held-awaiting-heading" className="text-base font-semibold">
            {t('secondFactors.held.awaitingTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('secondFactors.held.awaitingDescription')}</p>
          <ul className="grid gap-2">
            {awaiting.map((factor) => (
              <li
                key={factor.kind === 'app' ? 'app' : factor.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <span className="min-w-0 font-medium break-words">{factor.name}</span>
                <Button
                  size="sm"
                  aria-label={t('settings.passkeys.confirmLabel', { name: factor.name })}
                  onClick={() => setConfirming(factor)}
                >
                  {t('settings.passkeys.confirm')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmAppAgainDialog
        open={confirming?.kind === 'app'}
        onClose={() => setConfirming(undefined)}
        onCloseAutoFocus={focusAfterConfirming}
        onConfirmed={(recoveryCodes) => {
          confirmed.current = true
          setConfirming(undefined)
          setNewCodes(recoveryCodes)
        }}
      />
      <ConfirmPasskeyDialog
        open={confirming?.kind === 'passkey'}
        passkey={confirming?.kind === 'passkey' ? confirming : undefined}
        onClose={() => setConfirming(undefined)}
        onCloseAutoFocus={focusAfterConfirming}
        onConfirmed={() => {
          confirmed.current = true
          setConfirming(undefined)
        }}
      />
    </AuthLayout>
  )
}
