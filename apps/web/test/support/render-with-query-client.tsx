import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'

/**
 * `ui` under the console's own query client (retries, failure handlers), with the handlers stubbed: a test that reads
 * whether the generic mutation toast would have fired passes its own `onMutationError`.
 */
export function renderWithQueryClient(ui: ReactNode, { onMutationError = vi.fn() } = {}) {
  const queryClient = createQueryClient({ onSessionExpired: vi.fn(), onServerError: vi.fn(), onMutationError })
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>)
}
