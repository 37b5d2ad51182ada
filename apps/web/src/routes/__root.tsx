import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { NavigationProgress } from '@/components/navigation-progress'
import { Toaster } from '@/components/toaster'
import { GeneralError } from '@/features/errors/components/general-error'
import { NotFoundError } from '@/features/errors/components/not-found-error'

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
  notFoundComponent: NotFoundError,
  errorComponent: ({ error }) => <GeneralError error={error} />,
})
