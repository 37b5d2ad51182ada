import type { SignInResponse } from '@wifi/contract'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { lazyResolver } from '@/lib/lazy-resolver'
import { toast } from '@/lib/toast'
import { SubmitButton, TextField } from '@/components/form-fields'
import { Form } from '@/components/ui/form'
import { errorMessage } from '@/lib/error-message'
import { safeRedirect } from '@/lib/safe-redirect'
import { useVerifyOtp } from '../api/auth-requests'
import { ResendCodeButton } from './resend-code-button'

interface OtpFormProps {
  challenge: SignInResponse
  redirect?: string
}

// Validation (zod and the schema) loads when the form is first used, not with the page (docs/decisions/030).
const validation = lazyResolver(() => import('../auth-resolvers').then((resolvers) => resolvers.otpResolver))

/** Step two of signing in: the emailed code starts the session, then the user goes where they were headed. */
export function OtpForm({ challenge, redirect }: OtpFormProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useForm({ resolver: validation.resolver, defaultValues: { code: '' } })

  const verify = useVerifyOtp()
  // Any failure clears the code, so the next try starts on an empty field; the reason goes under the toast.
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
        <TextField
          control={form.control}
          name="code"
          label={t('auth.otp.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          className="text-center font-mono text-2xl tracking-[0.5em]"
        />
        <SubmitButton pending={verify.isPending}>{t('auth.otp.submit')}</SubmitButton>
        <ResendCodeButton challenge={challenge} />
      </form>
    </Form>
  )
}
