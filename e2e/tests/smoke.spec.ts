import { expect, test } from '../support/fixtures.ts'

test('the API is healthy', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', database: 'up' })
})

test('the console loads and shows its 404 page for an unknown route', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible()
})
