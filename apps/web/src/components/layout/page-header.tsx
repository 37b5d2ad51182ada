import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/hooks/use-document-title'
import type { HelpArticleSlug } from '@/lib/help-articles'
import { HelpLink } from './help-link'

/**
 * A page's title and one line on what it is for. The heading takes focus after a navigation (see
 * `useFocusOnNavigation`), so it is focusable by script but not a Tab stop.
 */
export function PageHeader({
  title,
  documentTitle = title,
  description,
  actions,
  help,
}: {
  title: string
  /** The browser tab's title when it differs from the heading (a greeting, a sub-page). */
  documentTitle?: string
  description?: string
  actions?: ReactNode
  /** The Help Center's article about this page, linked beside the title. */
  help?: HelpArticleSlug
}) {
  useDocumentTitle(documentTitle)
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
            {title}
          </h1>
          {help && <HelpLink article={help} />}
        </div>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {actions}
    </div>
  )
}
