import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toastRequests } from '@/lib/toast'

const SonnerToaster = lazy(() =>
  import('@/components/sonner-toaster').then((module) => ({ default: module.SonnerToaster })),
)

/** Mounts sonner's toaster with the first toast (lib/toast.ts), so pages that never toast do not load it. */
export function Toaster() {
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.requested)
  // Its own boundary: suspending while sonner loads must not blank the page under main.tsx's <Suspense>.
  return requested ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null
}
