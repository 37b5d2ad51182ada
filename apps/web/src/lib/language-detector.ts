import type { LanguageDetectorModule } from 'i18next'

/** Where the language picked last is kept (the key i18next's own browser detector used, so earlier picks hold). */
const languageStorageKey = 'i18nextLng'

/**
 * The console's language candidates, most preferred first (docs/product.md §4 and §9): the one picked before,
 * then the browser's, then the html tag's. i18next takes the first it supports, else falls back to vi, and hands
 * back the language in use to be kept.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    [
      localStorage.getItem(languageStorageKey),
      ...navigator.languages,
      navigator.language,
      document.documentElement.lang,
    ].filter((code): code is string => Boolean(code)),
  cacheUserLanguage: (language) => localStorage.setItem(languageStorageKey, language),
}
