import { apiPaths } from '@wifi/contract'
import type { QueryClient } from '@tanstack/react-query'
import { useAuthStore } from '@/stores/auth-store'
import { api } from './api-client'

/**
 * Revokes the session on the server, then forgets it here even if the server could not be reached: its token and
 * every answer read with it, the signed-in user among them.
 */
export async function signOut(queryClient: QueryClient) {
  try {
    await api('POST', apiPaths.signOut)
  } catch {
    // The session is already gone or unreachable; the local state is cleared either way.
  } finally {
    useAuthStore.getState().reset()
    queryClient.clear()
  }
}
