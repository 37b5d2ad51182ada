import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { syncedAccessPoints, venueOnFreeGroup } from '../support/access-points.ts'
import { freshAddress, strongPassword, uniqueEmail } from '../support/accounts.ts'
import { fakeCameraLaunchOptions } from '../support/fake-camera.ts'
import { expect, test } from '../support/fixtures.ts'
import { field, toast } from '../support/forms.ts'
import { choose, createUser, firstCells, uniqueTag } from '../support/management.ts'
import { openwispUrl } from '../support/servers.ts'

// docs/product.md §6 and §8's messages that no other spec makes appear: the account toasts of a refused sign-up and
// reset link, a user's failed delete, the camera refused, a mutation answered 304, the generic 'Something went
// wrong!' view, the access point write failures, and the two role names — each in English and Vietnamese, exactly
// as the catalogs word them. The failures are real wherever the app can be led into one: the server's own rate
// limits, a row deleted meanwhile, a camera the browser refuses, OpenWISP (the simulator) failing. Two are staged
// with page.route, as nothing real answers so: a 304 to a mutation, and a gateway's 502 in front of the API.
// apps/web/test/spec-strings.test.ts checks that every string docs/product.md quotes is asserted somewhere.

const texts = {
  en: {
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    createAccount: 'Create account',
    signUpFailed: 'Failed to create account. Please try again.',
    sendResetLink: 'Send reset link',
    resetLinkFailed: 'Failed to send reset link. Please try again.',
    tooMany: /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/,
    signIn: 'Sign in',
    oneTimeCode: 'One-time code',
    resend: 'Resend a new code',
    contentNotModified: 'Content not modified!',
    administrator: 'Administrator',
    customer: 'Customer',
    actionsFor: (name: string) => `Actions for ${name}`,
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save',
    deleteUser: 'Delete user',
    typeEmail: (email: string) => `Type the user's email, ${email}, to confirm`,
    deleteUserFailed: 'Failed to delete user: Content not found.',
    scan: 'Scan QR code',
    scanner: 'Scan an access point’s QR code',
    cameraFailed: 'Failed to access camera. Please check permissions.',
    cameraOff: 'The camera is not available: choose a photo of the code instead.',
    serverErrorTitle: 'Oops! Something went wrong',
    somethingWentWrong: 'Something went wrong!',
    showError: 'Show Error',
    internalServerError: 'Internal Server Error!',
    addAccessPoint: 'Add access point',
    editAccessPoint: 'Edit access point',
    deleteAccessPoint: 'Delete access point',
    name: 'Name',
    macAddress: 'MAC address',
    venue: 'Venue',
    typeName: (name: string) => `Type the access point’s name, ${name}, to confirm`,
    createFailed: 'Failed to create access point',
    updateFailed: 'Failed to update access point',
    deleteFailed: 'Failed to delete access point',
    openwispFailed: 'OpenWISP did not answer as expected. Please try again later.',
  },
  vi: {
    email: 'Email',
    password: 'Mật khẩu',
    confirmPassword: 'Xác nhận mật khẩu',
    createAccount: 'Tạo tài khoản',
    signUpFailed: 'Tạo tài khoản thất bại. Vui lòng thử lại.',
    sendResetLink: 'Gửi liên kết đặt lại',
    resetLinkFailed: 'Gửi liên kết đặt lại thất bại. Vui lòng thử lại.',
    tooMany: /^Quá nhiều lần thử\. Vui lòng thử lại sau \d+ (giây|phút)\.$/,
    signIn: 'Đăng nhập',
    oneTimeCode: 'Mã một lần',
    resend: 'Gửi lại mã mới',
    contentNotModified: 'Nội dung không thay đổi!',
    administrator: 'Quản trị viên',
    customer: 'Khách hàng',
    actionsFor: (name: string) => `Thao tác cho ${name}`,
    edit: 'Sửa',
    delete: 'Xóa',
    save: 'Lưu',
    deleteUser: 'Xóa người dùng',
    typeEmail: (email: string) => `Nhập email của người dùng, ${email}, để xác nhận`,
    deleteUserFailed: 'Xóa người dùng thất bại: Không tìm thấy nội dung.',
    scan: 'Quét mã QR',
    scanner: 'Quét mã QR của điểm truy cập',
    cameraFailed: 'Không thể truy cập camera. Vui lòng kiểm tra quyền truy cập.',
    cameraOff: 'Không dùng được camera: hãy chọn ảnh chụp mã.',
    serverErrorTitle: 'Ôi! Đã xảy ra lỗi',
    somethingWentWrong: 'Đã xảy ra lỗi!',
    showError: 'Hiện lỗi',
    internalServerError: 'Lỗi máy chủ nội bộ!',
    addAccessPoint: 'Thêm điểm truy cập',
    editAccessPoint: 'Sửa điểm truy cập',
    deleteAccessPoint: 'Xóa điểm truy cập',
    name: 'Tên',
    macAddress: 'Địa chỉ MAC',
    venue: 'Địa điểm',
    typeName: (name: string) => `Nhập tên điểm truy cập, ${name}, để xác nhận`,
    createFailed: 'Không thể tạo điểm truy cập',
    updateFailed: 'Không thể cập nhật điểm truy cập',
    deleteFailed: 'Không thể xóa điểm truy cập',
    openwispFailed: 'OpenWISP không phản hồi như mong đợi. Vui lòng thử lại sau.',
  },
}

