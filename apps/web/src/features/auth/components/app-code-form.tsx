import type { SignInResponse } from '@wifi/contract'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SubmitButton, TextField } from '@/components/form-fields'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { errorMessage } from '@/lib/error-message'
import { lazyResolver } from '@/lib/lazy-resolver'
import { safeRedirect } from '@/lib/safe-redirect'
import { toast } from '@/lib/toast'
import { useVerifyOtp } from '../api/auth-requests'

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
  const navigate = useNavigate()
  const validation = kind === 'app' ? appCode : recoveryCode
  const form = useForm({ resolver: validation.resolver, defaultValues: { code: '' } })
  const verify = useVerifyOtp()

  const submit = form.handleSubmit(({ code }) =>
    verify.mutate(
      { code, challengeToken: challenge.challengeToken },
      {
        onSuccess: () => {
          toast.success(t('toast.loginSuccess'))
          void navigate({ href: safeRedirect(redirect), replace: true })
        },
        onError: (error) => {
          form.resetField('code')
          toast.error(t('toast.invalidOtp'), { description: errorMessage(error, t) })
        },
      },
    ),
  )

  return (
    <Form {...form}>
      <form onSubmit={submit} onFocus={validation.preload} className="grid gap-4" noValidate>
        {kind === 'app' ? (
          <TextField
            control={form.control}
            name="code"
            label={t('auth.otp.appCodeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            className="text-center font-mono text-2xl tracking-[0.5em]"
          />
        ) : (
          <TextField
            control={form.control}
            name="code"
            label={t('auth.otp.recoveryCodeLabel')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={11}
            autoFocus
            className="text-center font-mono text-lg"
          />
        )}
        <SubmitButton pending={verify.isPending}>{t('auth.otp.submit')}</SubmitButton>
        <Button type="button" variant="link" onClick={onSwitch}>
          {kind === 'app' ? t('auth.otp.useRecoveryCode') : t('auth.otp.useAppCode')}
        </Button>
      </form>
    </Form>
  )
}
