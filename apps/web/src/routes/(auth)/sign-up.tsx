import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { OtherAccountStep } from '@/features/auth/components/auth-footer-links'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { SignUpForm } from '@/features/auth/components/sign-up-form'

export const Route = createFileRoute('/(auth)/sign-up')({ component: SignUpPage })

function SignUpPage() {
  const { t } = useTranslation()
  return (
    <AuthLayout
      title={t('auth.signUp.title')}
      description={t('auth.signUp.description')}
      footer={
        <OtherAccountStep
          question={t('auth.signUp.haveAccount')}
          link={{ to: '/sign-in', label: t('auth.signUp.signInLink') }}
          agreement="auth.signUp.agreement"
        />
      }
    >
      <SignUpForm />
    </AuthLayout>
  )
}