// Chromium with a fake camera (a context still needs the camera permission, which no test here grants).
test.use({ launchOptions: fakeCameraLaunchOptions })

/** The per-address limit of sign-ups (apps/api rate-limits.ts: 10 an hour) and of reset links per email (3). */
const signUpsPerAddress = 10
const resetLinksPerEmail = 3

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The toast titled `title` shows, with exactly `description` under it (a text or a pattern). */
async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const shown = toast(page, title)
  await expect(shown).toBeVisible({ timeout: 20_000 })
  const under = shown.locator('[data-description]')
  if (description === undefined) await expect(under).toHaveCount(0)
  else await expect(under).toHaveText(description)
}

/** The page's own client address (the app trusts the loopback proxy), so its rate limits are this test's alone. */
async function ownAddress(page: Page) {
  const address = freshAddress()
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
  return address
}

/** Sets the OpenWISP simulator failing every call (500) until the returned function puts it right. */
async function breakOpenWisp(request: APIRequestContext) {
  const response = await request.put(`${openwispUrl}/__simulator/faults`, { data: { serverErrorRate: 1 } })
  expect(response.status()).toBe(200)
  return async () => expect((await request.delete(`${openwispUrl}/__simulator/faults`)).status()).toBe(200)
}

async function openRowAction(page: Page, text: (typeof texts)['en' | 'vi'], name: string, item: string) {
  await page.getByRole('button', { name: text.actionsFor(name), exact: true }).click()
  await page.getByRole('menuitem', { name: item, exact: true }).click()
}

