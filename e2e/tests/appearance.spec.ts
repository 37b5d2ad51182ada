import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { toast } from '../support/forms.ts'

type ThemeClass = 'light' | 'dark'
type FontName = 'inter' | 'manrope' | 'system'

/** The theme and font classes on <html>: exactly one of each. */
async function expectRootClasses(page: Page, theme: ThemeClass, font: FontName) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.documentElement.classList]
          .filter((name) => name === 'light' || name === 'dark' || name.startsWith('font-'))
          .sort(),
      ),
    )
    .toEqual([theme, `font-${font}`].sort())
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)

/** The saved theme and font are on <html> and stored, and still so after a reload, the theme's radio checked. */
async function expectKeptAcrossReloads(page: Page, theme: ThemeClass, font: FontName, themeRadio: string) {
  await expectRootClasses(page, theme, font)
  expect(await stored(page, 'vite-ui-theme')).toBe(theme)
  expect(await stored(page, 'font')).toBe(font)

  await page.reload()
  await expectRootClasses(page, theme, font)
  await expect(page.getByRole('radio', { name: themeRadio })).toBeChecked()
}

/** Picks the choices given on Settings → Appearance, and saves them with Update preferences. */
async function savePreferences(page: Page, choice: { theme?: string; font?: string; language?: string }) {
  if (choice.font) {
    await page.getByRole('combobox', { name: 'Font' }).click()
    await page.getByRole('option', { name: choice.font }).click()
  }
  if (choice.theme) await page.getByRole('radio', { name: choice.theme }).check()
  if (choice.language) {
    await page.getByRole('combobox', { name: 'Language' }).click()
    await page.getByRole('option', { name: choice.language }).click()
  }
  await page.getByRole('button', { name: 'Update preferences' }).click()
}

test.beforeEach(async ({ page, signedInAccount: _ }) => {
  await page.goto('/settings/appearance')
})

test('theme and font start as system and Inter, and dark with Manrope is kept across reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await expectRootClasses(page, 'light', 'inter')
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked()
  await expect(page.getByRole('combobox', { name: 'Font' })).toHaveText('Inter')

  await savePreferences(page, { theme: 'Dark', font: 'Manrope' })
  await expect(toast(page, 'Your preferences have been saved.')).toBeVisible()
  await expectKeptAcrossReloads(page, 'dark', 'manrope', 'Dark')
  await expect(page.getByRole('combobox', { name: 'Font' })).toHaveText('Manrope')
})

test('light with the system font is kept across reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await savePreferences(page, { theme: 'Light', font: 'System' })
  await expectKeptAcrossReloads(page, 'light', 'system', 'Light')
})

test('the system theme follows the operating system, live and after a reload', async ({ page }) => {
  await savePreferences(page, { theme: 'Dark' })
  await savePreferences(page, { theme: 'System' })
  expect(await stored(page, 'vite-ui-theme')).toBe('system')

  await page.emulateMedia({ colorScheme: 'dark' })
  await expectRootClasses(page, 'dark', 'inter')
  await page.emulateMedia({ colorScheme: 'light' })
  await expectRootClasses(page, 'light', 'inter')

  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  await expectRootClasses(page, 'dark', 'inter')
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked()
})

test('the language is kept across reloads', async ({ page }) => {
  await savePreferences(page, { language: 'Tiếng Việt' })
  await expect(page.getByRole('heading', { level: 2, name: 'Giao diện' })).toBeVisible()
  expect(await stored(page, 'i18nextLng')).toBe('vi')

  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Giao diện' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bảo mật' }).first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')

  await page.getByRole('combobox', { name: 'Ngôn ngữ' }).click()
  await page.getByRole('option', { name: 'English' }).click()
  await page.getByRole('button', { name: 'Cập nhật tùy chọn' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Appearance' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Appearance' })).toBeVisible()
  expect(await stored(page, 'i18nextLng')).toBe('en')
})
