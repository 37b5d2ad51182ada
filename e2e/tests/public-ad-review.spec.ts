import type { APIRequestContext, Page } from '@playwright/test'
import { createAd } from '../support/advertisements.ts'
import { expect, test } from '../support/fixtures.ts'
import { field, toast } from '../support/forms.ts'
import { uniqueTag } from '../support/management.ts'
import { accessTokenOf } from '../support/session.ts'

// Issue 19, point 4 (docs/decisions/023): what guests see in a public ad was reviewed by an administrator. The
// author's edit dialog says before saving that changing it takes the ad out of public, and the toast says when
// saving did; an edit guests do not see keeps it public, and an administrator's edits never withdraw it.

const dialog = (page: Page) => page.getByRole('dialog')
const reviewNote = (page: Page) => dialog(page).getByRole('note')

/** An ad of the page's customer, made public by an administrator (only they may). */
async function customersPublicAd(page: Page, request: APIRequestContext, adminToken: string, name: string) {
  const ad = await createAd(request, await accessTokenOf(page), { title: `${uniqueTag('adreview')} ${name}` })
  const published = await request.patch(`/api/advertisements/${ad.id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { isPublic: true },
  })
  expect(published.status()).toBe(200)
  return ad
}

async function isPublic(request: APIRequestContext, adminToken: string, id: string) {
  const response = await request.get(`/api/advertisements/${id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  })
  return ((await response.json()) as { isPublic: boolean }).isPublic
}

/** Opens the edit dialog from the ad's row menu, in the page's language. */
async function openEdit(page: Page, title: string, actionsFor = 'Actions for', edit = 'Edit') {
  await page.goto(`/advertisement?q=${encodeURIComponent(title)}`)
  await page.getByRole('button', { name: `${actionsFor} ${title}`, exact: true }).click()
  await page.getByRole('menuitem', { name: edit, exact: true }).click()
  await expect(dialog(page)).toBeVisible()
}

test('a customer is told before saving, and after, that changing what guests see withdraws their public ad', async ({
  page,
  request,
  adminToken,
  signedInAccount: _customer,
}) => {
  const ad = await customersPublicAd(page, request, adminToken, 'Phở Hòa')

  // Only the weight: guests see nothing new, so the ad stays public and the toast says no more than usual.
  await openEdit(page, ad.title)
  await expect(reviewNote(page)).toHaveText(
    'This ad is public: an administrator reviewed what guests see. Changing its title, description, images or ' +
      'video, call-to-action, task or countdown takes it out of public until an administrator makes it public again.',
  )
  await field(page, 'Weight').fill('3')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  const kept = toast(page, `Ad ${ad.title} updated`)
  await expect(kept).toBeVisible()
  await expect(kept.locator('[data-description]')).toHaveCount(0)
  expect(await isPublic(request, adminToken, ad.id)).toBe(true)

  // The call-to-action: out of public, and the toast says so.
  await openEdit(page, ad.title)
  await field(page, 'Call-to-action URL').fill('https://wifi-login.example.com/')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  const withdrawn = toast(page, `Ad ${ad.title} updated`).filter({ hasText: 'no longer public' })
  await expect(withdrawn.locator('[data-description]')).toHaveText(
    'It is no longer public: an administrator must make it public again.',
  )
  expect(await isPublic(request, adminToken, ad.id)).toBe(false)

  // No longer public, it offers neither the note nor the flag: only an administrator publishes it again.
  await openEdit(page, ad.title)
  await expect(field(page, 'Title')).toHaveValue(ad.title)
  await expect(reviewNote(page)).toHaveCount(0)
  await expect(field(page, 'Public')).toHaveCount(0)
})

test("an administrator's edit of a public ad has no note and keeps it public", async ({
  page,
  request,
  signedInAdmin,
}) => {
  const ad = await createAd(request, signedInAdmin.token, { title: `${uniqueTag('adreview')} Bún chả`, isPublic: true })
  await openEdit(page, ad.title)
  await expect(field(page, 'Public')).toBeChecked()
  await expect(reviewNote(page)).toHaveCount(0)
  await field(page, 'Title').fill(`${ad.title} mới`)
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  const saved = toast(page, `Ad ${ad.title} mới updated`)
  await expect(saved).toBeVisible()
  await expect(saved.locator('[data-description]')).toHaveCount(0)
  expect(await isPublic(request, signedInAdmin.token, ad.id)).toBe(true)
})

test.describe('in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test('the note and the toast speak Vietnamese', async ({ page, request, adminToken, signedInAccount: _ }) => {
    const ad = await customersPublicAd(page, request, adminToken, 'Cà phê')
    await openEdit(page, ad.title, 'Thao tác cho', 'Sửa')
    await expect(reviewNote(page)).toHaveText(
      'Quảng cáo này đang công khai: những gì khách thấy đã được quản trị viên duyệt. Nếu bạn thay đổi tiêu đề, ' +
        'mô tả, hình ảnh hoặc video, nút kêu gọi, nhiệm vụ hoặc thời gian chờ, quảng cáo sẽ không còn công khai ' +
        'cho đến khi quản trị viên công khai lại.',
    )
    // An image's alt text is what guests who cannot see the image are read.
    await field(page, 'Văn bản thay thế của hình 1').fill('Ly cà phê đen')
    await dialog(page).getByRole('button', { name: 'Lưu' }).click()
    await expect(toast(page, `Đã cập nhật quảng cáo ${ad.title}`).locator('[data-description]')).toHaveText(
      'Quảng cáo không còn công khai: quản trị viên cần công khai lại.',
    )
  })
})
