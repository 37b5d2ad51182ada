import { Link, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'

interface ErrorPageProps {
  /** `errorPages.<code>` in the catalog holds the page's title and description. */
  code: 401 | 403 | 404 | 500 | 503
  children?: ReactNode
  /** Replaces Go back and Back to home. */
  actions?: ReactNode
}

/** The shared look of the error pages: the status, its title and text, Go back and Back to home. */
export function ErrorPage({ code, children, actions }: ErrorPageProps) {
  const { t } = useTranslation()
  const { history } = useRouter()
  useDocumentTitle(t(`errorPages.${code}.title`))
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-2 p-6 text-center">
      <p className="text-7xl leading-tight font-bold text-primary/80 sm:text-[7rem]">{code}</p>
      <h1 className="text-xl font-semibold sm:text-2xl">{t(`errorPages.${code}.title`)}</h1>
      <p className="max-w-md text-muted-foreground">{t(`errorPages.${code}.description`)}</p>
      {children}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {actions ?? (
          <>
            <Button variant="outline" onClick={() => history.back()}>
              {t('errorPages.goBack')}
            </Button>
            <Button asChild>
              <Link to="/">{t('errorPages.backToHome')}</Link>
            </Button>
          </>
        )}
      </div>
    </main>
  )
}
