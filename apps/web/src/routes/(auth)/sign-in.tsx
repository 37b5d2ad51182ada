import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { LegalLinks } from '@/features/auth/components/legal-links'
import { PasskeySignInButton } from '@/features/auth/components/passkey-sign-in-button'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import { redirectSearch } from '@/lib/route-search'
import { safeRedirect } from '@/lib/safe-redirect'
import { isAuthenticated } from '@/stores/auth-store'

export const Route = createFileRoute('/(auth)/sign-in')({
  validateSearch: redirectSearch,
  beforeLoad: ({ search }) => {
    if (isAuthenticated()) throw redirect({ href: safeRedirect(search.redirect) })
  },
  component: SignInPage,
})

function SignInPage() {
  const { t } = useTranslation()
  const { redirect } = Route.useSearch()
  return (
    <AuthLayout
      title={t('auth.signIn.title')}
      description={t('auth.signIn.description')}
      footer={
        <>
          <p>
            {t('auth.signIn.noAccount')}{' '}
            <Link to="/sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('auth.signIn.signUpLink')}
            </Link>
          </p>
          <LegalLinks i18nKey="auth.signIn.agreement" />
        </>
      }
    >
      <div className="grid gap-4">
        <SignInForm redirect={redirect} />
        <PasskeySignInButton redirect={redirect}>{t('auth.signIn.withPasskey')}</PasskeySignInButton>
      </div>
    </AuthLayout>
  )
}
