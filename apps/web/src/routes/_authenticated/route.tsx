import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { AuthenticatedLayout } from '@/components/layout/authenticated-layout'
import { SyncRunToasts } from '@/features/access-points/components/sync-run-toasts'
import { StrongFactorSetup } from '@/features/auth/components/strong-factor-setup'
import { statusOf } from '@/lib/api-error'
import { currentUserQueryOptions } from '@/lib/current-user'
import { secondFactorsQueryOptions } from '@/lib/second-factors'
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
  component: SignedInShell,
})

/**
 * The console, unless REQUIRE_STRONG_MFA waits for this user to set up an authenticator app or a passkey: then the
 * setup, in its place, until the recovery codes are kept. Decided here, in the layout's lazily loaded part, so the
 * sign-in page's first load does not grow; the server refuses the console's requests meanwhile either way.
 */
function SignedInShell() {
  const factors = useQuery(secondFactorsQueryOptions())
  const queryClient = useQueryClient()
  const router = useRouter()
  // Held from the moment the wait is seen until the setup is finished: confirming the app ends the wait on the
  // server before the recovery codes are shown, and they must not vanish with it.
  const [settingUp, setSettingUp] = useState(false)
  if (factors.data?.strongFactorRequired && !settingUp) setSettingUp(true)
  if (factors.isPending) return null
  if (settingUp) {
    return (
      <StrongFactorSetup
        onEnrolled={() => {
          setSettingUp(false)
          // What the page asked for while the server refused it is asked again.
          void queryClient.invalidateQueries()
          void router.invalidate()
        }}
      />
    )
  }
  return (
    <>
      {/* Runs started from this tab are told when they end, whichever page the reader is on by then. */}
      <SyncRunToasts />
      <AuthenticatedLayout />
    </>
  )
}
