import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { createAd, dayFromToday, demoImagePath, typedDay, type AdFields } from '../support/advertisements.ts'
import { expect, test } from '../support/fixtures.ts'
import { expectFieldError, field, toast } from '../support/forms.ts'
import { choose, openRowMenuItem, rowAction, searchFor, tableRows, uniqueTag } from '../support/management.ts'

// Creating and editing ads (issue 10): the dialog's sections, SPEC §5's rules with their messages, images
// uploaded (chosen or dropped) with progress, reordered and removed, a video with its walled-garden warning.

const dialog = (page: Page) => page.getByRole('dialog')
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /Search ads|Tìm quảng cáo/ })

async function openAddDialog(page: Page, name = 'Add ad') {
  await page.goto('/advertisement')
  await page.getByRole('button', { name, exact: true }).click()
  await expect(dialog(page)).toBeVisible()
}

/**
 * Opens Add ad, types a new ad's title (`name` after a tag of its own) and description, and picks its component
 * type unless it is the single image the dialog starts with; returns the title.
 */
async function startNewAd(
  page: Page,
  tagLabel: string,
  name: string,
  description: string,
  componentType?: 'Multiple images' | 'Video',
) {
  const title = `${uniqueTag(tagLabel)} ${name}`
  await openAddDialog(page)
  await field(page, 'Title').fill(title)
  await field(page, 'Description').fill(description)
  if (componentType) await choose(page, 'Component type', componentType)
  return title
}

/** Picks files through the dialog's file chooser, as a person clicking "Choose images" does. */
async function chooseImages(page: Page, paths: string[], buttonName = 'Choose images') {
  const chooser = page.waitForEvent('filechooser')
  await dialog(page).getByRole('button', { name: buttonName, exact: true }).click()
  await (await chooser).setFiles(paths)
}

test('SPEC §5: the required fields, the duration, the dates, the image and its alt text each say what is wrong', async ({
  page,
  signedInAdmin: _admin,
}) => {
  await openAddDialog(page)
  await field(page, 'Duration (seconds)').fill('0')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expectFieldError(page, 'Title', 'Please enter a title')
  await expectFieldError(page, 'Description', 'Please enter a description')
  await expectFieldError(page, 'Duration (seconds)', 'Duration must be at least 1 second')
  await expect(dialog(page).getByText('Please add at least one image', { exact: true })).toBeVisible()

  await field(page, 'Start date').fill(typedDay(dayFromToday(5)))
  await field(page, 'End date').fill(typedDay(dayFromToday(2)))
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expectFieldError(page, 'End date', 'The end date cannot be before the start date')

  await chooseImages(page, [demoImagePath()])
  await expect(dialog(page).locator('li img')).toHaveCount(1)
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expectFieldError(page, 'Alt text of image 1', 'Alt text is required for each image')

  await choose(page, 'Component type', 'Video')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expectFieldError(page, 'Video URL', 'Please enter the video URL')
  // Nothing was saved along the way.
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
})

test('an admin creates a single-image ad from an uploaded file, and the list shows it with its thumbnail', async ({
  page,
  signedInAdmin: _admin,
}) => {
  const title = await startNewAd(page, 'adform', 'Cà phê sữa đá', 'Mua 1 tặng 1 mỗi sáng')
  await chooseImages(page, [demoImagePath()])
  await field(page, 'Alt text of image 1').fill('Ly cà phê sữa đá')
  await field(page, 'Title of image 1').fill('Cà phê')
  await field(page, 'Task text').fill('cà phê sữa đá')
  await field(page, 'Call-to-action text').fill('Xem thực đơn')
  await field(page, 'Call-to-action URL').fill('https://example.com/menu')
  await field(page, 'Duration (seconds)').fill('12')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, `Ad ${title} created`)).toBeVisible()
  await expect(dialog(page)).toBeHidden()

  await searchFor(searchBox(page), title)
  const row = tableRows(page).filter({ hasText: title })
  await expect(row).toHaveCount(1)
  const thumbnail = row.locator('img')
  await expect(thumbnail).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}\.webp$/)
  // Shown at its size, not squeezed by the table (an image's max-width: 100% collapses in a table cell).
  await expect.poll(async () => (await thumbnail.boundingBox())?.width).toBe(64)
  // The thumbnail is one of the phone-sized variants, served from our origin with a year's cache.
  const response = await page.request.get((await thumbnail.getAttribute('src')) ?? '')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/webp')
  expect(response.headers()['cache-control']).toContain('immutable')
})

