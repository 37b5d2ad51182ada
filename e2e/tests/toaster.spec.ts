import { expect, test } from '../support/fixtures.ts'
import { showSignUpToast } from '../support/sign-up-toast.ts'

test.describe('the toaster in the Vietnamese console with the Manrope font', () => {
  test.use({ uiLanguage: 'vi' })

  test('speaks Vietnamese and uses the chosen font', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('font', 'manrope'))
    const shown = await showSignUpToast(page, {
      password: 'Mật khẩu',
      confirmPassword: 'Xác nhận mật khẩu',
      createAccount: 'Tạo tài khoản',
      created: 'Đã tạo tài khoản. Hãy kiểm tra email, rồi đăng nhập.',
    })
    // A toast under the pointer stays (sonner pauses its 4 s timer), so the checks below do not race it.
    await shown.hover()

    // sonner's own texts ("Notifications alt+T", "Close toast") come from the catalog; it adds the shortcut itself.
    await expect(page.getByRole('region', { name: 'Thông báo alt+T', exact: true })).toContainText('Đã tạo tài khoản.')
    await expect(shown.getByRole('button', { name: 'Đóng thông báo', exact: true })).toBeVisible()

    // The toast's text is set in the page's font, not the system stack sonner declares for itself.
    const pageFont = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)
    expect(pageFont).toContain('Manrope Variable')
    await expect(shown).toHaveCSS('font-family', pageFont)
  })
})
