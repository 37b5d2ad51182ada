import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { loadChallenge } from '@/features/auth/api/sign-in-challenge'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { OtpForm } from '@/features/auth/components/otp-form'
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
  return (
    <AuthLayout
      title={t('auth.otp.title')}
      description={t('auth.otp.description', { email: challenge.maskedEmail })}
      footer={
        <Link to="/sign-in" search={{ redirect }} className="hover:text-primary hover:underline">
          {t('auth.otp.backToSignIn')}
        </Link>
      }
    >
      <OtpForm challenge={challenge} redirect={redirect} />
    </AuthLayout>
  )
}
