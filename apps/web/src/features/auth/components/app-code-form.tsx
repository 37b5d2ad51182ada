import type { SignInResponse } from '@wifi/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CodeField } from '@/components/code-field'
import { TextField } from '@/components/form-fields'
import { Button } from '@/components/ui/button'
import { lazyResolver } from '@/lib/lazy-resolver'
import { CodeSignInForm } from './code-sign-in-form'

interface AppCodeFormProps {
  challenge: SignInResponse
  redirect?: string
}

// Validation loads when the form is first used, not with the page (docs/decisions/030).
const appCode = lazyResolver(() => import('../auth-resolvers').then((resolvers) => resolvers.otpResolver))
const recoveryCode = lazyResolver(() => import('../auth-resolvers').then((resolvers) => resolvers.recoveryCodeResolver))

/**
 * Step two for a user with an authenticator app: the app's current code, or one of the recovery codes (the same
 * request; the server tells them apart). Nothing was emailed, so there is nothing to resend.
 */
export function AppCodeForm({ challenge, redirect }: AppCodeFormProps) {
  const [recovery, setRecovery] = useState(false)
  return recovery ? (
    <CodeForm
      key="recovery"
      kind="recovery"
      challenge={challenge}
      redirect={redirect}
      onSwitch={() => setRecovery(false)}
    />
  ) : (
    <CodeForm key="app" kind="app" challenge={challenge} redirect={redirect} onSwitch={() => setRecovery(true)} />
  )
}

function CodeForm({
  kind,
  challenge,
  redirect,
  onSwitch,
}: AppCodeFormProps & { kind: 'app' | 'recovery'; onSwitch: () => void }) {
  const { t } = useTranslation()
  return (
    <CodeSignInForm
      challenge={challenge}
      redirect={redirect}
      validation={kind === 'app' ? appCode : recoveryCode}
      field={(control) =>
        kind === 'app' ? (
          <CodeField control={control} name="code" label={t('auth.otp.appCodeLabel')} autoFocus prominent />
        ) : (
          <TextField
            control={control}
            name="code"
            label={t('auth.otp.recoveryCodeLabel')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={11}
            autoFocus
            className="text-center font-mono text-lg"
          />
        )
      }
    >
      <Button type="button" variant="link" onClick={onSwitch}>
        {kind === 'app' ? t('auth.otp.useRecoveryCode') : t('auth.otp.useAppCode')}
      </Button>
    </CodeSignInForm>
  )
}
