import { expect, test } from '../support/fixtures.ts'
import { field, toast } from '../support/forms.ts'
import { nextMail } from '../support/mail.ts'
import { signInThroughUi } from '../support/sign-in.ts'

test('a saved profile is kept, with the phone stored without its separators', async ({ page, signedInAccount: _ }) => {
  await page.goto('/settings')
  await field(page, 'Username').fill(`user_${Date.now()}`)
  await field(page, 'First name').fill('Lan')
  await field(page, 'Last name').fill('Nguyễn')
  await field(page, 'Phone').fill('+84 912 345 678')
  await page.getByRole('button', { name: 'Update profile' }).click()
  await expect(toast(page, 'Your profile has been updated.')).toBeVisible()

  await page.reload()
  await expect(field(page, 'First name')).toHaveValue('Lan')
  await expect(field(page, 'Last name')).toHaveValue('Nguyễn')
  await expect(field(page, 'Phone')).toHaveValue('+84912345678')
  // The user menu shows the new name too.
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menu').getByText('Lan Nguyễn', { exact: true })).toBeVisible()
})

test('a changed password is the one that signs in next time', async ({ page, signedInAccount }) => {
  const newPassword = 'Changed789'
  await page.goto('/settings/security')
  await field(page, 'Current password').fill(signedInAccount.password)
  await field(page, 'New password').fill(newPassword)
  await field(page, 'Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(toast(page, 'Your password has been updated.')).toBeVisible()
  await expect(field(page, 'Current password')).toHaveValue('')
  // The "was this you?" email, in the console's language.
  expect((await nextMail(signedInAccount.email)).subject).toBe('Your Wi-Fi Console password was changed')

  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/sign-in(\?|$)/)
  await signInThroughUi(page, signedInAccount.email, newPassword)
  await expect(page).toHaveURL('/')
})
