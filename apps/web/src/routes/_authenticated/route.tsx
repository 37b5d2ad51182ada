import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthenticatedLayout } from '@/components/layout/authenticated-layout'
import { SyncRunToasts } from '@/features/access-points/components/sync-run-toasts'
import { statusOf } from '@/lib/api-error'
import { currentUserQueryOptions } from '@/lib/current-user'
import { useAuthStore } from '@/stores/auth-store'

/**
 * Every page under the signed-in layout needs a session: without a token, go to /sign-in?redirect=<here>.
 * With one, the user is restored from the server (after a reload) and re-checked in the background on each
 * navigation, so a session revoked elsewhere ends with 'Session expired!' (the query client's 401 handler).
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const signInAgain = redirect({ to: '/sign-in', search: { redirect: location.href } })
    if (!useAuthStore.getState().accessToken) throw signInAgain
    try {
      const user = await context.queryClient.ensureQueryData({ ...currentUserQueryOptions(), revalidateIfStale: true })
      useAuthStore.getState().setUser(user)
    } catch (error) {
      if (statusOf(error) === 401) throw signInAgain
      throw error
    }
  },
  component: () => (
    <>
      {/* Runs started from this tab are told when they end, whichever page the reader is on by then. */}
      <SyncRunToasts />
      <AuthenticatedLayout />
    </>
  ),
})
