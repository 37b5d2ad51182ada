import { expect, type Page } from '@playwright/test'
import { strongPassword, uniqueEmail } from './accounts.ts'
import { field, toast } from './forms.ts'

/** The sign-up form's words and its success toast, in the console's language. */
export interface SignUpTexts {
  password: string
  confirmPassword: string
  createAccount: string
  created: string
}

const signUpInEnglish: SignUpTexts = {
  password: 'Password',
  confirmPassword: 'Confirm Password',
  createAccount: 'Create account',
  created: 'Account created. Check your email, then sign in.',
}

/**
 * Signs a new account up on /sign-up and returns the toast that says so, once it shows. The tests of toasts
 * themselves use it: any toast will do, and this one comes without a failed attempt to count against rate limits.
 */
export async function showSignUpToast(page: Page, texts: SignUpTexts = signUpInEnglish) {
  await page.goto('/sign-up')
  await field(page, 'Email').fill(uniqueEmail('toast'))
  await field(page, texts.password).fill(strongPassword)
  await field(page, texts.confirmPassword).fill(strongPassword)
  await page.getByRole('button', { name: texts.createAccount }).click()
  const shown = toast(page, texts.created)
  await expect(shown).toBeVisible()
  return shown
}
