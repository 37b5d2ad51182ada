import type { BackendModule } from 'i18next'

/**
 * Loads the catalog /locales/{language}/{namespace}.json. A server error or a failed connection may pass, so it
 * asks i18next to retry (the `true` beside the error; i18next waits retryTimeout, doubling, up to maxRetries);
 * a missing or malformed catalog will not mend, so it does not.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(language, namespace, callback) {
    const url = `/locales/${language}/${namespace}.json`
    fetch(url).then(
      (response) => {
        if (!response.ok) return callback(`failed loading ${url}: status ${response.status}`, response.status >= 500)
        return response.json().then(
          (catalog: Record<string, unknown>) => callback(null, catalog),
          () => callback(`failed parsing ${url}`, false),
        )
      },
      (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
    )
  },
}
