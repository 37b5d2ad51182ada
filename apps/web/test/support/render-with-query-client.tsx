import type { User } from '@wifi/contract'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { currentUserKey } from '@/lib/current-user'
import { createQueryClient } from '@/lib/query-client'

interface Options {
  /** Stubbed unless a test reads whether the generic mutation toast would have fired. */
  onMutationError?: () => void
  /** The signed-in user, where the console keeps them (lib/current-user); none by default. */
  signedIn?: User
}

/** `ui` under the console's own query client (retries, failure handlers), with the handlers stubbed. */
export function renderWithQueryClient(ui: ReactNode, { onMutationError = vi.fn(), signedIn }: Options = {}) {
  const queryClient = createQueryClient({ onSessionExpired: vi.fn(), onServerError: vi.fn(), onMutationError })
  if (signedIn) queryClient.setQueryData(currentUserKey, signedIn)
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>)
}
