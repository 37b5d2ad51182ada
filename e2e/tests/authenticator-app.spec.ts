import { strongPassword, uniqueEmail } from '../support/accounts.ts'
import { appCode, setUpAppOnPage } from '../support/authenticator-app.ts'
import { auditScreen, type ConsoleMode } from '../support/console-audit.ts'
import { expect, test } from '../support/fixtures.ts'
import { field, toast } from '../support/forms.ts'
import { codeFrom, nextMail, skipMailSoFar } from '../support/mail.ts'
import { localhostUrl, startLocalhostServer, type LocalhostServer } from '../support/localhost-server.ts'
import { submitSignIn } from '../support/sign-in.ts'

// Authenticator apps (issue 24): set up in Settings → Security with the key shown, then signing in with the app's
// code and with a recovery code instead of an emailed one. The codes are computed here from the key on the page.

test('sets up an authenticator app, then signs in with its code and with a recovery code', async ({
  page,
  signedInAccount,
}) => {
  await page.goto('/settings/security')
  const panel = page.getByRole('region', { name: 'Authenticator app' })
  await panel.getByRole('button', { name: 'Set up an authenticator app' }).click()
  const { key, recoveryCodes } = await setUpAppOnPage(page)
  await expect(toast(page, 'Authenticator app set up.')).toBeVisible()
  await expect(panel.getByText('10 recovery codes left.')).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Authenticator app On' })).toBeFocused()
  // The setup was emailed to the account's owner.
  expect((await nextMail(signedInAccount.email)).subject).toBe(
    'The sign-in steps of your Wi-Fi Console account changed',
  )

  // Signing in now asks for the app's code; nothing is emailed.
  await page.context().clearCookies()
  await page.goto('/sign-in')
  await submitSignIn(page, signedInAccount.email, signedInAccount.password)
  await expect(page.getByText('Enter the 6-digit code your authenticator app shows for Wi-Fi Console.')).toBeVisible()
  await expect(page.getByRole('button', { name: /Resend/ })).toHaveCount(0)
  await field(page, 'Authenticator app code').fill(appCode(key, 1))
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(page).not.toHaveURL(/\/otp(\?|$)/)

  // …or, the phone lost, for a recovery code, which works once.
  await page.context().clearCookies()
  await page.goto('/sign-in')
  await submitSignIn(page, signedInAccount.email, signedInAccount.password)
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await field(page, 'Recovery code').fill(recoveryCodes[0] ?? '')
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(page).not.toHaveURL(/\/otp(\?|$)/)
  await page.goto('/settings/security')
  await expect(panel.getByText('9 recovery codes left.')).toBeVisible()

  // Removing the app asks for the password; the emailed code comes back.
  await panel.getByRole('button', { name: 'Remove the app' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove the authenticator app?' })
  await dialog.getByLabel('Your password', { exact: true }).fill(signedInAccount.password)
  await dialog.getByRole('button', { name: 'Remove the app' }).click()
  await expect(toast(page, 'Authenticator app removed.')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible()
})

// REQUIRE_STRONG_MFA=admin on a second server (the main e2e server keeps the default, none, which the other specs
// sign in with): its first admin, who has no app, is shown the setup in place of the console after the emailed code.
test.describe('when the setting requires a strong factor', () => {
  let server: LocalhostServer
  const admin = { email: 'admin-localhost@e2e.test', password: 'Admin1234' }
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    server = await startLocalhostServer({ REQUIRE_STRONG_MFA: 'admin' })
  })
  test.afterAll(async () => server.stop())
  test.use({
    baseURL: localhostUrl,
    // As in the axe walk: a toast arrives without fading, so axe never reads it half transparent.
    contextOptions: { reducedMotion: 'reduce' },
    // The router logs the signed-in layout's refused load: the refusal is what puts the setup in the console's place.
    allowedConsoleErrors: [/^ApiError: Set up an authenticator app or a passkey before using the console\./],
  })

  test('leads an admin without one through setting up an app before the console', async ({ page }) => {
    await skipMailSoFar(admin.email)
    await page.goto('/venues')
    await expect(page).toHaveURL(/\/sign-in/)
    await submitSignIn(page, admin.email, admin.password)
    await field(page, 'One-time code').fill(codeFrom((await nextMail(admin.email)).text))
    await page.getByRole('button', { name: 'Verify', exact: true }).click()

    await expect(page.getByRole('heading', { name: 'Set up a second sign-in step', level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation')).toHaveCount(0)
    // The sign-in's success toast has finished arriving before axe reads the page.
    await expect(page.locator('[data-sonner-toast][data-mounted="true"]').first()).toBeVisible()
    // Only this server holds an admin at the setup, so the axe walk of accessibility.spec.ts cannot reach the view.
    const mode: ConsoleMode = {
      name: 'en, light, 1280×720',
      language: 'en',
      theme: 'light',
      viewport: { width: 1280, height: 720 },
    }
    await auditScreen(page, mode, 'the setup a required second factor shows')
    // The server refuses the console meanwhile, whatever the page shows.
    const refused = await page.evaluate(async () => {
      const token = JSON.parse(decodeURIComponent(document.cookie.replace(/^.*access_token=([^;]*).*$/, '$1')))
      const response = await fetch('/api/venues', { headers: { authorization: `Bearer ${token}` } })
      return { status: response.status, body: await response.json() }
    })
    expect(refused).toEqual({
      status: 403,
      body: {
        code: 'STRONG_FACTOR_REQUIRED',
        message: 'Set up an authenticator app or a passkey before using the console.',
      },
    })

    await setUpAppOnPage(page)
    await expect(page).toHaveURL(/\/venues/)
    await expect(page.getByRole('heading', { name: 'Venues', level: 1 })).toBeVisible()
  })
})

test('a new account keeps the emailed code', async ({ page, signUp }) => {
  const email = uniqueEmail('emailed-code')
  await signUp(email, strongPassword)
  await page.goto('/sign-in')
  await submitSignIn(page, email, strongPassword)
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible()
  await expect(field(page, 'One-time code')).toBeVisible()
})
