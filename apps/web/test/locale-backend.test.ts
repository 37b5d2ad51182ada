import { createInstance } from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localeBackend } from '../src/lib/locale-backend'

/** i18next with the console's backend, retrying quickly (the console waits 350 ms, doubling). */
async function loaded(fetchImpl: typeof fetch) {
  const fetchSpy = vi.fn(fetchImpl)
  vi.stubGlobal('fetch', fetchSpy)
  const i18n = createInstance()
  await i18n
    .use(localeBackend)
    .init({ lng: 'vi', supportedLngs: ['vi'], ns: ['common'], maxRetries: 5, retryTimeout: 1 })
  return { i18n, fetchSpy }
}

const catalog = () => new Response(JSON.stringify({ greeting: 'Xin chào' }), { status: 200 })
// A stand-in catalog, so its key is read as a resource rather than through `t`, which takes the real catalogs' keys.
const greeting = (i18n: Awaited<ReturnType<typeof loaded>>['i18n']) => i18n.getResource('vi', 'common', 'greeting')

afterEach(() => vi.unstubAllGlobals())

describe('the catalog backend', () => {
  it('reads /locales/{lng}/{ns}.json', async () => {
    const { i18n, fetchSpy } = await loaded(() => Promise.resolve(catalog()))
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/locales/vi/common.json'])
    expect(greeting(i18n)).toBe('Xin chào')
  })

  it('retries a server error and a failed connection', async () => {
    const answers = [
      () => Promise.resolve(new Response('', { status: 503 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(catalog()),
    ]
    const { i18n, fetchSpy } = await loaded(() => answers.shift()!())
    expect(fetchSpy).toHaveBeenCalledTimes(3)
    expect(greeting(i18n)).toBe('Xin chào')
  })

  it('gives up after 5 retries', async () => {
    const { fetchSpy } = await loaded(() => Promise.resolve(new Response('', { status: 500 })))
    expect(fetchSpy).toHaveBeenCalledTimes(6)
  })

  it('does not retry a missing or malformed catalog', async () => {
    const missing = await loaded(() => Promise.resolve(new Response('', { status: 404 })))
    expect(missing.fetchSpy).toHaveBeenCalledTimes(1)
    expect(greeting(missing.i18n)).toBeUndefined()

    const malformed = await loaded(() => Promise.resolve(new Response('{', { status: 200 })))
    expect(malformed.fetchSpy).toHaveBeenCalledTimes(1)
  })
})
