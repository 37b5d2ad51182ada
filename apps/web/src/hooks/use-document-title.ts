import { useTranslation } from 'react-i18next'
import { useDocumentTitleWith } from './use-document-title-with'

/**
 * Names the browser tab and the history entry after the page, in the console's language ("Địa điểm · Wi-Fi
 * Console"), so a screen reader announces where a navigation landed and tabs can be told apart (WCAG 2.4.2).
 */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation()
  useDocumentTitleWith(title, t('appName'))
}
