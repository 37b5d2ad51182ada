import { strongPassword, uniqueEmail } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'
import { field, toast } from '../support/forms.ts'
import { linkFrom, nextMail } from '../support/mail.ts'
import { appUrl } from '../support/servers.ts'
import { signInThroughUi } from '../support/sign-in.ts'

test('forgot password → emailed link → new password → sign in with it', async ({ page, request, signUp }) => {
  const email = uniqueEmail('reset')
  const newPassword = 'Renewed456'
  await signUp(email, strongPassword)

  await page.goto('/sign-in')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL('/forgot-password')
  // The address changes before the page does: until its heading shows, "Email" is still the sign-in form's field.
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible()
  await field(page, 'Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(toast(page, 'Reset link sent. Please check your email.')).toBeVisible()
  await expect(page.getByRole('status').getByText('Check your email')).toBeVisible()

  const link = linkFrom((await nextMail(email)).text)
  expect(link).toMatch(new RegExp(`^${appUrl}/reset-password\\?token=[\\w-]+$`))
  await page.goto(link)
  await field(page, 'New password').fill(newPassword)
  await field(page, 'Confirm Password').fill(newPassword)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(toast(page, 'Your password has been reset. Please sign in with the new one.')).toBeVisible()
  await expect(page).toHaveURL(/\/sign-in(\?|$)/)
  expect((await nextMail(email)).subject).toBe('Your Wi-Fi Console password was changed')

  await signInThroughUi(page, email, newPassword)
  await expect(page).toHaveURL('/')

  const withOldPassword = await request.post('/api/auth/sign-in', { data: { email, password: strongPassword } })
  expect(withOldPassword.status(), 'sign-in with the password before the reset').toBe(401)
})

test('a reset link works only once', async ({ page, request, signUp }) => {
  const email = uniqueEmail('reset-once')
  await signUp(email, strongPassword)
  const asked = await request.post('/api/auth/forgot-password', { data: { email } })
  expect(asked.status()).toBe(200)
  const link = linkFrom((await nextMail(email)).text)

  for (const password of ['FirstNew123', 'SecondNew123']) {
    await page.goto(link)
    await field(page, 'New password').fill(password)
    await field(page, 'Confirm Password').fill(password)
    await page.getByRole('button', { name: 'Set new password' }).click()
  }

  const refusal = toast(page, 'Failed to update password:')
  await expect(refusal).toBeVisible()
  await expect(
    refusal.getByText('This reset link is invalid, expired or already used. Please request a new one.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/reset-password\?token=/)
})
