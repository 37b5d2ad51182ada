import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { NavigationProgress } from '@/components/navigation-progress'
import { Toaster } from '@/components/toaster'
import { loadConsoleRuntime, needsConsoleRuntime } from '@/lib/console-runtime'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page but sign-in speaks through i18next: it and the catalog load before the page renders (lib/console-runtime).
  beforeLoad: async ({ location }) => {
    if (needsConsoleRuntime(location.pathname)) await loadConsoleRuntime()
  },
  component: () => (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster />
    </>
  ),
})
