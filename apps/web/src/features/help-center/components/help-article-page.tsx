import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/layout/page-header'
import type { HelpArticleSlug } from '@/lib/help-articles'
import { helpArticle, helpLanguageOf } from '../lib/articles'
import { plainText, type Block } from '../lib/markdown'
import { ArticleContent } from './article-content'

/** One article in the console's language: back to the list, its title and summary, its sections, then the text. */
export function HelpArticlePage({ slug }: { slug: HelpArticleSlug }) {
  const { t, i18n } = useTranslation()
  const article = helpArticle(helpLanguageOf(i18n.language), slug)
  const sections = article.blocks.filter(
    (block): block is Extract<Block, { kind: 'heading' }> => block.kind === 'heading' && block.level === 2,
  )

  return (
    <article>
      <Link
        to="/help-center"
        className="mb-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('helpCenter.backToIndex')}
      </Link>
      <PageHeader
        title={article.title}
        documentTitle={`${article.title} · ${t('pages.helpCenter.title')}`}
        description={article.summary}
      />
      {sections.length > 1 && (
        <nav aria-label={t('helpCenter.onThisPage')} className="mb-6 max-w-3xl rounded-lg border p-4">
          <h2 className="mb-2 text-sm font-semibold">{t('helpCenter.onThisPage')}</h2>
          <ul className="grid gap-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                  {plainText(section.content)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ArticleContent blocks={article.blocks} />
    </article>
  )
}
