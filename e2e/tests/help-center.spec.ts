import { expect, test } from '../support/fixtures.ts'

// The Help Center (ADR 025): articles in both languages, searched with or without diacritics, each at its own
// address, readable signed out, linked from the screens and from the 503 page.

test.describe('in Vietnamese, signed out', () => {
  test.use({ uiLanguage: 'vi' })

  test('"dong bo" finds the articles that say "đồng bộ", and the query stays in the address', async ({ page }) => {
    await page.goto('/help-center')
    await expect(page.getByRole('heading', { level: 1, name: 'Trung tâm trợ giúp' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText('17 bài viết')

    await page.getByLabel('Tìm trong trợ giúp').fill('dong bo')
    await expect(page.getByRole('status')).toHaveText(/^\d+ bài viết có “dong bo”$/)
    const results = page.getByRole('main').getByRole('listitem')
    await expect(results.first()).toContainText('đồng bộ')
    await expect(page.getByRole('link', { name: 'Khắc phục sự cố: đồng bộ thất bại' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Thiết lập cổng openNDS' })).toHaveCount(0)
    await expect(page).toHaveURL('/help-center?q=dong+bo')

    await page.reload()
    await expect(page.getByLabel('Tìm trong trợ giúp')).toHaveValue('dong bo')
    await page.getByRole('link', { name: 'Khắc phục sự cố: đồng bộ thất bại' }).click()
    await expect(page).toHaveURL('/help-center/sync-failures')
    await expect(page.getByRole('heading', { level: 1, name: 'Khắc phục sự cố: đồng bộ thất bại' })).toBeFocused()
    await expect(page).toHaveTitle('Khắc phục sự cố: đồng bộ thất bại · Trung tâm trợ giúp · Wi-Fi Console')

    await page.getByRole('link', { name: 'Tất cả bài viết' }).click()
    await expect(page).toHaveURL('/help-center')
    await page.getByLabel('Tìm trong trợ giúp').fill('qwerty xyzzy')
    await expect(page.getByRole('status')).toHaveText(
      'Không có bài viết nào có “qwerty xyzzy”. Hãy thử từ khác hoặc ngắn hơn.',
    )
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0)
  })
})

test.describe('in English', () => {
  test('a search in English, and an article at its own address with its exact settings', async ({ page }) => {
    await page.goto('/help-center')
    await page.getByLabel('Search help').fill('OPENNDS faskey')
    await expect(page.getByRole('status')).toHaveText(/^\d+ articles? mentions? “OPENNDS faskey”$/)
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Setting up an openNDS gateway')

    await page.goto('/help-center/opennds-gateway')
    await expect(page.getByRole('heading', { level: 1, name: 'Setting up an openNDS gateway' })).toBeVisible()
    await expect(page.getByRole('main').locator('pre').first()).toContainText('faspath       /wifi/opennds/')
    await expect(page.getByRole('main').locator('pre').first()).toContainText('fas_secure_enabled 2')
    // The table of contents leads to the section, and a link in the text to another article.
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Secure level 1' }).click()
    await expect(page).toHaveURL('/help-center/opennds-gateway#level-1')
    await page.getByRole('link', { name: 'Troubleshooting: the error pages guests see' }).click()
    await expect(page).toHaveURL('/help-center/guest-error-pages')
    await expect(page.getByRole('heading', { level: 3, name: 'The sign-in link could not be verified' })).toBeVisible()
  })

  test('an address that is no article says so and leads back to the list', async ({ page }) => {
    await page.goto('/help-center/no-such-article')
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible()
    await page.getByRole('link', { name: 'All articles' }).click()
    await expect(page).toHaveURL('/help-center')
  })

  test('Learn more on the 503 page opens the maintenance article, signed out', async ({ page }) => {
    await page.goto('/503')
    await page.getByRole('link', { name: 'Learn more' }).click()
    await expect(page).toHaveURL('/help-center/maintenance')
    await expect(page.getByRole('heading', { level: 1, name: 'When the site is under maintenance' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  })

  test('a screen’s Help link opens the article about it, inside the console', async ({ page, signedInAccount: _ }) => {
    await page.goto('/venues')
    await page.getByRole('link', { name: 'Help: Venues, members and users' }).click()
    await expect(page).toHaveURL('/help-center/venues-and-members')
    await expect(page.getByRole('heading', { level: 1, name: 'Venues, members and users' })).toBeFocused()
    // Signed in, the article is inside the shell: the sidebar's Help Center leads back to the index.
    await page.locator('aside').getByRole('link', { name: 'Help Center' }).click()
    await expect(page).toHaveURL('/help-center')
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  })
})
