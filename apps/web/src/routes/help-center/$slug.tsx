import { createFileRoute } from '@tanstack/react-router'
import { HelpArticleNotFound } from '@/features/help-center/components/help-article-not-found'
import { HelpArticlePage } from '@/features/help-center/components/help-article-page'
import { isHelpArticleSlug } from '@/lib/help-articles'

export const Route = createFileRoute('/help-center/$slug')({
  component: function HelpArticle() {
    const { slug } = Route.useParams()
    return isHelpArticleSlug(slug) ? <HelpArticlePage slug={slug} /> : <HelpArticleNotFound />
  },
})
