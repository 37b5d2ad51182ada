import { apiPaths } from '@wifi/contract'
import { useAuthStore } from '@/stores/auth-store'
import { api } from './api-client'

/** Revokes the session on the server, then forgets it here even if the server could not be reached. */
export async function signOut() {
  try {
    await api('POST', apiPaths.signOut)
  } catch {
    // The session is already gone or unreachable; the local state is cleared either way.
  } finally {
    useAuthStore.getState().reset()
  }
}
