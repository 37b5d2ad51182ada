import { strongPassword, uniqueEmail } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'
import { expectFieldError, field } from '../support/forms.ts'
import { nextMail } from '../support/mail.ts'
import { submitSignIn } from '../support/sign-in.ts'

test.describe('on a first visit, with nothing chosen yet', () => {
  test.use({ uiLanguage: null })

  test.describe('from a browser in neither Vietnamese nor English', () => {
    test.use({ locale: 'fr-FR' })

    test('the console is in Vietnamese, the default', async ({ page }) => {
      await page.goto('/sign-in')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đăng nhập')
      await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
      await expectFieldError(page, 'Email', 'Vui lòng nhập email của bạn')
      await expectFieldError(page, 'Mật khẩu', 'Vui lòng nhập mật khẩu')
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
    })
  })

  test.describe('from a Vietnamese browser', () => {
    test.use({ locale: 'vi-VN' })

    test('the console and the sign-in email are in Vietnamese', async ({ page, signUp }) => {
      const email = uniqueEmail('vi-mail')
      await signUp(email, strongPassword)

      await page.goto('/sign-in')
      await field(page, 'Email').fill(email)
      await field(page, 'Mật khẩu').fill(strongPassword)
      await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
      await expect(page).toHaveURL(/\/otp(\?|$)/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xác thực hai bước')
      expect((await nextMail(email)).subject).toMatch(/^Mã đăng nhập của bạn: \d{6}$/)
    })
  })
})

test('the sign-in email is in English when the console is', async ({ page, signUp }) => {
  const email = uniqueEmail('en-mail')
  await signUp(email, strongPassword)
  await page.goto('/sign-in')
  await submitSignIn(page, email, strongPassword)
  expect((await nextMail(email)).subject).toMatch(/^Your sign-in code: \d{6}$/)
})

test.describe('the language picked on the sign-in page', () => {
  test.use({ uiLanguage: 'vi' })

  test('is kept across reloads', async ({ page }) => {
    await page.goto('/sign-in')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đăng nhập')

    await page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('button', { name: 'en', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en')

    const switcher = page.getByRole('group', { name: 'Language' })
    await expect(switcher.getByRole('button', { name: 'en', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await switcher.getByRole('button', { name: 'vi', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đăng nhập')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đăng nhập')
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('vi')
    await expect(
      page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('button', { name: 'vi', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true')
  })
})
