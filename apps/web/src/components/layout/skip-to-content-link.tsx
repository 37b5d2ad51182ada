import { useTranslation } from 'react-i18next'

/** The page's first Tab stop: past the header and navigation straight to `#main-content`, which takes focus. */
export function SkipToContentLink() {
  const { t } = useTranslation()
  return (
    <a
      href="#main-content"
      onClick={(event) => {
        event.preventDefault()
        document.getElementById('main-content')?.focus()
      }}
      className="sr-only z-50 rounded-md bg-background font-medium shadow-md ring-2 ring-ring focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      {t('nav.skipToContent')}
    </a>
  )
}