test('several images: chosen and dropped files upload with progress, then are reordered and removed', async ({
  page,
  signedInAdmin: _admin,
}) => {
  const title = await startNewAd(page, 'adimages', 'Bánh mì', 'Bánh mì nóng giòn', 'Multiple images')
  await chooseImages(page, [demoImagePath('banh-mi-sang.jpg'), demoImagePath('banh-mi-combo.jpg')])
  const items = dialog(page).getByRole('list', { name: 'Images in the order guests see them' }).getByRole('listitem')
  await expect(items).toHaveCount(2)

  // A file dropped onto the form joins the list like a chosen one.
  await dropImage(page, demoImagePath('wifi-mien-phi.jpg'))
  await expect(items).toHaveCount(3)

  for (const [index, alt] of ['Bánh mì', 'Combo', 'Wi-Fi'].entries()) {
    await field(page, `Alt text of image ${index + 1}`).fill(alt)
  }
  // Move the third image up: the keyboard stays on it at its new place.
  await dialog(page).getByRole('button', { name: 'Move image 3 up' }).click()
  await expect(field(page, 'Alt text of image 2')).toHaveValue('Wi-Fi')
  await expect(field(page, 'Alt text of image 3')).toHaveValue('Combo')
  await expect(dialog(page).getByRole('button', { name: 'Move image 2 up' })).toBeFocused()
  await dialog(page).getByRole('button', { name: 'Remove image 1' }).click()
  await expect(items).toHaveCount(2)
  await expect(field(page, 'Alt text of image 1')).toHaveValue('Wi-Fi')

  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, `Ad ${title} created`)).toBeVisible()
  const saved = await page.request.get(`/api/advertisements?search=${encodeURIComponent(title)}`, {
    headers: { authorization: `Bearer ${_admin.token}` },
  })
  const [ad] = ((await saved.json()) as { items: { images: { altText: string }[] }[] }).items
  expect(ad?.images.map((image) => image.altText)).toEqual(['Wi-Fi', 'Combo'])
})

/** Drops a file from disk onto the image drop zone, as dragging it from the desktop does. */
async function dropImage(page: Page, path: string) {
  const base64 = readFileSync(path).toString('base64')
  const transfer = await page.evaluateHandle((data) => {
    const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0))
    const transfer = new DataTransfer()
    transfer.items.add(new File([bytes], 'dropped.jpg', { type: 'image/jpeg' }))
    return transfer
  }, base64)
  await page.getByTestId('image-drop-zone').dispatchEvent('drop', { dataTransfer: transfer })
}

test('a file that is not a PNG or JPEG is refused with the reason, and the ad cannot use it', async ({
  page,
  signedInAdmin: _admin,
}) => {
  const fake = join(tmpdir(), `${uniqueTag('fake')}.png`)
  writeFileSync(fake, 'this is a text file, renamed')
  await openAddDialog(page)
  await chooseImages(page, [fake])
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Not added: Only PNG and JPEG images can be used. This file is not one of them.',
  )
  await expect(dialog(page).getByRole('list', { name: 'Images in the order guests see them' })).toHaveCount(0)
})

test('an image by address is fetched by the server and kept; an address on this machine is refused', async ({
  page,
  signedInAdmin: _admin,
}) => {
  // An image server on the operator's own network, allowed by MEDIA_FETCH_ALLOW=127.0.0.2 (playwright.config.ts).
  const image = readFileSync(demoImagePath('banh-mi-sang.jpg'))
  const server = createServer((_, response) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(image))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve))
  const { port } = server.address() as AddressInfo
  try {
    const title = await startNewAd(page, 'adurl', 'Bánh mì', 'Ảnh lấy từ địa chỉ')
    // The console's own address is loopback: the server must not fetch from itself.
    await field(page, 'Or add an image by its address').fill(new URL('/api/health', page.url()).href)
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click()
    await expect(dialog(page).getByRole('alert')).toHaveText(
      'Not added: This address cannot be used: only http(s) addresses on the public internet are allowed.',
    )
    await dialog(page)
      .getByRole('button', { name: /^Dismiss / })
      .click()

    const address = `http://127.0.0.2:${port}/banh-mi.jpg`
    await field(page, 'Or add an image by its address').fill(address)
    await field(page, 'Or add an image by its address').press('Enter')
    await expect(dialog(page).locator('li img')).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}\.webp$/)
    await field(page, 'Alt text of image 1').fill('Bánh mì')
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, `Ad ${title} created`)).toBeVisible()
    const saved = await page.request.get(`/api/advertisements?search=${encodeURIComponent(title)}`, {
      headers: { authorization: `Bearer ${_admin.token}` },
    })
    const [ad] = ((await saved.json()) as { items: { images: { sourceUrl: string }[] }[] }).items
    expect(ad?.images[0]?.sourceUrl).toBe(address)
  } finally {
    server.close()
  }
})

