import { expect, test } from '../support/fixtures.ts'
import { admin } from '../support/servers.ts'
import { signInThroughUi } from '../support/sign-in.ts'

// Admin-only screens (OpenWisp, Users) are the console's own choice: docs/product.md §6 leaves who may do what open.
const adminOnlyLinks = ['OpenWisp', 'Users']

test('the first administrator, from ADMIN_EMAIL and ADMIN_PASSWORD, signs in as an administrator', async ({ page }) => {
  await signInThroughUi(page, admin.email, admin.password)
  await expect(page).toHaveURL('/')
  await expect(page.getByText('Signed in as')).toContainText('Administrator')
  const sidebar = page.locator('aside')
  for (const name of adminOnlyLinks) await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible()
})

test('a signed-up account is a customer, without the administrators’ screens', async ({ page, signedInAccount: _ }) => {
  await page.goto('/')
  await expect(page.getByText('Signed in as')).toContainText('Customer')
  const sidebar = page.locator('aside')
  await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible()
  for (const name of adminOnlyLinks) await expect(sidebar.getByRole('link', { name, exact: true })).toHaveCount(0)
})
