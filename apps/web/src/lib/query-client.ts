import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { statusOf } from './api-error'

/** What the app does when a query or mutation fails in a way the whole console reacts to (docs/product.md §4 and §7). */
export interface QueryFailureHandlers {
  /** A query answered 401: toast 'Session expired!', reset auth, go to /sign-in?redirect=<here>. */
  onSessionExpired: () => void
  /** A query answered 500: toast 'Internal Server Error!', go to /500. */
  onServerError: () => void
  /** A mutation without its own onError failed: 304 → 'Content not modified!', else its message. */
  onMutationError: (error: unknown) => void
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Every call of this mutation handles its own failure (`mutate(input, { onError })`). */
      handlesErrors?: boolean
    }
    queryMeta: {
      /**
       * This query shows its own failure (a toast and an error state with a retry, like the ads list's 'Error
       * loading advertisements'), so a 500 does not leave its page for /500. A 401 still ends the session.
       */
      handlesErrors?: boolean
    }
  }
}

const maxRetries = 3
const maxRetryDelayMs = 30_000

/** At most 3 retries (not 4), never for 401/403, and never for other client errors that would fail the same way. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error)
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) return false
  return failureCount < maxRetries
}

/** Exponential back-off from 1 s, capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, maxRetryDelayMs)

export function createQueryClient(handlers: QueryFailureHandlers) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const status = statusOf(error)
        if (status === 401) handlers.onSessionExpired()
        else if (status === 500 && !query.meta?.handlesErrors) handlers.onServerError()
      },
    }),
    mutationCache: new MutationCache({
      // A mutation that handles its own failure (with the spec's specific toast) is not toasted twice: it has an
      // onError of its own, or says in its meta that each call passes one to mutate().
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.options.onError && !mutation.meta?.handlesErrors) handlers.onMutationError(error)
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 10_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: true,
      },
    },
  })
}
