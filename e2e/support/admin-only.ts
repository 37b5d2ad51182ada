import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { accessTokenOf } from './session.ts'

/**
 * What a customer (signed in in the page) finds of an administrators' screen: no item for it in the sidebar beside
 * Venues, its path showing the 403 page, and the server refusing its list too (the screen's hiding is not the guard).
 */
export async function expectAdminOnly(
  page: Page,
  request: APIRequestContext,
  screen: { item: string; path: string; api: string },
) {
  await page.goto('/venues')
  const sidebar = page.locator('aside')
  await expect(sidebar.getByRole('link', { name: 'Venues', exact: true })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: screen.item, exact: true })).toHaveCount(0)

  await page.goto(screen.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Forbidden')
  const list = await request.get(screen.api, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } })
  expect(list.status()).toBe(403)
}
