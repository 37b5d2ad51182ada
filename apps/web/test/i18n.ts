import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { languages } from '@wifi/contract'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { namespaces } from '../src/lib/i18n-namespaces'
import { languageInUse } from '../src/lib/language'

// Paths, not URLs: under jsdom, `URL` is the DOM's, which node:fs does not take.
const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../public/locales')
const catalog = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>

/**
 * i18next as the console sets it up (src/lib/i18n.ts) but with the real catalogs read from public/locales rather
 * than fetched, so a test asserts the texts a reader sees. English by default: the spec quotes its texts in English.
 */
export async function initI18n(language: (typeof languages)[number] = 'en') {
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'vi',
    supportedLngs: languages,
    ns: namespaces,
    defaultNS: 'common',
    resources: Object.fromEntries(
      languages.map((lng) => [lng, Object.fromEntries(namespaces.map((ns) => [ns, catalog(lng, ns)]))]),
    ),
    interpolation: { escapeValue: false },
  })
  // As src/lib/i18n.ts: the console's language (lib/language.ts, which the API client reads) follows i18next's.
  i18n.on('languageChanged', languageInUse)
  languageInUse(language)
  return i18n
}
