import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'

export const Route = createFileRoute('/(auth)/forgot-password')({ component: ForgotPasswordPage })

function ForgotPasswordPage() {
  const { t } = useTranslation()
  return (
    <AuthLayout
      title={t('auth.forgotPassword.title')}
      description={t('auth.forgotPassword.description')}
      footer={
        <Link to="/sign-in" className="hover:text-primary hover:underline">
          {t('auth.forgotPassword.backToSignIn')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  )
}