for (const language of ['en', 'vi'] as const) {
  const text = texts[language]

  test.describe(`in ${language === 'en' ? 'English' : 'Vietnamese'}`, () => {
    test.use({ uiLanguage: language })

    test('a sign-up over the address’s limit: the sign-up failure toast with the reason, the form kept', async ({
      page,
      request,
    }) => {
      const address = await ownAddress(page)
      for (let count = 0; count < signUpsPerAddress; count++) {
        const response = await request.post('/api/auth/sign-up', {
          data: { email: uniqueEmail('limit'), password: strongPassword, confirmPassword: strongPassword },
          headers: { 'x-forwarded-for': address },
        })
        expect(response.status()).toBe(202)
      }
      const email = uniqueEmail('refused')
      await page.goto('/sign-up')
      await field(page, text.email).fill(email)
      await field(page, text.password).fill(strongPassword)
      await field(page, text.confirmPassword).fill(strongPassword)
      await page.getByRole('button', { name: text.createAccount, exact: true }).click()
      await expectToast(page, text.signUpFailed, text.tooMany)
      await expect(page).toHaveURL(/\/sign-up$/)
      await expect(field(page, text.email)).toHaveValue(email)
    })

    test('a fourth reset link within the hour: the reset-link failure toast with the reason', async ({
      page,
      request,
    }) => {
      await ownAddress(page)
      const email = uniqueEmail('reset-limit')
      for (let count = 0; count < resetLinksPerEmail; count++) {
        const response = await request.post('/api/auth/forgot-password', {
          data: { email },
          headers: { 'x-forwarded-for': freshAddress() },
        })
        expect(response.status()).toBe(200)
      }
      await page.goto('/forgot-password')
      await field(page, text.email).fill(email)
      await page.getByRole('button', { name: text.sendResetLink, exact: true }).click()
      await expectToast(page, text.resetLinkFailed, text.tooMany)
      await expect(page).toHaveURL(/\/forgot-password$/)
    })

    test('the users list names each role', async ({ page, request, signedInAdmin }) => {
      const tag = uniqueTag('roles')
      const made = await Promise.all(
        (['admin', 'customer'] as const).map((role) =>
          createUser(request, signedInAdmin.token, {
            firstname: role === 'admin' ? 'Quản' : 'Khách',
            lastname: tag,
            username: `${tag}_${role}`,
            email: `${tag}-${role}@example.test`,
            phone: '0901234567',
            role,
            status: 'active',
            password: 'Quanly2024',
          }),
        ),
      )
      await page.goto(`/users?q=${encodeURIComponent(tag)}&sort=email&order=asc`)
      await expect(firstCells(page)).toHaveText(made.map((user) => user.fullName))
      const rows = page.getByRole('table').locator('tbody tr')
      await expect(rows.nth(0)).toContainText(text.administrator)
      await expect(rows.nth(1)).toContainText(text.customer)
    })

    test('deleting a user deleted meanwhile: the delete failure toast with the server’s message', async ({
      page,
      request,
      signedInAdmin,
    }) => {
      const tag = uniqueTag('udel')
      const user = await createUser(request, signedInAdmin.token, {
        firstname: 'Xoá',
        lastname: tag,
        username: `${tag}_x`,
        email: `${tag}@example.test`,
        phone: '0901234567',
        role: 'customer',
        status: 'active',
        password: 'Quanly2024',
      })
      await page.goto(`/users?q=${encodeURIComponent(user.email)}`)
      await expect(firstCells(page)).toHaveText([user.fullName])
      await openRowAction(page, text, user.fullName, text.delete)
      const dialog = page.getByRole('dialog', { name: text.deleteUser })
      // Someone else deletes the account while this dialog is open.
      const gone = await request.delete(`/api/users/${user.id}`, { headers: bearer(signedInAdmin.token) })
      expect(gone.status()).toBe(200)
      await dialog.getByLabel(text.typeEmail(user.email), { exact: true }).fill(user.email)
      await dialog.getByRole('button', { name: text.delete, exact: true }).click()
      await expectToast(page, text.deleteUserFailed)
    })

    test.describe('a mutation answered 304', () => {
      test('toasts that the content was not modified', async ({ page, signUp }) => {
        await ownAddress(page)
        const email = uniqueEmail('not-modified')
        await signUp(email, strongPassword)
        // The resend link waits 30 s; the page's clock skips the wait.
        await page.clock.install()
        await page.goto('/sign-in')
        await field(page, text.email).fill(email)
        await field(page, text.password).fill(strongPassword)
        await page.getByRole('button', { name: text.signIn, exact: true }).click()
        await expect(field(page, text.oneTimeCode)).toBeVisible()
        await page.clock.fastForward('00:31')
        // No server answers a POST with 304 (it is a reply to a conditional GET), so the answer is staged.
        await page.route('**/api/auth/otp/resend', (route) => route.fulfill({ status: 304 }))
        await page.getByRole('button', { name: text.resend, exact: true }).click()
        await expectToast(page, text.contentNotModified)
      })
    })

    test.describe('the camera refused', () => {
      // The context is granted no camera: the prompt is answered no, as a person refusing it would.
      test('toasts the camera failure and offers a photo instead', async ({ page, signedInAdmin: _ }) => {
        await page.goto('/accesspoints')
        await page.getByRole('button', { name: text.scan, exact: true }).click()
        const scanner = page.getByRole('dialog', { name: text.scanner })
        await expectToast(page, text.cameraFailed)
        await expect(scanner.getByRole('status')).toHaveText(text.cameraOff)
      })
    })

    test.describe('a page whose data a gateway in front of the API fails', () => {
      // Chromium logs the 502s, and the router the error that ends the page's load. One pattern: test.use() would
      // read a list of two as a fixture's [value, options].
      test.use({ allowedConsoleErrors: [/status of 502\b|^ApiError: HTTP 502\b/] })

      test('shows the generic “Something went wrong!” view with the error behind Show Error', async ({
        page,
        signedInAdmin: _,
      }) => {
        // A reverse proxy answering 502: nothing in the app itself can be made to, so the answer is staged.
        await page.route(/\/api\/venues(\?.*)?$/, (route) =>
          route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
        )
        // Queries retry a 5xx three times with back-off (docs/product.md §7); the clock skips the waits.
        await page.clock.install()
        await page.goto('/venues')
        const view = page.getByRole('heading', { level: 2, name: text.somethingWentWrong, exact: true })
        await expect(async () => {
          await page.clock.fastForward('00:10')
          await expect(view).toBeVisible({ timeout: 500 })
        }).toPass()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.serverErrorTitle)
        await page.getByRole('button', { name: text.showError, exact: true }).click()
        await expect(page.locator('pre')).toHaveText('HTTP 502')
        // A 502 is not the 500 the console toasts about (docs/product.md §4.4).
        await expect(toast(page, text.internalServerError)).toHaveCount(0)
      })
    })

    test.describe('access point writes while OpenWISP fails', () => {
      // The API answers 502 when OpenWISP fails, which Chromium logs.
      test.use({ allowedConsoleErrors: [/status of 50[23]\b/] })

      test('adding one: the create failure toast with the reason, the dialog kept', async ({
        page,
        request,
        signedInAdmin,
      }) => {
        const tag = uniqueTag('apfail')
        const venue = await venueOnFreeGroup(request, signedInAdmin.token, `${tag} Quán Lỗi`)
        const name = `loi-${tag}`
        const mac = ['02', 'E3', ...randomBytes(4).toString('hex').toUpperCase().match(/../g)!].join(':')
        await page.goto('/accesspoints')
        await page.getByRole('button', { name: text.addAccessPoint, exact: true }).click()
        const dialog = page.getByRole('dialog', { name: text.addAccessPoint })
        await field(page, text.name).fill(name)
        await field(page, 'SSID').fill('Quán Lỗi Free')
        await field(page, text.macAddress).fill(mac)
        await choose(dialog, text.venue, venue.name)
        const repair = await breakOpenWisp(request)
        try {
          await dialog.getByRole('button', { name: text.save, exact: true }).click()
          await expectToast(page, text.createFailed, text.openwispFailed)
        } finally {
          await repair()
        }
        await expect(dialog).toBeVisible()
        await expect(field(page, text.name)).toHaveValue(name)
        const listed = await request.get(`/api/access-points?q=${encodeURIComponent(mac)}`, {
          headers: bearer(signedInAdmin.token),
        })
        expect(((await listed.json()) as { items: unknown[] }).items).toEqual([])
        expect(
          (await request.delete(`/api/venues/${venue.id}`, { headers: bearer(signedInAdmin.token) })).status(),
        ).toBe(200)
      })

      test('editing and deleting one: each failure toast with the reason, the access point unchanged', async ({
        page,
        request,
        signedInAdmin,
      }) => {
        const point = (await syncedAccessPoints(request, signedInAdmin.token)).at(-1)!
        await page.goto(`/accesspoints?q=${encodeURIComponent(point.macAddress)}`)
        await expect(page.getByRole('button', { name: text.actionsFor(point.name), exact: true })).toBeVisible()
        const repair = await breakOpenWisp(request)
        try {
          await openRowAction(page, text, point.name, text.edit)
          const editDialog = page.getByRole('dialog', { name: text.editAccessPoint })
          await field(page, 'SSID').fill(point.ssid === 'Khách Mới' ? 'Khách Mới 2' : 'Khách Mới')
          await editDialog.getByRole('button', { name: text.save, exact: true }).click()
          await expectToast(page, text.updateFailed, text.openwispFailed)
          await expect(editDialog).toBeVisible()
          await page.keyboard.press('Escape')
          await expect(editDialog).toBeHidden()

          await openRowAction(page, text, point.name, text.delete)
          const deleteDialog = page.getByRole('dialog', { name: text.deleteAccessPoint })
          await deleteDialog.getByLabel(text.typeName(point.name), { exact: true }).fill(point.name)
          await deleteDialog.getByRole('button', { name: text.delete, exact: true }).click()
          await expectToast(page, text.deleteFailed, text.openwispFailed)
        } finally {
          await repair()
        }
        const stored = await request.get(`/api/access-points/lookup?id=${point.id}`, {
          headers: bearer(signedInAdmin.token),
        })
        expect(stored.status()).toBe(200)
        expect(await stored.json()).toMatchObject({ name: point.name, ssid: point.ssid })
      })
    })
  })
}
