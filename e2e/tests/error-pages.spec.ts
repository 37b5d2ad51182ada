import { expect, test } from '../support/fixtures.ts'

// docs/product.md §8: each error page's title.
const titles = {
  '/401': 'Unauthorized Access',
  '/403': 'Access Forbidden',
  '/404': 'Oops! Page Not Found!',
  '/500': 'Oops! Something went wrong',
  '/503': 'Website is under maintenance!',
}

for (const [path, title] of Object.entries(titles)) {
  test(`${path} shows '${title}'`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })
}

test('an unknown nested route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/nested/page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found!')
})

for (const path of ['/404', '/500']) {
  test(`${path} offers Go back and Back to home`, async ({ page }) => {
    await page.goto('/503')
    await page.goto(path)
    await page.getByRole('button', { name: 'Go back' }).click()
    await expect(page).toHaveURL('/503')

    await page.goto(path)
    await page.getByRole('link', { name: 'Back to home' }).click()
    // Home is the dashboard, which sends a signed-out visitor to sign in.
    await expect(page).toHaveURL(/\/sign-in(\?|$)/)
  })
}

test('/503 offers Learn more, the Help Center article on maintenance', async ({ page }) => {
  await page.goto('/503')
  await expect(page.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/help-center/maintenance')
})
