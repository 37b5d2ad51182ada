import { expect, test } from '../support/fixtures.ts'

test('the sign-in page links to forgot password, sign up, the terms and the privacy policy', async ({ page }) => {
  const links = [
    { name: 'Forgot password?', path: '/forgot-password', heading: 'Forgot password' },
    { name: 'Sign up', path: '/sign-up', heading: 'Create an account' },
    { name: 'Terms of Service', path: '/terms', heading: 'Terms of Service' },
    { name: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
  ]
  for (const { name, path, heading } of links) {
    await page.goto('/sign-in')
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
})

test('a signed-in user who opens /sign-in is sent to the dashboard', async ({ page, signedInAccount: _ }) => {
  await page.goto('/sign-in')
  await expect(page).toHaveURL('/')
})
