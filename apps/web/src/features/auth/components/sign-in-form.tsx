import { Link, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { lazyResolver } from '@/lib/lazy-resolver'
import { toast } from '@/lib/toast'
import { EmailField, PasswordField, SubmitButton } from '@/components/form-fields'
import { Form } from '@/components/ui/form'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { useSignIn } from '../api/auth-requests'

// Validation (zod and the schema) loads when the form is first used, not with the page (docs/decisions/030).
const validation = lazyResolver(() => import('../auth-resolvers').then((resolvers) => resolvers.signInResolver))

/** Step one of signing in: the password is checked, then a code is emailed and the user goes to /otp. */
export function SignInForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useForm({ resolver: validation.resolver, defaultValues: { email: '', password: '' } })

  const signIn = useFormMutation({
    form,
    mutation: useSignIn(),
    failure: (reason) => ({ title: t('toast.loginFailed'), description: reason }),
  })
  const submit = form.handleSubmit((values) =>
    signIn.submit(values, (challenge) => {
      // With an authenticator app nothing was emailed: the next page asks for the app's code.
      if (challenge.methods.includes('email')) toast.success(t('toast.codeSent', { email: challenge.maskedEmail }))
      void navigate({ to: '/otp', search: { redirect } })
    }),
  )

  return (
    <Form {...form}>
      <form onSubmit={submit} onFocus={validation.preload} className="grid gap-4" noValidate>
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
        <SubmitButton className="mt-2" pending={signIn.pending}>
          {t('auth.signIn.submit')}
        </SubmitButton>
      </form>
    </Form>
  )
}
