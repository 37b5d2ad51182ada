import { useEffect } from 'react'

/**
 * Names the browser tab and the history entry after the page and the console ("Địa điểm · Wi-Fi Console"), so a
 * screen reader announces where a navigation landed and tabs can be told apart (WCAG 2.4.2). The console's name is
 * the caller's, in the reader's language: i18next's (use-document-title.ts), or the sign-in page's own texts.
 */
export function useDocumentTitleWith(title: string, appName: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName
  }, [title, appName])
}
