import { strongPassword, uniqueEmail } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'
import { expectFieldError, expectNoFieldError, field } from '../support/forms.ts'
import { nextMail } from '../support/mail.ts'
import { submitSignIn } from '../support/sign-in.ts'

// The English texts are docs/product.md §5's (and the validation catalog's where the spec gives none).

test.describe('sign-in form', () => {
  test('requires an email and a password', async ({ page }) => {
    await page.goto('/sign-in')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expectFieldError(page, 'Email', 'Please enter your email')
    await expectFieldError(page, 'Password', 'Please enter your password')
    await expect(page).toHaveURL('/sign-in')
  })

  test('wants a valid email and a password of at least 7 characters', async ({ page }) => {
    await page.goto('/sign-in')
    await field(page, 'Email').fill('not-an-email')
    await field(page, 'Password').fill('123456')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expectFieldError(page, 'Email', 'Please enter a valid email address')
    await expectFieldError(page, 'Password', 'Password must be at least 7 characters long')
  })
})

test.describe('sign-up form', () => {
  test('requires an email, a password and its confirmation', async ({ page }) => {
    await page.goto('/sign-up')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expectFieldError(page, 'Email', 'Please enter your email')
    await expectFieldError(page, 'Password', 'Please enter a password')
    await expectFieldError(page, 'Confirm Password', 'Please confirm your password')
  })

  // Choosing a password follows the one rule every new password meets, said under the field (docs/decisions/052).
  test('wants a valid email and a password under the one rule for new passwords', async ({ page }) => {
    await page.goto('/sign-up')
    await expect(
      page.getByText('At least 8 characters with an uppercase letter, a lowercase letter and a number.'),
    ).toBeVisible()
    await field(page, 'Email').fill('someone@')
    await field(page, 'Password').fill('abc')
    await field(page, 'Confirm Password').fill('abc')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expectFieldError(page, 'Email', 'Please enter a valid email address')
    await expectFieldError(page, 'Password', 'Password must be at least 8 characters long')

    await field(page, 'Password').fill('quancaphe77')
    await field(page, 'Confirm Password').fill('quancaphe77')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expectFieldError(page, 'Password', 'Password must contain at least one uppercase letter')
  })

  test('wants the two passwords to match', async ({ page }) => {
    await page.goto('/sign-up')
    await field(page, 'Email').fill(uniqueEmail('mismatch'))
    await field(page, 'Password').fill(strongPassword)
    await field(page, 'Confirm Password').fill(`${strongPassword}4`)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expectFieldError(page, 'Confirm Password', "Passwords don't match.")
    await expectNoFieldError(page, 'Password')
    await expect(page).toHaveURL('/sign-up')
  })

  test('answers a taken email as a new one and tells its owner by email', async ({ page, signUp }) => {
    const email = uniqueEmail('taken')
    await signUp(email, strongPassword)

    await page.goto('/sign-up')
    await field(page, 'Email').fill(email)
    await field(page, 'Password').fill(strongPassword)
    await field(page, 'Confirm Password').fill(strongPassword)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Account created. Check your email, then sign in.')).toBeVisible()
    await expect(page).toHaveURL('/sign-in')
    expect((await nextMail(email)).subject).toBe('Someone tried to sign up with your email')
  })

  test('refuses a common password under the password field', async ({ page }) => {
    await page.goto('/sign-up')
    await field(page, 'Email').fill(uniqueEmail('common'))
    await field(page, 'Password').fill('Password1')
    await field(page, 'Confirm Password').fill('Password1')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expectFieldError(
      page,
      'Password',
      'This password is too common and easy to guess. Please choose another one.',
    )
    await expect(page).toHaveURL('/sign-up')
  })
})

test.describe('forgot-password form', () => {
  test('requires an email', async ({ page }) => {
    await page.goto('/forgot-password')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expectFieldError(page, 'Email', 'Please enter your email')
  })

  test('wants a valid email', async ({ page }) => {
    await page.goto('/forgot-password')
    await field(page, 'Email').fill('name.example.com')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expectFieldError(page, 'Email', 'Please enter a valid email address')
  })
})

test.describe('one-time code form', () => {
  test('requires the code, and wants 6 digits', async ({ page, signUp }) => {
    const email = uniqueEmail('otp-form')
    await signUp(email, strongPassword)
    await page.goto('/sign-in')
    await submitSignIn(page, email, strongPassword)

    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await expectFieldError(page, 'One-time code', 'Please enter your otp code.')

    await field(page, 'One-time code').fill('123')
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await expectFieldError(page, 'One-time code', 'The code is 6 digits.')
    await expect(page).toHaveURL(/\/otp(\?|$)/)
  })
})

test.describe('reset-password form', () => {
  test('says when the link has no token', async ({ page }) => {
    await page.goto('/reset-password')
    await field(page, 'New password').fill(strongPassword)
    await field(page, 'Confirm Password').fill(strongPassword)
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByRole('alert')).toHaveText('This reset link is incomplete. Please request a new one.')
    // Still on the form (the router writes the empty token into the address).
    await expect(page).toHaveURL(/\/reset-password(\?token=)?$/)
  })

  test('applies the change-password rules to the new password', async ({ page }) => {
    await page.goto('/reset-password?token=not-checked-before-the-form-is-valid')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expectFieldError(page, 'New password', 'Please enter a password')

    await field(page, 'New password').fill('Abc1')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expectFieldError(page, 'New password', 'Password must be at least 8 characters long')

    await field(page, 'New password').fill('abcdefgh1')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expectFieldError(page, 'New password', 'Password must contain at least one uppercase letter')

    await field(page, 'New password').fill(strongPassword)
    await field(page, 'Confirm Password').fill(`${strongPassword}0`)
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expectFieldError(page, 'Confirm Password', "Passwords don't match")
    await expect(page).toHaveURL(/\/reset-password\?token=/)
  })
})
