import { createFileRoute, redirect } from '@tanstack/react-router'
import { OtherAccountStep } from '@/features/auth/components/auth-footer-links'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { PasskeySignInButton } from '@/features/auth/components/passkey-sign-in-button'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import { redirectSearch } from '@/lib/route-search'
import { useSignInText } from '@/lib/sign-in-text'
import { safeRedirect } from '@/lib/safe-redirect'
import { isAuthenticated } from '@/stores/auth-store'

export const Route = createFileRoute('/(auth)/sign-in')({
  validateSearch: redirectSearch,
  beforeLoad: ({ search }) => {
    if (isAuthenticated()) throw redirect({ href: safeRedirect(search.redirect) })
  },
  component: SignInPage,
})

// Its texts are its own small table, not i18next's, which the sign-in page does not load (docs/decisions/030).
function SignInPage() {
  const { t } = useSignInText()
  const { redirect } = Route.useSearch()
  return (
    <AuthLayout
      title={t('auth.signIn.title')}
      description={t('auth.signIn.description')}
      footer={
        <OtherAccountStep
          question={t('auth.signIn.noAccount')}
          link={{ to: '/sign-up', label: t('auth.signIn.signUpLink') }}
          agreement="auth.signIn.agreement"
        />
      }
    >
      <div className="grid gap-4">
        <SignInForm redirect={redirect} />
        <PasskeySignInButton redirect={redirect}>{t('auth.signIn.withPasskey')}</PasskeySignInButton>
      </div>
    </AuthLayout>
  )
}
