import { zodResolver } from '@hookform/resolvers/zod'
import { signInSchema } from '@wifi/contract'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { EmailField, PasswordField, SubmitButton } from '@/components/form-fields'
import { Form } from '@/components/ui/form'
import { errorMessage } from '@/lib/error-message'
import { showFieldErrors } from '@/lib/form-errors'
import { authRequests } from '../api/auth-requests'
import { saveChallenge } from '../api/sign-in-challenge'

/** Step one of signing in: the password is checked, then a code is emailed and the user goes to /otp. */
export function SignInForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } })

  const signIn = useMutation({
    mutationFn: authRequests.signIn,
    onSuccess: (challenge) => {
      saveChallenge(challenge)
      toast.success(t('toast.codeSent', { email: challenge.maskedEmail }))
      void navigate({ to: '/otp', search: { redirect } })
    },
    onError: (error) => {
      if (showFieldErrors(error, form.setError)) return
      toast.error(t('toast.loginFailed'), { description: errorMessage(error, t) })
    },
  })

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => signIn.mutate(values))} className="grid gap-4" noValidate>
        <EmailField control={form.control} name="email" />
        <PasswordField
          control={form.control}
          name="password"
          autoComplete="current-password"
          label={t('auth.passwordLabel')}
          labelAside={
            <Link to="/forgot-password" className="text-sm text-muted-foreground hover:text-primary hover:underline">
              {t('auth.signIn.forgotPassword')}
            </Link>
          }
        />
        <SubmitButton className="mt-2" pending={signIn.isPending}>
          {t('auth.signIn.submit')}
        </SubmitButton>
      </form>
    </Form>
  )
}
