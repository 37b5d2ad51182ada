import { languages } from '@wifi/contract'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { namespaces } from './i18n-namespaces'
import { consoleLanguage, handLanguageToI18n, languageInUse } from './language'
import { localeBackend } from './locale-backend'

/**
 * Vietnamese first, English second (docs/product.md §4 and §9): the language lib/language.ts detected (local storage's
 * `i18nextLng`, then the browser, then the html tag, else vi). Only its catalogs load (the English catalogs have every
 * key, catalogs.test.ts), over HTTP with up to 5 retries from a 350 ms base delay, at most 10 in parallel.
 */
export const i18nReady = i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: consoleLanguage.current(),
    supportedLngs: languages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: false,
    ns: namespaces,
    defaultNS: 'common',
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    interpolation: { escapeValue: false },
  })

i18n.on('languageChanged', languageInUse)
handLanguageToI18n((language) => i18n.changeLanguage(language))

export default i18n
