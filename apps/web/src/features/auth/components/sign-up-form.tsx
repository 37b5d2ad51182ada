import { zodResolver } from '@hookform/resolvers/zod'
import { signUpSchema } from '@wifi/contract'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { EmailField, PasswordField, SubmitButton } from '@/components/form-fields'
import { Form } from '@/components/ui/form'
import { errorMessage } from '@/lib/error-message'
import { showFieldErrors } from '@/lib/form-errors'
import { authRequests } from '../api/auth-requests'

/** Signs up (the server answers the same for a taken email and emails its owner), then sends the user to sign in. */
export function SignUpForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  })

  const signUp = useMutation({
    mutationFn: authRequests.signUp,
    onSuccess: () => {
      toast.success(t('toast.signUpSuccess'))
      void navigate({ to: '/sign-in' })
    },
    onError: (error) => {
      if (showFieldErrors(error, form.setError)) return
      toast.error(t('toast.signUpFailed'), { description: errorMessage(error, t) })
    },
  })

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => signUp.mutate(values))} className="grid gap-4" noValidate>
        <EmailField control={form.control} name="email" />
        <PasswordField
          control={form.control}
          name="password"
          autoComplete="new-password"
          label={t('auth.passwordLabel')}
        />
        <PasswordField
          control={form.control}
          name="confirmPassword"
          autoComplete="new-password"
          label={t('auth.confirmPasswordLabel')}
        />
        <SubmitButton className="mt-2" pending={signUp.isPending}>
          {t('auth.signUp.submit')}
        </SubmitButton>
      </form>
    </Form>
  )
}
