import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { NavigationProgress } from '@/components/navigation-progress'
import { Toaster } from '@/components/toaster'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster />
    </>
  ),
})
