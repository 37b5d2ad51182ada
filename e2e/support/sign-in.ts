import { expect, type Page } from '@playwright/test'
import { field } from './forms.ts'
import { codeFrom, nextMail, skipMailSoFar } from './mail.ts'

/** Fills and sends the /sign-in form on the current page (keeping its redirect parameter, if any). */
export async function submitSignIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email)
  await field(page, 'Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/otp(\?|$)/)
}

/** Types `code` into the /otp form and sends it. */
export async function submitCode(page: Page, code: string) {
  await field(page, 'One-time code').fill(code)
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
}

/**
 * Signs in the way a person does: password on /sign-in, then the code from the email on /otp. Stays on
 * /sign-in if the page is already there (so a redirect parameter is kept), and returns once /otp is left.
 */
export async function signInThroughUi(page: Page, email: string, password: string) {
  if (new URL(page.url()).pathname !== '/sign-in') await page.goto('/sign-in')
  // The code is in the next email: an address other specs share (the first admin) may have unread ones before it.
  await skipMailSoFar(email)
  await submitSignIn(page, email, password)
  await submitCode(page, codeFrom((await nextMail(email)).text))
  await expect(page).not.toHaveURL(/\/otp(\?|$)/)
}
