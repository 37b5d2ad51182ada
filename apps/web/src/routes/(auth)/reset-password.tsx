import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'

export const Route = createFileRoute('/(auth)/reset-password')({
  validateSearch: z.object({ token: z.catch(z.string(), '') }),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { t } = useTranslation()
  const { token } = Route.useSearch()
  return (
    <AuthLayout
      title={t('auth.resetPassword.title')}
      description={t('auth.resetPassword.description')}
      footer={
        <Link to="/forgot-password" className="hover:text-primary hover:underline">
          {t('auth.resetPassword.requestNewLink')}
        </Link>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  )
}
