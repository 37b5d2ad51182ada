import { QueryClientProvider } from '@tanstack/react-query'
import { createRouter, defaultStringifySearch, RouterProvider } from '@tanstack/react-router'
import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import type { TFunction } from 'i18next'
import { toast } from '@/lib/toast'
import { FontProvider } from '@/context/font-provider'
import { ThemeProvider } from '@/context/theme-provider'
import { statusOf } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { loadConsoleRuntime } from '@/lib/console-runtime'
import { createQueryClient } from '@/lib/query-client'
import { AccessDenied } from '@/lib/route-access'
import { useAuthStore } from '@/stores/auth-store'
import { routeTree } from './routeTree.gen'
import './index.css'

/** The console's words for a toast: i18next loads after the sign-in page (lib/console-runtime.ts). */
const toastError = (text: (t: TFunction) => string, options?: { id: string }) =>
  void loadConsoleRuntime().then(({ i18n }) => toast.error(text(i18n.t), options))

// The error pages speak through i18next: they load with it (and are not in the sign-in page's first load).
const withRuntime = <Page,>(page: () => Promise<Page>) => loadConsoleRuntime().then(page)
const ForbiddenError = lazy(() =>
  withRuntime(() => import('@/features/errors/components/forbidden-error')).then((module) => ({
    default: module.ForbiddenError,
  })),
)
const GeneralError = lazy(() =>
  withRuntime(() => import('@/features/errors/components/general-error')).then((module) => ({
    default: module.GeneralError,
  })),
)
const NotFoundError = lazy(() =>
  withRuntime(() => import('@/features/errors/components/not-found-error')).then((module) => ({
    default: module.NotFoundError,
  })),
)

const queryClient = createQueryClient({
  onSessionExpired: () => {
    // Several queries can fail at once; the toast id keeps it to one toast and one redirect target.
    toastError((t) => t('toast.sessionExpired'), { id: 'session-expired' })
    useAuthStore.getState().reset()
    queryClient.clear()
    // A late 401 that arrives once the user is already at sign-in must not wrap its redirect in another one.
    if (router.latestLocation.pathname === '/sign-in') return
    const redirect = router.latestLocation.href
    void router.navigate({ to: '/sign-in', search: { redirect } })
  },
  onServerError: () => {
    toastError((t) => t('toast.internalServerError'), { id: 'internal-server-error' })
    void router.navigate({ to: '/500' })
  },
  onMutationError: (error) => {
    toastError((t) => (statusOf(error) === 304 ? t('toast.contentNotModified') : errorMessage(error, t)))
  },
})

/** Lists in the URL read `status=active,inactive` (what the list schemas parse), not JSON arrays. */
const stringifySearch = (search: Record<string, unknown>) =>
  defaultStringifySearch(
    Object.fromEntries(
      Object.entries(search).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value]),
    ),
  )

/**
 * docs/product.md §9's router defaults: preload on intent after 50 ms, pending UI after 1 s for at least 0.5 s.
 * Any route that fails shows the 500 page, one its guard refused the 403 page (lib/route-access); any path that
 * matches none shows the 404 page.
 */
const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultErrorComponent: ({ error }) =>
    error instanceof AccessDenied ? <ForbiddenError /> : <GeneralError error={error} />,
  defaultNotFoundComponent: NotFoundError,
  stringifySearch,
  defaultPreload: 'intent',
  defaultPreloadDelay: 50,
  defaultPendingMs: 1000,
  defaultPendingMinMs: 500,
  defaultGcTime: 5 * 60_000,
  defaultPreloadStaleTime: 30_000,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

// A refused route is an answer, not a fault: React reports every other error its boundaries catch, as by default.
const onCaughtError = (error: unknown) => {
  if (!(error instanceof AccessDenied)) console.error(error)
}

createRoot(document.getElementById('root')!, { onCaughtError }).render(
  <StrictMode>
    <Suspense>
      <ThemeProvider>
        <FontProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </FontProvider>
      </ThemeProvider>
    </Suspense>
  </StrictMode>,
)
