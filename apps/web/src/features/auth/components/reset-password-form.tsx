import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { lazyResolver } from '@/lib/lazy-resolver'
import { messageKey } from '@/lib/message-key'
import { toast } from '@/lib/toast'
import { SubmitButton } from '@/components/form-fields'
import { NewPasswordFields } from '@/components/new-password-fields'
import { Form } from '@/components/ui/form'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { useResetPassword } from '../api/auth-requests'

// Validation (zod and the schema) loads when the form is first used, not with the page (docs/decisions/030).
const validation = lazyResolver(() => import('../auth-resolvers').then((resolvers) => resolvers.resetPasswordResolver))

/** The page an emailed reset link opens: a new password under the change-password rules. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  })

  const reset = useFormMutation({
    form,
    mutation: useResetPassword(),
    failure: (reason) => ({ title: t('toast.passwordUpdateFailed'), description: reason }),
  })
  const submit = form.handleSubmit((values) =>
    reset.submit(values, () => {
      toast.success(t('toast.passwordReset'))
      void navigate({ to: '/sign-in' })
    }),
  )

  const tokenError = form.formState.errors.token?.message
  return (
    <Form {...form}>
      <form onSubmit={submit} onFocus={validation.preload} className="grid gap-4" noValidate>
        {tokenError && (
          <p role="alert" className="text-sm text-destructive">
            {t(messageKey(tokenError))}
          </p>
        )}
        <NewPasswordFields
          control={form.control}
          names={{ password: 'newPassword', confirm: 'confirmPassword' }}
          labels={{ password: t('auth.resetPassword.newPasswordLabel'), confirm: t('auth.confirmPasswordLabel') }}
        />
        <SubmitButton className="mt-2" pending={reset.pending}>
          {t('auth.resetPassword.submit')}
        </SubmitButton>
      </form>
    </Form>
  )
}
