import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { BackLink } from '@/features/auth/components/auth-footer-links'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'

export const Route = createFileRoute('/(auth)/reset-password')({
  // A plain function, not a schema: the route tree loads with the sign-in page (docs/decisions/030).
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { t } = useTranslation()
  const { token } = Route.useSearch()
  return (
    <AuthLayout
      title={t('auth.resetPassword.title')}
      description={t('auth.resetPassword.description')}
      footer={<BackLink to="/forgot-password">{t('auth.resetPassword.requestNewLink')}</BackLink>}
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  )
}
