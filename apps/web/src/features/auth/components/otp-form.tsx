import type { SignInResponse } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { CodeField } from '@/components/code-field'
import { lazyResolver } from '@/lib/lazy-resolver'
import { CodeSignInForm } from './code-sign-in-form'
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
  return (
    <CodeSignInForm
      challenge={challenge}
      redirect={redirect}
      validation={validation}
      field={(control) => (
        <CodeField control={control} name="code" label={t('auth.otp.codeLabel')} autoFocus prominent />
      )}
    >
      <ResendCodeButton challenge={challenge} />
    </CodeSignInForm>
  )
}
