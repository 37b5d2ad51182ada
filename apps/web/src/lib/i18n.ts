import { languages } from '@wifi/contract'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { namespaces } from './i18n-namespaces'
import { languageDetector } from './language-detector'
import { localeBackend } from './locale-backend'

/**
 * Vietnamese first, English second (docs/product.md §4 and §9): detected from local storage (`i18nextLng`), then the browser,
 * then the html tag, falling back to vi; catalogs load over HTTP with up to 5 retries from a 350 ms base delay,
 * at most 10 in parallel.
 */
void i18n
  .use(localeBackend)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: languages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'vi',
    ns: namespaces,
    defaultNS: 'common',
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    interpolation: { escapeValue: false },
  })

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language
})

export default i18n
