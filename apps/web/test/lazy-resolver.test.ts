import { describe, expect, it, vi } from 'vitest'
import { lazyResolver } from '../src/lib/lazy-resolver'

describe('a lazily loaded form resolver', () => {
  it('loads once, on preload or the first validation, and answers as the loaded resolver', async () => {
    const loaded = vi.fn((values: { email: string }) => Promise.resolve({ values, errors: {} }))
    const load = vi.fn(() => Promise.resolve(loaded))
    const { resolver, preload } = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()
    preload()
    preload()
    await expect(resolver({ email: 'a@b.vn' })).resolves.toEqual({ values: { email: 'a@b.vn' }, errors: {} })
    await resolver({ email: 'c@d.vn' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(loaded).toHaveBeenCalledTimes(2)
  })

  it('tries the load again after one that failed (offline), and a failed preload throws nowhere', async () => {
    const loaded = () => Promise.resolve('valid')
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(loaded)
    const { resolver, preload } = lazyResolver<typeof loaded>(load)
    preload()
    await new Promise((settled) => setTimeout(settled))
    expect(load).toHaveBeenCalledTimes(1)
    await expect(resolver()).resolves.toBe('valid')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
