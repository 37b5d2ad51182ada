import { apiPaths, type SignInInput, type SignInResponse } from '@wifi/contract'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PlainField } from '@/components/plain-field'
import { SubmitButton } from '@/components/submit-button'
import { api } from '@/lib/api-client'
import { loadConsoleRuntime } from '@/lib/console-runtime'
import { usePlainForm, type PlainValidation } from '@/lib/plain-form'
import { showFieldErrors } from '@/lib/form-errors'
import { useSignInFormMessage } from '@/lib/sign-in-form-message'
import { useSignInText } from '@/lib/sign-in-text'
import { toast } from '@/lib/toast'
import { saveChallenge } from '../api/sign-in-challenge'

// Validation (zod and the schema) loads when the form is first used, not with the page (docs/decisions/030).
let validationLoad: Promise<PlainValidation<SignInInput>> | undefined
const loadValidation = () =>
  (validationLoad ??= import('../plain-validation').then(
    (module) => module.signInValidation,
    (error: unknown) => {
      validationLoad = undefined
      throw error
    },
  ))
const validate: PlainValidation<SignInInput> = async (values) => (await loadValidation())(values)

/**
 * Step one of signing in: the password is checked, then a code is emailed and the user goes to /otp. Without
 * react-hook-form, TanStack Query or i18next, which the sign-in page does not load (docs/decisions/030): the failure's
 * words load with i18next once there is a failure.
 */
export function SignInForm({ redirect }: { redirect?: string }) {
  const { t } = useSignInText()
  const messageText = useSignInFormMessage()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const form = usePlainForm<SignInInput>({ defaultValues: { email: '', password: '' }, validate })

  const submit = form.handleSubmit(async (values) => {
    setPending(true)
    try {
      const challenge = await api<SignInResponse>('POST', apiPaths.signIn, values)
      saveChallenge(challenge)
      setPending(false)
      // With an authenticator app nothing was emailed: the next page asks for the app's code.
      if (challenge.methods.includes('email')) toast.success(t('toast.codeSent', { email: challenge.maskedEmail }))
      void navigate({ to: '/otp', search: { redirect } })
    } catch (error) {
      await reportFailure(error)
      setPending(false)
    }
  })

  // The server's field errors under their fields, anything else as the form's toast (as useFormMutation does).
  const reportFailure = async (error: unknown) => {
    if (showFieldErrors(error, form.setError)) return
    const reason = await loadConsoleRuntime().then(
      ({ i18n, errorMessage }) => errorMessage(error, i18n.t),
      () => t('toast.anErrorOccurred'),
    )
    toast.error(t('toast.loginFailed'), { description: reason })
  }

  return (
    <form onSubmit={submit} onFocus={() => void loadValidation().catch(() => {})} className="grid gap-4" noValidate>
      <PlainField
        {...form.field('email')}
        type="email"
        autoComplete="email"
        label={t('auth.emailLabel')}
        placeholder={t('auth.emailPlaceholder')}
        error={messageText(form.errors.email)}
      />
      <PlainField
        {...form.field('password')}
        password={{ showLabel: t('password.show'), hideLabel: t('password.hide') }}
        autoComplete="current-password"
        label={t('auth.passwordLabel')}
        error={messageText(form.errors.password)}
        labelAside={
          <Link to="/forgot-password" className="text-sm text-muted-foreground hover:text-primary hover:underline">
            {t('auth.signIn.forgotPassword')}
          </Link>
        }
      />
      <SubmitButton className="mt-2" pending={pending}>
        {t('auth.signIn.submit')}
      </SubmitButton>
    </form>
  )
}
