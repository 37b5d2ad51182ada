import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'

/** An address under /help-center that is no article (an old link, a typo): say so and lead back to the list. */
export function HelpArticleNotFound() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('helpCenter.notFound.title')} description={t('helpCenter.notFound.description')} />
      <Button asChild>
        <Link to="/help-center">{t('helpCenter.backToIndex')}</Link>
      </Button>
    </>
  )
}
