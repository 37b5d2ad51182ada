import { strongPassword, uniqueEmail } from '../support/accounts.ts'
import { appCode, setUpAppOnPage } from '../support/authenticator-app.ts'
import { expect, test } from '../support/fixtures.ts'
import { expectFieldError, field, toast } from '../support/forms.ts'
import { nextMail } from '../support/mail.ts'
import { signedInMinutesAgo } from '../support/session.ts'
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

test('asks for the current password to set up an app once the sign-in is over 5 minutes old', async ({
  page,
  signedInAccount,
}) => {
  await signedInMinutesAgo(signedInAccount.email, 6)
  await page.goto('/settings/security')
  const panel = page.getByRole('region', { name: 'Authenticator app' })
  await panel.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await panel.getByRole('button', { name: 'Show the QR code' }).click()
  const password = panel.getByLabel('Your password', { exact: true })
  await expect(password).toBeFocused()
  await expect(
    panel.getByText('You signed in more than 5 minutes ago: enter your current password to add a sign-in step.'),
  ).toBeVisible()
  await password.fill('Not-my-password1')
  await panel.getByRole('button', { name: 'Show the QR code' }).click()
  await expectFieldError(page, 'Your password', 'The current password is incorrect.')
  await password.fill(signedInAccount.password)
  await panel.getByRole('button', { name: 'Show the QR code' }).click()
  await expect(page.getByRole('img', { name: 'QR code that adds Wi-Fi Console to an authenticator app' })).toBeVisible()
})

test('a new account keeps the emailed code', async ({ page, signUp }) => {
  const email = uniqueEmail('emailed-code')
  await signUp(email, strongPassword)
  await page.goto('/sign-in')
  await submitSignIn(page, email, strongPassword)
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible()
  await expect(field(page, 'One-time code')).toBeVisible()
})
