import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AuthLayout } from './auth-layout'

/** The Terms of Service and Privacy Policy linked from the sign-in and sign-up pages. */
export function LegalPage({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation()
  const paragraphs = t(`legal.${document}.body`, { returnObjects: true }) as string[]
  return (
    <AuthLayout
      title={t(`legal.${document}.title`)}
      footer={
        <Link to="/sign-in" className="hover:text-primary hover:underline">
          {t('legal.backToSignIn')}
        </Link>
      }
    >
      <div className="grid gap-3 text-sm leading-relaxed">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </AuthLayout>
  )
}
