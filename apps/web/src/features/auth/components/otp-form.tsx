import { zodResolver } from '@hookform/resolvers/zod'
import { otpFormSchema, type SignInResponse } from '@wifi/contract'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { SubmitButton, TextField } from '@/components/form-fields'
import { Form } from '@/components/ui/form'
import { errorMessage } from '@/lib/error-message'
import { safeRedirect } from '@/lib/safe-redirect'
import { useAuthStore } from '@/stores/auth-store'
import { authRequests } from '../api/auth-requests'
import { clearChallenge } from '../api/sign-in-challenge'
import { ResendCodeButton } from './resend-code-button'

interface OtpFormProps {
  challenge: SignInResponse
  redirect?: string
}

/** Step two of signing in: the emailed code starts the session, then the user goes where they were headed. */
export function OtpForm({ challenge, redirect }: OtpFormProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const setSession = useAuthStore((state) => state.setSession)
  const form = useForm({ resolver: zodResolver(otpFormSchema), defaultValues: { code: '' } })

  const verify = useMutation({
    mutationFn: authRequests.verifyOtp,
    onSuccess: (session) => {
      clearChallenge()
      setSession(session.accessToken, session.user)
      toast.success(t('toast.loginSuccess'))
      void navigate({ href: safeRedirect(redirect), replace: true })
    },
    onError: (error) => {
      form.resetField('code')
      toast.error(t('toast.invalidOtp'), { description: errorMessage(error, t) })
    },
  })

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(({ code }) => verify.mutate({ code, challengeToken: challenge.challengeToken }))}
        className="grid gap-4"
        noValidate
      >
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
