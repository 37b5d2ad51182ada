import { languages } from '@wifi/contract'
import { languageDetector } from './language-detector'

export type Language = (typeof languages)[number]

const isLanguage = (code: string): code is Language => (languages as readonly string[]).includes(code)

/**
 * The first candidate the console speaks (the one picked before, the browser's, the html tag's), by its language
 * alone (`en-US` is English), else Vietnamese: what i18next chose from the same candidates (docs/product.md §4, §9).
 */
function detect(): Language {
  for (const candidate of languageDetector.detect() as string[]) {
    const [code = ''] = candidate.toLowerCase().split('-')
    if (isLanguage(code)) return code
  }
  return 'vi'
}

// No browser under node (the unit tests that read the catalogs): Vietnamese, kept nowhere.
const inBrowser = typeof document !== 'undefined'

let current: Language = inBrowser ? detect() : 'vi'
// As i18next did on starting: the language in use is on the html tag and kept for the next visit.
if (inBrowser) keep(current)
const listeners = new Set<() => void>()
/** i18next's changeLanguage once the console's runtime has loaded it (lib/i18n.ts): it then owns the choice. */
let changeI18nLanguage: ((language: Language) => unknown) | undefined

/**
 * The console's language without i18next, so the sign-in page can speak it before i18next has loaded
 * (docs/decisions/030); i18next starts from it and reports its changes back here.
 */
export const consoleLanguage = {
  current: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** The reader picked a language: i18next changes it if loaded (and reports back), else it is kept here. */
  choose(language: Language) {
    if (changeI18nLanguage) void changeI18nLanguage(language)
    else languageInUse(language)
  },
}

/** The language now in use: kept for the next visit (`i18nextLng`), on the html tag, and told to listeners. */
export function languageInUse(language: string) {
  if (!isLanguage(language)) return
  if (inBrowser) keep(language)
  if (language === current) return
  current = language
  for (const listener of listeners) listener()
}

function keep(language: Language) {
  languageDetector.cacheUserLanguage?.(language)
  document.documentElement.lang = language
}

/** Called by lib/i18n.ts once i18next is set up. */
export function handLanguageToI18n(change: (language: Language) => unknown) {
  changeI18nLanguage = change
}
