import { createFileRoute, redirect } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { loadChallenge } from '@/features/auth/api/sign-in-challenge'
import { AppCodeForm } from '@/features/auth/components/app-code-form'
import { BackLink } from '@/features/auth/components/auth-footer-links'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { OtpForm } from '@/features/auth/components/otp-form'
import { PasskeySignInButton } from '@/features/auth/components/passkey-sign-in-button'
import { redirectSearch } from '@/lib/route-search'

export const Route = createFileRoute('/(auth)/otp')({
  validateSearch: redirectSearch,
  // Without a pending sign-in there is no code to enter: start again at the password step.
  beforeLoad: ({ search }) => {
    const challenge = loadChallenge()
    if (!challenge) throw redirect({ to: '/sign-in', search: { redirect: search.redirect } })
    return { challenge }
  },
  component: OtpPage,
})

function OtpPage() {
  const { t } = useTranslation()
  const { challenge } = Route.useRouteContext()
  const { redirect } = Route.useSearch()
  // A user with an authenticator app is asked for its code; one whose only way is a passkey (REQUIRE_STRONG_MFA:
  // no code was emailed) for the passkey alone; everyone else for the emailed code.
  const methods = challenge.methods ?? []
  const withApp = methods.includes('totp')
  const passkeyOnly = methods.length > 0 && methods.every((method) => method === 'passkey')
  const description = passkeyOnly
    ? t('auth.otp.passkeyDescription')
    : withApp
      ? t('auth.otp.appDescription')
      : t('auth.otp.description', { email: challenge.maskedEmail })
  return (
    <AuthLayout
      title={t('auth.otp.title')}
      description={description}
      footer={
        <BackLink to="/sign-in" search={{ redirect }}>
          {t('auth.otp.backToSignIn')}
        </BackLink>
      }
    >
      <div className="grid gap-4">
        {passkeyOnly ? null : withApp ? (
          <AppCodeForm challenge={challenge} redirect={redirect} />
        ) : (
          <OtpForm challenge={challenge} redirect={redirect} />
        )}
        {methods.includes('passkey') && (
          <PasskeySignInButton challengeToken={challenge.challengeToken} redirect={redirect} primary={passkeyOnly}>
            {passkeyOnly ? t('auth.otp.signInWithPasskey') : t('auth.otp.usePasskey')}
          </PasskeySignInButton>
        )}
      </div>
    </AuthLayout>
  )
}
