import type { SignInResponse } from '@wifi/contract'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SubmitButton } from '@/components/form-fields'
import { Form } from '@/components/ui/form'
import { errorMessage } from '@/lib/error-message'
import { safeRedirect } from '@/lib/safe-redirect'
import { toast } from '@/lib/toast'
import { useVerifyOtp } from '../api/auth-requests'

interface CodeValues {
  code: string
}

interface CodeSignInFormProps {
  challenge: SignInResponse
  redirect?: string
  /** The code's resolver, loaded on the form's first use (lib/lazy-resolver.ts). */
  validation: { resolver: Resolver<CodeValues>; preload: () => void }
  /** The code's field. */
  field: (control: Control<CodeValues>) => ReactNode
  /** Under the submit button: another way to the code (a new email, a recovery code). */
  children: ReactNode
}

/**
 * Step two of signing in, whichever code it takes (emailed, from the app, a recovery code; the server tells them
 * apart): the code starts the session, then the user goes where they were headed. Any failure clears the code, so
 * the next try starts on an empty field; the reason goes under the toast.
 */
export function CodeSignInForm({ challenge, redirect, validation, field, children }: CodeSignInFormProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
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
        {field(form.control)}
        <SubmitButton pending={verify.isPending}>{t('auth.otp.submit')}</SubmitButton>
        {children}
      </form>
    </Form>
  )
}
