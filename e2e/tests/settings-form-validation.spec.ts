import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { expectFieldError, expectNoFieldError, field } from '../support/forms.ts'

// The English texts are docs/product.md §5's (and the validation catalog's where the spec gives none).

test.describe('change-password form (/settings/security)', () => {
  async function submit(page: Page, values: { current: string; next: string; confirm: string }) {
    await field(page, 'Current password').fill(values.current)
    await field(page, 'New password').fill(values.next)
    await field(page, 'Confirm new password').fill(values.confirm)
    await page.getByRole('button', { name: 'Change password' }).click()
  }

  test.beforeEach(async ({ page, signedInAccount: _ }) => {
    await page.goto('/settings/security')
  })

  test('requires the current password and a new one of at least 8 characters', async ({ page }) => {
    await page.getByRole('button', { name: 'Change password' }).click()
    await expectFieldError(page, 'Current password', 'Please enter your current password')
    await expectFieldError(page, 'New password', 'Please enter a password')

    await submit(page, { current: 'whatever1', next: 'Abc123', confirm: 'Abc123' })
    await expectNoFieldError(page, 'Current password')
    await expectFieldError(page, 'New password', 'Password must be at least 8 characters long')
  })

  test('wants an uppercase letter, a lowercase letter and a number in the new password', async ({ page }) => {
    await submit(page, { current: 'whatever1', next: 'abcdefgh1', confirm: 'abcdefgh1' })
    await expectFieldError(page, 'New password', 'Password must contain at least one uppercase letter')

    await submit(page, { current: 'whatever1', next: 'ABCDEFGH1', confirm: 'ABCDEFGH1' })
    await expectFieldError(page, 'New password', 'Password must contain at least one lowercase letter')

    await submit(page, { current: 'whatever1', next: 'Abcdefghi', confirm: 'Abcdefghi' })
    await expectFieldError(page, 'New password', 'Password must contain at least one number')
  })

  test('wants the confirmation to match', async ({ page }) => {
    await submit(page, { current: 'whatever1', next: 'Abcdefgh1', confirm: 'Abcdefgh2' })
    await expectFieldError(page, 'Confirm new password', "Passwords don't match")
    await expectNoFieldError(page, 'New password')
  })

  test('shows the server’s refusal of a wrong current password under that field', async ({ page }) => {
    await submit(page, { current: 'NotMyPassword1', next: 'Abcdefgh1', confirm: 'Abcdefgh1' })
    await expectFieldError(page, 'Current password', 'The current password is incorrect.')
  })
})

test.describe('profile form (/settings)', () => {
  test.beforeEach(async ({ page, signedInAccount: _ }) => {
    await page.goto('/settings')
  })

  async function submit(page: Page) {
    await page.getByRole('button', { name: 'Update profile' }).click()
  }

  test('shows the email, which cannot be changed', async ({ page, signedInAccount }) => {
    const email = field(page, 'Email')
    await expect(email).toHaveValue(signedInAccount.email)
    await expect(email).not.toBeEditable()
  })

  test('requires a username of 3 to 50 characters, a first name and a last name', async ({ page }) => {
    // A new account has none of them yet.
    await submit(page)
    await expectFieldError(page, 'Username', 'Username must be between 3 and 50 characters')
    await expectFieldError(page, 'First name', 'Please enter your first name')
    await expectFieldError(page, 'Last name', 'Please enter your last name')
    await expectNoFieldError(page, 'Phone')

    await field(page, 'Username').fill('ab')
    await submit(page)
    await expectFieldError(page, 'Username', 'Username must be between 3 and 50 characters')

    await field(page, 'Username').fill('a'.repeat(51))
    await submit(page)
    await expectFieldError(page, 'Username', 'Username must be between 3 and 50 characters')
  })

  test('allows only letters, numbers, hyphens and underscores in the username', async ({ page }) => {
    await field(page, 'Username').fill('bad name!')
    await submit(page)
    await expectFieldError(page, 'Username', 'Username can only contain letters, numbers, hyphens and underscores')

    await field(page, 'Username').fill('good_name-1')
    await submit(page)
    await expectNoFieldError(page, 'Username')
  })

  test('allows at most 50 characters in each name', async ({ page }) => {
    await field(page, 'First name').fill('F'.repeat(51))
    await field(page, 'Last name').fill('L'.repeat(51))
    await submit(page)
    await expectFieldError(page, 'First name', 'First name must be at most 50 characters')
    await expectFieldError(page, 'Last name', 'Last name must be at most 50 characters')
  })

  test('wants a valid phone of at most 15 digits', async ({ page }) => {
    const message = 'Please enter a valid phone number of at most 15 digits (a country code such as +84 is allowed)'
    for (const phone of ['not a phone', '+8412345678901234', '12a4567890']) {
      await field(page, 'Phone').fill(phone)
      await submit(page)
      await expectFieldError(page, 'Phone', message)
    }
  })
})