test('a video ad warns that its host must be reachable before login, and is then edited', async ({
  page,
  signedInAdmin: _admin,
}) => {
  const title = await startNewAd(page, 'advideo', 'Trà sữa', 'Video trà sữa', 'Video')
  await field(page, 'Video URL').fill('https://videos.example.com/tra-sua.mp4')
  await expect(dialog(page).getByRole('status')).toContainText(
    'the Wi-Fi gateway must let them reach videos.example.com before login',
  )
  // A video on our own origin needs no exception in the gateway.
  await field(page, 'Video URL').fill(new URL('/media/video.mp4', page.url()).href)
  await expect(dialog(page).getByRole('status')).toHaveCount(0)
  await field(page, 'Video URL').fill('https://videos.example.com/tra-sua.mp4')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, `Ad ${title} created`)).toBeVisible()

  await searchFor(searchBox(page), title)
  await rowAction(page, title, 'Edit')
  await expect(field(page, 'Video URL')).toHaveValue('https://videos.example.com/tra-sua.mp4')
  await field(page, 'Title').fill(`${title} mới`)
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, `Ad ${title} mới updated`)).toBeVisible()
  // Focus goes back to the row's menu button it came from.
  await expect(page.getByRole('button', { name: `Actions for ${title} mới` })).toBeFocused()
})

test.describe('in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test('the create toast and a failed update toast are in Vietnamese', async ({ page, request, signedInAdmin }) => {
    const title = `${uniqueTag('advi')} Phở bò`
    await openAddDialog(page, 'Thêm quảng cáo')
    await field(page, 'Tiêu đề').fill(title)
    await field(page, 'Mô tả').fill('Phở bò tái')
    await choose(page, 'Loại thành phần', 'Video')
    await field(page, 'Địa chỉ video').fill('https://videos.example.com/pho.mp4')
    await dialog(page).getByRole('button', { name: 'Lưu' }).click()
    await expect(toast(page, `Đã tạo quảng cáo ${title}`)).toBeVisible()

    const other = await createAd(request, signedInAdmin.token, { title: `${title} 2`, componentType: 'video' })
    await searchFor(searchBox(page), other.title)
    await openRowMenuItem(page, `Thao tác cho ${other.title}`, 'Sửa')
    // Deleted meanwhile: the update fails and says so.
    await request.delete(`/api/advertisements/${other.id}`, {
      headers: { authorization: `Bearer ${signedInAdmin.token}` },
    })
    await dialog(page).getByRole('button', { name: 'Lưu' }).click()
    await expect(toast(page, 'Cập nhật quảng cáo thất bại')).toBeVisible()
  })
})

/** `day` moved by `count` days ("yyyy-mm-dd", read in UTC so no time zone moves it). */
const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10)

/** A video ad (it needs no upload) running from `startIn` to `endIn` days from today, and in the hours given. */
function scheduledVideoAd(
  request: APIRequestContext,
  token: string,
  title: string,
  startIn: number,
  endIn: number,
  hours: Partial<Pick<AdFields, 'hoursFrom' | 'hoursTo'>> = {},
) {
  return createAd(request, token, {
    title,
    componentType: 'video',
    startDate: dayFromToday(startIn),
    endDate: dayFromToday(endIn),
    ...hours,
  })
}

