import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ErrorPage } from './error-page'

/** 503: the website is under maintenance; Learn more opens the Help Center's article on it (readable signed out). */
export function MaintenanceError() {
  const { t } = useTranslation()
  return (
    <ErrorPage
      code={503}
      actions={
        <Button variant="outline" asChild>
          <Link to="/help-center/$slug" params={{ slug: 'maintenance' }}>
            {t('errorPages.learnMore')}
          </Link>
        </Button>
      }
    />
  )
}
