import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { LegalLinks } from '@/features/auth/components/legal-links'
import { SignUpForm } from '@/features/auth/components/sign-up-form'

export const Route = createFileRoute('/(auth)/sign-up')({ component: SignUpPage })

function SignUpPage() {
  const { t } = useTranslation()
  return (
    <AuthLayout
      title={t('auth.signUp.title')}
      description={t('auth.signUp.description')}
      footer={
        <>
          <p>
            {t('auth.signUp.haveAccount')}{' '}
            <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('auth.signUp.signInLink')}
            </Link>
          </p>
          <LegalLinks i18nKey="auth.signUp.agreement" />
        </>
      }
    >
      <SignUpForm />
    </AuthLayout>
  )
}
