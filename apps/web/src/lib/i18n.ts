import { languages } from '@wifi/contract'
import i18n from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'
import { namespaces } from './i18n-namespaces'

/**
 * Vietnamese first, English second (docs/product.md §4 and §9): detected from local storage (`i18nextLng`), then the browser,
 * then the html tag, falling back to vi; catalogs load over HTTP with up to 5 retries from a 350 ms base delay,
 * at most 10 in parallel.
 */
void i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: languages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'vi',
    ns: namespaces,
    defaultNS: 'common',
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false },
  })

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language
})

export default i18n
