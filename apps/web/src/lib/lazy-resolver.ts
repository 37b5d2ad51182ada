/**
 * A form resolver that loads on the form's first use rather than with its page: a public form's schema brings zod
 * with it, and the sign-in page is the first thing every visitor loads (docs/decisions/030). `preload` (the form's
 * focus handler) starts the load as soon as someone starts on the form, so a submit rarely waits for it; a load that
 * fails (offline) is tried again on the next validation.
 */
export function lazyResolver<Loaded extends (...args: never[]) => unknown>(load: () => Promise<Loaded>) {
  let loading: Promise<Loaded> | undefined
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  // Typed as the loaded resolver, so useForm infers the form's values from it as from the resolver itself.
  const resolver = (async (...args: Parameters<Loaded>) => (await preload())(...args)) as unknown as Loaded
  return { resolver, preload: () => void preload().catch(() => {}) }
}