test.describe('the schedule in Vietnamese, in a browser set to en-US (ADR 029)', () => {
  test.use({ uiLanguage: 'vi', locale: 'en-US' })

  test('shows days as dd/mm/yyyy and hours in 24 hours, in the list and the dialog', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    const ad = await scheduledVideoAd(request, signedInAdmin.token, `${uniqueTag('adday')} Bánh mì`, 3, 40, {
      hoursFrom: '06:00',
      hoursTo: '18:30',
    })
    await page.goto(`/advertisement?q=${encodeURIComponent(ad.title)}`)
    expect(await page.evaluate(() => navigator.language)).toBe('en-US')
    const row = tableRows(page).filter({ hasText: ad.title })
    await expect(row).toContainText(typedDay(ad.startDate))
    await expect(row).toContainText(typedDay(ad.endDate))

    await openRowMenuItem(page, `Thao tác cho ${ad.title}`, 'Sửa')
    await expect(field(page, 'Ngày bắt đầu')).toHaveValue(typedDay(ad.startDate))
    await expect(field(page, 'Ngày kết thúc')).toHaveValue(typedDay(ad.endDate))
    await expect(field(page, 'Hằng ngày từ')).toHaveValue('06:00')
    await expect(field(page, 'Hằng ngày đến')).toHaveValue('18:30')
    // No native date or time input anywhere in the dialog: those follow the browser's locale.
    await expect(dialog(page).locator('input[type=date], input[type=time]')).toHaveCount(0)

    // A month-first day is refused with the message that says how to write one; "7h" reads as 07:00.
    await field(page, 'Ngày bắt đầu').fill('11/25/2026')
    await field(page, 'Hằng ngày từ').fill('7h')
    await dialog(page).getByRole('button', { name: 'Lưu' }).click()
    await expectFieldError(page, 'Ngày bắt đầu', 'Vui lòng nhập ngày dạng dd/mm/yyyy, ví dụ 25/11/2026')
    await expect(field(page, 'Hằng ngày từ')).toHaveValue('07:00')
  })

  test('picks a day in the calendar with the keyboard alone, and saves that day', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    const ad = await scheduledVideoAd(request, signedInAdmin.token, `${uniqueTag('adcal')} Chè`, 2, 20)
    await page.goto(`/advertisement?q=${encodeURIComponent(ad.title)}`)
    await openRowMenuItem(page, `Thao tác cho ${ad.title}`, 'Sửa')

    const opener = dialog(page).getByRole('button', { name: 'Mở lịch: Ngày kết thúc', exact: true })
    await opener.focus()
    await page.keyboard.press('Enter')
    const calendar = page.getByRole('grid')
    await expect(calendar).toBeVisible()
    await expect(calendar.getByRole('columnheader').first()).toContainText('T2')
    // The chosen day has the focus; a week on and a day forward is eight days later.
    await expect(calendar.locator('button[tabindex="0"]')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(calendar).toBeHidden()
    await expect(opener).toBeFocused()
    const picked = addDays(ad.endDate, 8)
    await expect(field(page, 'Ngày kết thúc')).toHaveValue(typedDay(picked))

    // Escape closes it again without a change, the focus back on its button.
    await page.keyboard.press('Enter')
    await expect(calendar).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('Escape')
    await expect(calendar).toBeHidden()
    await expect(opener).toBeFocused()
    await expect(field(page, 'Ngày kết thúc')).toHaveValue(typedDay(picked))

    await dialog(page).getByRole('button', { name: 'Lưu' }).click()
    await expect(toast(page, `Đã cập nhật quảng cáo ${ad.title}`)).toBeVisible()
    const saved = await request.get(`/api/advertisements/${ad.id}`, {
      headers: { authorization: `Bearer ${signedInAdmin.token}` },
    })
    expect(((await saved.json()) as { endDate: string }).endDate).toBe(picked)
  })
})

test('the preview is the guest page in a phone frame: countdown, the task refusing and accepting text, terms, Connect', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const ad = await createAd(request, signedInAdmin.token, {
    title: `${uniqueTag('adpreview')} Phở bò`,
    duration: 3,
    targetText: 'phở bò',
  })
  await page.goto('/advertisement')
  await searchFor(searchBox(page), ad.title)
  await rowAction(page, ad.title, 'Preview')
  const guest = page.frameLocator(`iframe[title="Guest page preview of ${ad.title}"]`)
  await expect(guest.getByRole('heading', { name: ad.title })).toBeVisible()
  const connect = guest.getByRole('button', { name: 'Connect to Wi-Fi' })
  await expect(guest.getByRole('timer')).toHaveText(/^Please wait \d seconds?$/)
  await expect(connect).toBeDisabled()

  const task = guest.getByLabel('Type this text to continue')
  await task.fill('pho ga')
  await expect(task).toHaveAccessibleDescription('That doesn’t match, please check the text.')
  // Accents are optional for the guest: "pho bo" is "phở bò" typed on a phone keyboard.
  await task.fill('pho bo')
  await expect(task).toHaveAccessibleDescription('That’s right!')
  await guest.getByLabel('I agree to the Terms of use').check()
  await expect(guest.getByRole('timer')).toHaveText('The wait is over')
  await expect(connect).toBeEnabled()
  await expect(connect).toHaveAccessibleDescription('All set, you can connect now.')
  await connect.click()
  await expect(guest.getByRole('button', { name: 'Connecting to Wi-Fi...' })).toBeVisible()
  await expect(guest.getByRole('heading', { name: 'Preview complete' })).toBeVisible()

  // The guest page in Vietnamese, from the start again.
  await page.getByRole('dialog').getByRole('button', { name: 'Tiếng Việt' }).click()
  await expect(guest.getByRole('button', { name: 'Kết nối Wi-Fi' })).toBeDisabled()
  await expect(guest.getByRole('timer')).toHaveText(/^Vui lòng chờ \d giây$/)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: `Actions for ${ad.title}` })).toBeFocused()
})

