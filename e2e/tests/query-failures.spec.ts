import type { Page } from '@playwright/test'
import { strongPassword, uniqueEmail } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'
import { toast } from '../support/forms.ts'
import { accessTokenOf, revokeSession } from '../support/session.ts'
import { signInThroughUi } from '../support/sign-in.ts'

/** The console noticed the session is gone: the toast, the token dropped, and /sign-in asking to return to `path`. */
async function expectSentToSignInFrom(page: Page, path: string) {
  await expect(toast(page, 'Session expired!')).toBeVisible()
  await expect(page).toHaveURL(/\/sign-in\?/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(path)
  expect((await page.context().cookies()).map(({ name }) => name)).not.toContain('access_token')
}

test('a session ended elsewhere is noticed on the next navigation inside the console', async ({
  page,
  request,
  signUp,
}) => {
  const email = uniqueEmail('expired-nav')
  await signUp(email, strongPassword)
  // A controllable clock, to make the cached current user stale without waiting for it.
  await page.clock.install()
  await signInThroughUi(page, email, strongPassword)
  await expect(page).toHaveURL('/')
  // The dashboard has read its figures (here and below): that query, still on its way, would notice the ended
  // session on '/' first.
  await expect(page.getByRole('heading', { name: 'Last sync with OpenWISP' })).toBeVisible()

  await revokeSession(request, await accessTokenOf(page))
  // Past the 10 s the console trusts its copy of the current user (docs/product.md §7), so the next page re-checks it.
  await page.clock.fastForward('00:15')
  await page.locator('aside').getByRole('link', { name: 'Help Center' }).click()
  await expectSentToSignInFrom(page, '/help-center')

  await signInThroughUi(page, email, strongPassword)
  await expect(page).toHaveURL('/help-center')
})

test('a session ended elsewhere is noticed when the console is opened again', async ({ page, request, signUp }) => {
  const email = uniqueEmail('expired-load')
  await signUp(email, strongPassword)
  await signInThroughUi(page, email, strongPassword)
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { name: 'Last sync with OpenWISP' })).toBeVisible()

  await revokeSession(request, await accessTokenOf(page))
  await page.goto('/settings')
  await expectSentToSignInFrom(page, '/settings')

  await signInThroughUi(page, email, strongPassword)
  await expect(page).toHaveURL('/settings')
})

test.describe('a server failure while loading a page', () => {
  // The staged 500 answers are logged by Chromium like any failed load.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 500\b/] })

  test('toasts "Internal Server Error!" and shows the 500 page', async ({ page, signedInAccount: _ }) => {
    await page.route('**/api/me', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Staged failure' } }),
    )
    // Queries retry a 500 three times with back-off (docs/product.md §7); the clock skips the waits.
    await page.clock.install()
    await page.goto('/settings')
    const serverErrorToast = toast(page, 'Internal Server Error!')
    // A second at a time: the toast shows for four, so no step of the clock skips past it before it is seen.
    await expect(async () => {
      await page.clock.fastForward('00:01')
      await expect(serverErrorToast).toBeVisible({ timeout: 500 })
    }).toPass()
    await expect(page).toHaveURL('/500')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Something went wrong')
  })
})
