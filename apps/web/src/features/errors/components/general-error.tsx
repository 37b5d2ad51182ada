import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ErrorPage } from './error-page'

/**
 * The 500 page. For a route that failed it also holds the generic 'Something went wrong!' view, whose
 * Show/Hide Error reveals the error's text for a support request.
 */
export function GeneralError({ error }: { error?: unknown }) {
  const { t } = useTranslation()
  const [showError, setShowError] = useState(false)
  const detail = error instanceof Error ? error.message : error === undefined ? '' : String(error)
  return (
    <ErrorPage code={500}>
      {error !== undefined && (
        <section className="mt-4 w-full max-w-md rounded-lg border bg-card p-4 text-left" aria-live="polite">
          <div className="flex items-center justify-between gap-3">
            <h2 className="font-medium">{t('errorPages.somethingWentWrong')}</h2>
            <Button variant="ghost" size="sm" onClick={() => setShowError((shown) => !shown)}>
              {showError ? t('errorPages.hideError') : t('errorPages.showError')}
            </Button>
          </div>
          {showError && (
            <pre className="mt-3 max-h-48 overflow-auto rounded bg-muted p-3 text-xs whitespace-pre-wrap">{detail}</pre>
          )}
        </section>
      )}
    </ErrorPage>
  )
}
