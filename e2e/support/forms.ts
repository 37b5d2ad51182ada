import { expect, type Page } from '@playwright/test'
import { test } from './fixtures.ts'

/** A form field by its visible label. Exact, so 'Password' does not also find 'Show password' or 'Confirm Password'. */
export function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true })
}

/**
 * The field shows `message` as its error: it is marked invalid, and one of the texts that describe it (its hint,
 * its error) is exactly `message`. So the message is tied to this field, not just somewhere on the page.
 */
export async function expectFieldError(page: Page, label: string, message: string) {
  const input = field(page, label)
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect
    .poll(() =>
      input.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim()),
      ),
    )
    .toContain(message)
}

/** Each field, by its label, shows its message as its error (expectFieldError), in the order given. */
export async function expectFieldErrors(page: Page, errors: Record<string, string>) {
  for (const [label, message] of Object.entries(errors)) await expectFieldError(page, label, message)
}

/** The field has no error (any more). */
export async function expectNoFieldError(page: Page, label: string) {
  await expect(field(page, label)).toHaveAttribute('aria-invalid', 'false')
}

/** A toast with exactly this text in its title. */
export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) })
}

/**
 * The tests of the describe block that calls this start signed in as the first admin, in the list at `path` with its
 * add dialog open (opened by the button `add`, and named as it). Answers a click on the dialog's Save.
 */
export function startInAddDialog(path: string, add: string) {
  test.beforeEach(async ({ page, signedInAdmin: _ }) => {
    await page.goto(path)
    await page.getByRole('button', { name: add }).click()
  })
  return (page: Page) => page.getByRole('dialog', { name: add }).getByRole('button', { name: 'Save' }).click()
}
