import { zodResolver } from '@hookform/resolvers/zod'
import { resetPasswordSchema } from '@wifi/contract'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { PasswordField, SubmitButton } from '@/components/form-fields'
import { Form } from '@/components/ui/form'
import { errorMessage } from '@/lib/error-message'
import { showFieldErrors } from '@/lib/form-errors'
import { authRequests } from '../api/auth-requests'

/** The page an emailed reset link opens: a new password under the change-password rules. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  })

  const reset = useMutation({
    mutationFn: authRequests.resetPassword,
    onSuccess: () => {
      toast.success(t('toast.passwordReset'))
      void navigate({ to: '/sign-in' })
    },
    onError: (error) => {
      if (showFieldErrors(error, form.setError)) return
      toast.error(t('toast.passwordUpdateFailed'), { description: errorMessage(error, t) })
    },
  })

  const tokenError = form.formState.errors.token?.message
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => reset.mutate(values))} className="grid gap-4" noValidate>
        {tokenError && (
          <p role="alert" className="text-sm text-destructive">
            {t(tokenError)}
          </p>
        )}
        <PasswordField
          control={form.control}
          name="newPassword"
          autoComplete="new-password"
          label={t('auth.resetPassword.newPasswordLabel')}
        />
        <PasswordField
          control={form.control}
          name="confirmPassword"
          autoComplete="new-password"
          label={t('auth.confirmPasswordLabel')}
        />
        <SubmitButton className="mt-2" pending={reset.isPending}>
          {t('auth.resetPassword.submit')}
        </SubmitButton>
      </form>
    </Form>
  )
}
