import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * After a navigation to another page, focus goes to the new page's heading, so a screen reader reads where the
 * user landed and the next Tab starts in the page, not back at the sidebar (WCAG 2.4.3). Changes of the search
 * part alone (a table's sort, filter or page) leave focus where it is.
 */
export function useFocusOnNavigation() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
        if (!pathChanged || !fromLocation) return
        // After the frame that paints the new page, and after a closing menu or sheet gives its focus back.
        requestAnimationFrame(() =>
          setTimeout(() => document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true })),
        )
      }),
    [router],
  )
}
