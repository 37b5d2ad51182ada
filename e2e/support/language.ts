import type { Page } from '@playwright/test'

export type UiLanguage = 'vi' | 'en'

/**
 * Makes `language` the console's language from the first script of every page load, the way a returning user
 * who once picked it would have it (the `i18nextLng` key of local storage). A language the user picks in the
 * console later is kept: only an empty key is filled.
 */
export async function setLanguageBeforeLoad(page: Page, language: UiLanguage) {
  await page.addInitScript((chosen) => {
    // Chromium's own error page (a navigation that failed) has no storage; only the console's pages matter.
    if (location.protocol !== 'http:') return
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', chosen)
  }, language)
}
