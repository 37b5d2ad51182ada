import type { User } from '@wifi/contract'
import { create } from 'zustand'
import { clearAccessTokenCookie, readAccessTokenCookie, writeAccessTokenCookie } from '@/lib/cookies'

/** The auth state of docs/product.md §3–4: authenticated means the access token is non-empty; reset clears both. */
interface AuthState {
  accessToken: string
  user: User | null
  setSession: (accessToken: string, user: User) => void
  setUser: (user: User) => void
  reset: () => void
}

export const useAuthStore = create<AuthState>()((set) => ({
  accessToken: readAccessTokenCookie(),
  user: null,
  setSession: (accessToken, user) => {
    writeAccessTokenCookie(accessToken)
    set({ accessToken, user })
  },
  setUser: (user) => set({ user }),
  reset: () => {
    clearAccessTokenCookie()
    set({ accessToken: '', user: null })
  },
}))

export const isAuthenticated = () => useAuthStore.getState().accessToken !== ''
