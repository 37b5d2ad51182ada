import { create } from 'zustand'
import { clearAccessTokenCookie, readAccessTokenCookie, writeAccessTokenCookie } from '@/lib/cookies'

/**
 * The auth state of docs/product.md §3–4: authenticated means the access token is non-empty; reset clears it. The
 * signed-in user is not kept here but in the query cache (lib/current-user), the one place every screen reads them.
 */
interface AuthState {
  accessToken: string
  setAccessToken: (accessToken: string) => void
  reset: () => void
}

export const useAuthStore = create<AuthState>()((set) => ({
  accessToken: readAccessTokenCookie(),
  setAccessToken: (accessToken) => {
    writeAccessTokenCookie(accessToken)
    set({ accessToken })
  },
  reset: () => {
    clearAccessTokenCookie()
    set({ accessToken: '' })
  },
}))

export const isAuthenticated = () => useAuthStore.getState().accessToken !== ''