test('a customer creates their own image ad, without the public flag, and previews it', async ({
  page,
  signedInAccount: _customer,
}) => {
  const title = await startNewAd(page, 'adcustomer', 'Trà đào', 'Trà đào cam sả mát lạnh')
  await expect(field(page, 'Public')).toHaveCount(0)
  await chooseImages(page, [demoImagePath('ca-phe-sua-da.jpg')])
  await field(page, 'Alt text of image 1').fill('Ly trà đào')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, `Ad ${title} created`)).toBeVisible()

  await searchFor(searchBox(page), title)
  await rowAction(page, title, 'Preview')
  const guest = page.frameLocator(`iframe[title="Guest page preview of ${title}"]`)
  await expect(guest.getByRole('heading', { name: title })).toBeVisible()
  await expect(guest.getByRole('img', { name: 'Ly trà đào' })).toBeVisible()
})

/** Fills the least a video ad needs, in the dialog's language. */
async function fillVideoAd(
  page: Page,
  labels: { title: string; description: string; component: string; video: string },
) {
  await field(page, labels.title).fill(`${uniqueTag('adfail')} Chè`)
  await field(page, labels.description).fill('Chè ba màu')
  await choose(page, labels.component, 'Video')
  await field(page, labels.video).fill('https://videos.example.com/che.mp4')
}

// The server's refusal and failure are stood in for here (no real create is refused once the form's rules pass):
// what is tested is how the console words each kind of answer.
const refuseCreate = (page: Page, status: number, code: string) =>
  page.route('**/api/advertisements', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status, json: { code, message: 'stand-in' } })
      : route.fallback(),
  )

/**
 * A video ad's create, refused (403: the failure toast with the server's reason, the dialog kept), then failing
 * (500: the toast that says only that saving failed), in the dialog's language.
 */
async function expectRefusedThenFailingCreate(
  page: Page,
  text: {
    addAd: string
    labels: Parameters<typeof fillVideoAd>[1]
    save: string
    refused: string
    reason: string
    failed: string
  },
) {
  await openAddDialog(page, text.addAd)
  await fillVideoAd(page, text.labels)
  await refuseCreate(page, 403, 'FORBIDDEN')
  await dialog(page).getByRole('button', { name: text.save }).click()
  await expect(toast(page, text.refused)).toContainText(text.reason)
  await expect(dialog(page)).toBeVisible()

  await page.unrouteAll()
  await refuseCreate(page, 500, 'INTERNAL')
  await dialog(page).getByRole('button', { name: text.save }).click()
  await expect(toast(page, text.failed)).toBeVisible()
}

test.describe('a refused or failing create', () => {
  // The failing server's 500 is logged by the browser, as it should be.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 500\b/] })

  test('a refused create toasts "Failed to create ad" with the reason; a failing server "An error occurred while saving the ad"', async ({
    page,
    signedInAdmin: _admin,
  }) => {
    await expectRefusedThenFailingCreate(page, {
      addAd: 'Add ad',
      labels: { title: 'Title', description: 'Description', component: 'Component type', video: 'Video URL' },
      save: 'Save',
      refused: 'Failed to create ad',
      reason: 'You do not have permission to do this.',
      failed: 'An error occurred while saving the ad',
    })
  })

  test.describe('in Vietnamese', () => {
    test.use({ uiLanguage: 'vi' })

    test('the same two toasts in Vietnamese', async ({ page, signedInAdmin: _admin }) => {
      await expectRefusedThenFailingCreate(page, {
        addAd: 'Thêm quảng cáo',
        labels: { title: 'Tiêu đề', description: 'Mô tả', component: 'Loại thành phần', video: 'Địa chỉ video' },
        save: 'Lưu',
        refused: 'Tạo quảng cáo thất bại',
        reason: 'Bạn không có quyền thực hiện thao tác này.',
        failed: 'Đã xảy ra lỗi khi lưu quảng cáo',
      })
    })
  })
})

test('an edit that the server refuses toasts "Failed to update ad" (the ad was deleted meanwhile)', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const ad = await createAd(request, signedInAdmin.token, {
    title: `${uniqueTag('adgone')} Xôi`,
    componentType: 'video',
  })
  await page.goto('/advertisement')
  await searchFor(searchBox(page), ad.title)
  await rowAction(page, ad.title, 'Edit')
  await request.delete(`/api/advertisements/${ad.id}`, { headers: { authorization: `Bearer ${signedInAdmin.token}` } })
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Failed to update ad')).toBeVisible()
})
