/**
 * What the console needs beyond the sign-in page (docs/decisions/030): i18next with the active language's catalogs,
 * and tailwind-merge for `cn`. The root route loads it before any other page renders; the sign-in page only when it
 * has a failure to word. Loaded once, and tried again after a failure.
 */
type ConsoleRuntime = typeof import('./console-runtime-modules')

let loading: Promise<ConsoleRuntime> | undefined
let loaded: ConsoleRuntime | undefined

/** The runtime if it has loaded, for what renders either way. */
export const loadedConsoleRuntime = () => loaded

export function loadConsoleRuntime() {
  loading ??= import('./console-runtime-modules').then(
    async (modules) => {
      await modules.i18nReady
      loaded = modules
      return modules
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The pages that render before the console's runtime has loaded: the sign-in page alone. */
export const needsConsoleRuntime = (pathname: string) => pathname !== '/sign-in'
