// @vitest-environment jsdom
import { languages } from '@wifi/contract'
import { createInstance } from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { languageDetector } from '../src/lib/language-detector'

/** i18next with the console's detector and language options; each catalog names its language. */
async function detectedLanguage() {
  const i18n = createInstance()
  await i18n.use(languageDetector).init({
    supportedLngs: languages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'vi',
    resources: { vi: { translation: { name: 'Tiếng Việt' } }, en: { translation: { name: 'English' } } },
  })
  // Read as a resource: `t` takes only the real catalogs' keys, and these stand-ins name their language.
  return i18n.getResource(i18n.resolvedLanguage ?? '', 'translation', 'name')
}

function browserLanguages(codes: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(codes)
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(codes[0] ?? '')
}

afterEach(() => {
  localStorage.clear()
  document.documentElement.lang = ''
  vi.restoreAllMocks()
})

describe('the console language (docs/product.md §4)', () => {
  it('is the one picked before, whatever the browser says', async () => {
    localStorage.setItem('i18nextLng', 'vi')
    browserLanguages(['en-GB', 'en'])
    expect(await detectedLanguage()).toBe('Tiếng Việt')
  })

  it("is the browser's first supported language when none was picked", async () => {
    browserLanguages(['fr-FR', 'en-US', 'vi'])
    expect(await detectedLanguage()).toBe('English')
  })

  it("is the html tag's when neither the storage nor the browser name a supported one", async () => {
    browserLanguages(['fr-FR'])
    document.documentElement.lang = 'en'
    expect(await detectedLanguage()).toBe('English')
  })

  it('falls back to Vietnamese', async () => {
    browserLanguages(['fr-FR', 'de'])
    expect(await detectedLanguage()).toBe('Tiếng Việt')
  })

  it('is kept in local storage when it changes', async () => {
    browserLanguages(['vi-VN'])
    const i18n = createInstance()
    await i18n.use(languageDetector).init({ supportedLngs: languages, fallbackLng: 'vi', resources: {} })
    await i18n.changeLanguage('en')
    expect(localStorage.getItem('i18nextLng')).toBe('en')
  })
})
