import { useRouterState } from '@tanstack/react-router'
import { useSignInText } from '@/lib/sign-in-text'
import { cn } from '@/lib/utils'

/** The top loading bar while a navigation is pending (docs/product.md §2), named for screen readers meanwhile. */
export function NavigationProgress() {
  // The sign-in page's texts: the bar is on every page, the sign-in page's included (docs/decisions/030).
  const { t } = useSignInText()
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  return (
    <div
      role="progressbar"
      aria-label={t('nav.loadingPage')}
      aria-hidden={!pending}
      data-pending={pending}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[100] h-0.5 origin-left bg-primary transition-all',
        pending
          ? 'animate-[navigation-progress_1.5s_ease-out_forwards] opacity-100'
          : 'scale-x-100 opacity-0 duration-300',
      )}
    />
  )
}
