import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { lazyResolver } from '@/lib/lazy-resolver'
import { toast } from '@/lib/toast'
import { EmailField, SubmitButton } from '@/components/form-fields'
import { NewPasswordFields } from '@/components/new-password-fields'
import { Form } from '@/components/ui/form'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { useSignUp } from '../api/auth-requests'

// Validation (zod and the schema) loads when the form is first used, not with the page (docs/decisions/030).
const validation = lazyResolver(() => import('../auth-resolvers').then((resolvers) => resolvers.signUpResolver))

/** Signs up (the server answers the same for a taken email and emails its owner), then sends the user to sign in. */
export function SignUpForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '', confirmPassword: '' },
  })

  const signUp = useFormMutation({
    form,
    mutation: useSignUp(),
    failure: (reason) => ({ title: t('toast.signUpFailed'), description: reason }),
  })
  const submit = form.handleSubmit((values) =>
    signUp.submit(values, () => {
      toast.success(t('toast.signUpSuccess'))
      void navigate({ to: '/sign-in' })
    }),
  )

  return (
    <Form {...form}>
      <form onSubmit={submit} onFocus={validation.preload} className="grid gap-4" noValidate>
        <EmailField control={form.control} name="email" />
        <NewPasswordFields
          control={form.control}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          labels={{ password: t('auth.passwordLabel'), confirm: t('auth.confirmPasswordLabel') }}
        />
        <SubmitButton className="mt-2" pending={signUp.pending}>
          {t('auth.signUp.submit')}
        </SubmitButton>
      </form>
    </Form>
  )
}
