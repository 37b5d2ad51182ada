import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, redirect, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { AuthenticatedLayout } from '@/components/layout/authenticated-layout'
import { SyncRunToasts } from '@/features/access-points/components/sync-run-toasts'
import { StrongFactorSetup } from '@/features/auth/components/strong-factor-setup'
import { StrongSignInHold } from '@/features/auth/components/strong-sign-in-hold'
import { GeneralError } from '@/features/errors/components/general-error'
import { ApiError, statusOf } from '@/lib/api-error'
import { currentUserQueryOptions } from '@/lib/current-user'
import { useAuthStore } from '@/stores/auth-store'

/**
 * Every page under the signed-in layout needs a session: without a token, go to /sign-in?redirect=<here>.
 * With one, the user is restored from the server (after a reload) and re-checked in the background on each
 * navigation, so a session revoked elsewhere ends with 'Session expired!' (the query client's 401 handler).
 * A user REQUIRE_STRONG_MFA waits on for an authenticator app or a passkey is refused even that (403
 * STRONG_FACTOR_REQUIRED): no page under the layout loads, and the setup is shown in its place (`errorComponent`).
 * One who has a factor but signed in without it is held the same way (403 STRONG_SIGN_IN_REQUIRED), and asked to
 * sign in again with it.
 */
export const Route = createFileRoute('/_authenticated')({
  // The setup goes with the layout's chunk rather than in one of its own: each chunk's name is in the first load.
  codeSplitGroupings: [['component', 'errorComponent']],
  beforeLoad: async ({ context, location }) => {
    const signInAgain = redirect({ to: '/sign-in', search: { redirect: location.href } })
    if (!useAuthStore.getState().accessToken) throw signInAgain
    try {
      await context.queryClient.ensureQueryData({ ...currentUserQueryOptions(), revalidateIfStale: true })
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
  errorComponent: SignedInError,
})

/**
 * The setup a required second factor asks for, in place of the console (docs/decisions/039); once it is done, the
 * layout is loaded again, and with it the page that was asked for. A session held until its user signs in with the
 * factor they have gets that hold's page (docs/decisions/045). Any other failure is the usual 500 page.
 */
function SignedInError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const code = error instanceof ApiError ? error.code : undefined
  if (code === 'STRONG_SIGN_IN_REQUIRED') return <StrongSignInHold />
  if (code !== 'STRONG_FACTOR_REQUIRED') return <GeneralError error={error} />
  return (
    <StrongFactorSetup
      onEnrolled={() => {
        void queryClient.invalidateQueries()
        void router.invalidate()
      }}
    />
  )
}
