import { expect, test } from '../support/fixtures.ts'

test('the API is alive and ready', async ({ request }) => {
  const live = await request.get('/api/health')
  expect(live.status()).toBe(200)
  expect(await live.json()).toEqual({ status: 'ok' })
  const ready = await request.get('/api/health/ready')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({ status: 'ready', database: 'up', migrations: 'current' })
})

test('the console loads and shows its 404 page for an unknown route', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible()
})
