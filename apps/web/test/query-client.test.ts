import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../src/lib/api-error'
import { createQueryClient, retryDelay, shouldRetry } from '../src/lib/query-client'

const failure = (status: number) => new ApiError(status, { code: 'INTERNAL', message: `status ${status}` })

function clientWithSpies() {
  const handlers = { onSessionExpired: vi.fn(), onServerError: vi.fn(), onMutationError: vi.fn() }
  return { handlers, client: createQueryClient(handlers) }
}

describe('retries (docs/product.md §7)', () => {
  it('retries a failing query at most 3 times, not 4', () => {
    expect([0, 1, 2, 3, 4].map((count) => shouldRetry(count, failure(500)))).toEqual([true, true, true, false, false])
    expect(shouldRetry(0, new ApiError(0, undefined))).toBe(true)
  })

  it('never retries a 401 or a 403', () => {
    expect(shouldRetry(0, failure(401))).toBe(false)
    expect(shouldRetry(0, failure(403))).toBe(false)
  })

  it('backs off exponentially and caps the wait at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })

  it('calls a failing query 4 times in all (the first try and 3 retries)', async () => {
    const { client } = clientWithSpies()
    const queryFn = vi.fn().mockRejectedValue(failure(503))
    await expect(client.fetchQuery({ queryKey: ['flaky'], queryFn, retryDelay: 0 })).rejects.toThrow()
    expect(queryFn).toHaveBeenCalledTimes(4)
  })
})

describe('query defaults (docs/product.md §7)', () => {
  it('are stale after 10 s, kept 5 minutes unused, and refetched on window focus', () => {
    const { client } = clientWithSpies()
    const defaults = client.getDefaultOptions().queries
    expect(defaults?.staleTime).toBe(10_000)
    expect(defaults?.gcTime).toBe(300_000)
    expect(defaults?.refetchOnWindowFocus).toBe(true)
  })
})

describe('failure handling (docs/product.md §4 and §7)', () => {
  it('ends the session on a query 401 and goes to /500 on a query 500', async () => {
    const { client, handlers } = clientWithSpies()
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(failure(401)) })).rejects.toThrow()
    expect(handlers.onSessionExpired).toHaveBeenCalledTimes(1)
    await expect(
      client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(failure(500)), retry: false }),
    ).rejects.toThrow()
    expect(handlers.onServerError).toHaveBeenCalledTimes(1)
    expect(handlers.onMutationError).not.toHaveBeenCalled()
  })

  it('leaves a 500 to a query that shows its own failure, but still ends the session on its 401', async () => {
    const { client, handlers } = clientWithSpies()
    const own = (status: number) => ({
      queryKey: ['own', status],
      queryFn: () => Promise.reject(failure(status)),
      retry: false,
      meta: { handlesErrors: true },
    })
    await expect(client.fetchQuery(own(500))).rejects.toThrow()
    expect(handlers.onServerError).not.toHaveBeenCalled()
    await expect(client.fetchQuery(own(401))).rejects.toThrow()
    expect(handlers.onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('reports a mutation failure once, unless the mutation handles it itself', async () => {
    const { client, handlers } = clientWithSpies()
    const mutationFn = () => Promise.reject(failure(304))
    await expect(client.getMutationCache().build(client, { mutationFn }).execute(undefined)).rejects.toThrow()
    expect(handlers.onMutationError).toHaveBeenCalledTimes(1)
    expect(handlers.onMutationError.mock.calls[0]?.[0]).toMatchObject({ status: 304 })

    const onError = vi.fn()
    await expect(client.getMutationCache().build(client, { mutationFn, onError }).execute(undefined)).rejects.toThrow()
    expect(onError).toHaveBeenCalledTimes(1)
    const ownToasts = { mutationFn, meta: { handlesErrors: true } }
    await expect(client.getMutationCache().build(client, ownToasts).execute(undefined)).rejects.toThrow()
    expect(handlers.onMutationError).toHaveBeenCalledTimes(1)
  })
})
