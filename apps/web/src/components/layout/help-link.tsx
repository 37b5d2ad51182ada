import { Link } from '@tanstack/react-router'
import { CircleHelp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { HelpArticleSlug } from '@/lib/help-articles'

/** "Help" beside a page's title, to the Help Center's article about that page; its name says which article. */
export function HelpLink({ article }: { article: HelpArticleSlug }) {
  const { t } = useTranslation()
  return (
    <Link
      to="/help-center/$slug"
      params={{ slug: article }}
      aria-label={t('helpCenter.helpFor', { title: t(`helpCenter.titles.${article}`) })}
      className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <CircleHelp aria-hidden className="size-4" />
      {t('helpCenter.help')}
    </Link>
  )
}
