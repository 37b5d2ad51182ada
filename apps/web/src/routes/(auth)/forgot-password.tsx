import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { BackLink } from '@/features/auth/components/auth-footer-links'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'

export const Route = createFileRoute('/(auth)/forgot-password')({ component: ForgotPasswordPage })

function ForgotPasswordPage() {
  const { t } = useTranslation()
  return (
    <AuthLayout
      title={t('auth.forgotPassword.title')}
      description={t('auth.forgotPassword.description')}
      footer={<BackLink to="/sign-in">{t('auth.forgotPassword.backToSignIn')}</BackLink>}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  )
}
