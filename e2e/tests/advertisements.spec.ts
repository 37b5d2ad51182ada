import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { createAd, dayFromToday } from '../support/advertisements.ts'
import { expect, test } from '../support/fixtures.ts'
import { toast } from '../support/forms.ts'
import {
  columnHeader,
  firstCells,
  rowAction,
  searchFor,
  setFacet,
  tableRows,
  uniqueTag,
  urlParams,
} from '../support/management.ts'
import { accessTokenOf } from '../support/session.ts'

// /advertisement, the ads list (issue 10). The English texts are SPEC §8's ('Error loading advertisements') and the
// catalog's ("advertisements") where the spec gives none.

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search ads…' })

/** A day as the English console shows it, day first ("25 Nov 2026", ADR 029). */
const shown = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(day),
  )

test('an admin sees the ads with their columns and status, and searches, filters and sorts them in the URL', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const tag = uniqueTag('adlist')
  const running = await createAd(request, signedInAdmin.token, { title: `${tag} Bánh mì`, type: 'promotion' })
  const scheduled = await createAd(request, signedInAdmin.token, {
    title: `${tag} Cà phê`,
    type: 'event',
    startDate: dayFromToday(5),
    endDate: dayFromToday(10),
  })
  const ended = await createAd(request, signedInAdmin.token, {
    title: `${tag} Trà đá`,
    type: 'brand',
    componentType: 'video',
    startDate: dayFromToday(-10),
    endDate: dayFromToday(-2),
  })

  await page.goto('/advertisement')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advertisement')
  for (const title of ['Title', 'Author', 'Status', 'Start date', 'End date', 'Description', 'Type']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible()
  }
  await searchFor(searchBox(page), tag)
  // Newest first by default.
  await expect(firstCells(page)).toHaveText([ended.title, scheduled.title, running.title])
  const row = tableRows(page).filter({ hasText: running.title })
  await expect(row).toContainText(running.author?.fullName || running.author?.email || '')
  await expect(row).toContainText(shown(running.startDate))
  await expect(row).toContainText(shown(running.endDate))
  await expect(row).toContainText(running.description)
  await expect(row).toContainText('Promotion')
  await expect(row.locator('[data-slot="badge"]')).toHaveText('Running')
  await expect(tableRows(page).filter({ hasText: scheduled.title }).locator('[data-slot="badge"]')).toHaveText(
    'Scheduled',
  )
  await expect(tableRows(page).filter({ hasText: ended.title }).locator('[data-slot="badge"]')).toHaveText('Ended')

  await setFacet(page, 'Status', 'Running', true)
  expect(urlParams(page)).toMatchObject({ q: tag, status: 'running' })
  await expect(firstCells(page)).toHaveText([running.title])
  await setFacet(page, 'Status', 'Running', false)
  await setFacet(page, 'Type', 'Event', true)
  expect(urlParams(page)).toMatchObject({ type: 'event' })
  await expect(firstCells(page)).toHaveText([scheduled.title])
  await setFacet(page, 'Type', 'Event', false)
  await setFacet(page, 'Component type', 'Video', true)
  expect(urlParams(page)).toMatchObject({ componentType: 'video' })
  await expect(firstCells(page)).toHaveText([ended.title])
  await setFacet(page, 'Component type', 'Video', false)

  await columnHeader(page, 'Title').getByRole('button').click()
  await expect.poll(() => urlParams(page)).toMatchObject({ sort: 'title', order: 'asc' })
  await expect(firstCells(page)).toHaveText([running.title, scheduled.title, ended.title])
  await expect(columnHeader(page, 'Title')).toHaveAttribute('aria-sort', 'ascending')

  // The URL alone brings it all back.
  await page.goto(`/advertisement?q=${tag}&sort=endDate&order=desc&status=scheduled,ended`)
  await expect(firstCells(page)).toHaveText([scheduled.title, ended.title])
})

test('an ad is deleted once its title is typed, the warning saying what goes with it', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const ad = await createAd(request, signedInAdmin.token, { title: `${uniqueTag('addel')} Phở Hà Nội` })
  await page.goto(`/advertisement?q=${encodeURIComponent(ad.title)}`)
  await expect(firstCells(page)).toHaveText([ad.title])

  await rowAction(page, ad.title, 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete ad' })
  await expect(dialog).toContainText(
    `This deletes ${ad.title} with its question (the text task guests answer) and removes it from every venue it is assigned to`,
  )
  const typed = dialog.getByLabel(`Type the ad's title, ${ad.title}, to confirm`, { exact: true })
  const deleteButton = dialog.getByRole('button', { name: 'Delete', exact: true })
  for (const almost of ['', ad.title.toUpperCase(), `${ad.title} `]) {
    await typed.fill(almost)
    await expect(deleteButton).toBeDisabled()
  }
  await typed.fill(ad.title)
  await deleteButton.click()
  await expect(toast(page, `Ad ${ad.title} deleted`)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('No ads match. Clear the search or filters.')).toBeVisible()
  const gone = await request.get(`/api/advertisements/${ad.id}`, {
    headers: { authorization: `Bearer ${signedInAdmin.token}` },
  })
  expect(gone.status()).toBe(404)
})

test.describe('in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test('the delete dialog and its toast speak Vietnamese', async ({ page, request, signedInAdmin }) => {
    const ad = await createAd(request, signedInAdmin.token, { title: `${uniqueTag('advi')} Gỏi cuốn` })
    await page.goto(`/advertisement?q=${encodeURIComponent(ad.title)}`)
    await page.getByRole('button', { name: `Thao tác cho ${ad.title}`, exact: true }).click()
    await page.getByRole('menuitem', { name: 'Xóa', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Xóa quảng cáo' })
    await dialog.getByLabel(`Nhập tiêu đề quảng cáo, ${ad.title}, để xác nhận`, { exact: true }).fill(ad.title)
    await dialog.getByRole('button', { name: 'Xóa', exact: true }).click()
    await expect(toast(page, `Đã xóa quảng cáo ${ad.title}`)).toBeVisible()
  })
})

test('a delete the server refuses: "Failed to delete ad" with the reason, and the ad stays', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const ad = await createAd(request, signedInAdmin.token, { title: `${uniqueTag('adkeep')} Bún bò` })
  await page.route(/\/api\/advertisements\/[\w-]+$/, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 403, json: { code: 'FORBIDDEN', message: 'Staged refusal' } })
      : route.fallback(),
  )
  await page.goto(`/advertisement?q=${encodeURIComponent(ad.title)}`)
  await rowAction(page, ad.title, 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete ad' })
  await dialog.getByLabel(`Type the ad's title, ${ad.title}, to confirm`, { exact: true }).fill(ad.title)
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  const failed = toast(page, 'Failed to delete ad')
  await expect(failed).toBeVisible()
  await expect(failed.locator('[data-description]')).toHaveText('You do not have permission to do this.')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(firstCells(page)).toHaveText([ad.title])
})

test("Export CSV downloads the filtered list with the table's headings", async ({ page, request, signedInAdmin }) => {
  const tag = uniqueTag('adcsv')
  const running = await createAd(request, signedInAdmin.token, { title: `${tag} Phở, Hà Nội` })
  await createAd(request, signedInAdmin.token, {
    title: `${tag} Sắp tới`,
    startDate: dayFromToday(3),
    endDate: dayFromToday(4),
  })
  await page.goto(`/advertisement?q=${tag}&status=running`)
  await expect(firstCells(page)).toHaveText([running.title])

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV', exact: true }).click()
  const file = await download
  // Named by the server after what it holds, the search, the filter and the zone (docs/decisions/054).
  expect(file.suggestedFilename()).toMatch(
    /^advertisements_\d{4}-\d{2}-\d{2}_search-[a-z0-9-]+_status-running_UTC\+07\.csv$/,
  )
  const [comment, ...lines] = (await readFile(await file.path(), 'utf8')).slice(1).split('\r\n')
  expect(comment).toMatch(new RegExp(`^# Advertisements · Search: “${tag}” · Status: Running · Time zone: `))
  expect(lines[0]).toMatch(/^Title,Author,Start date,End date,Status,Description,Type,/)
  // Only the running ad: the export has the page's search and filter.
  expect(lines.slice(1)).toHaveLength(2)
  expect(lines[1]).toContain(`"${running.title}"`)
  expect(lines[1]).toContain('Running')
  expect(lines[2]).toBe('')
})

test('a customer sees their own ads and the public ones, may preview both, and edit and delete only their own', async ({
  page,
  request,
  adminToken,
  signedInAccount: _,
}) => {
  const tag = uniqueTag('adscope')
  const publicAd = await createAd(request, adminToken, { title: `${tag} Công khai`, isPublic: true })
  const privateAd = await createAd(request, adminToken, { title: `${tag} Riêng` })
  const own = await createAd(request, await accessTokenOf(page), { title: `${tag} Của tôi` })

  await page.goto(`/advertisement?q=${tag}&sort=title`)
  await expect(firstCells(page)).toHaveText([own.title, publicAd.title])
  await expect(page.getByText(privateAd.title)).toHaveCount(0)
  await page.getByRole('button', { name: `Actions for ${publicAd.title}`, exact: true }).click()
  // Someone else's public ad: seen and reported on (its figures at the customer's venues), not changed.
  await expect(page.getByRole('menuitem')).toHaveText(['Preview', 'Delivery report (PDF)'])
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: `Actions for ${own.title}`, exact: true }).click()
  await expect(page.getByRole('menuitem')).toHaveText(['Preview', 'Delivery report (PDF)', 'Edit', 'Delete'])
})

test.describe('a list the server fails to give', () => {
  // The staged 500 answers are logged by Chromium like any failed load.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 500\b/] })

  for (const { uiLanguage, title, message, retry } of [
    {
      uiLanguage: 'en' as const,
      title: 'Error loading advertisements',
      message: 'The ads could not be loaded.',
      retry: 'Try again',
    },
    { uiLanguage: 'vi' as const, title: 'Lỗi khi tải quảng cáo', message: 'Không tải được danh sách quảng cáo.' },
  ]) {
    test.describe(uiLanguage, () => {
      test.use({ uiLanguage })

      test(`toasts "${title}" and offers a retry, staying on the page`, async ({ page, request, signedInAdmin }) => {
        // One ad at least, for the retry to show.
        const ad = await createAd(request, signedInAdmin.token, { title: `${uniqueTag('adfail')} Chè` })
        const list = /\/api\/advertisements(\?.*)?$/
        await page.route(list, (route) =>
          route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Staged failure' } }),
        )
        // Queries retry a 500 three times with back-off (docs/product.md §7); the clock skips the waits.
        await page.clock.install()
        await page.goto(`/advertisement?q=${encodeURIComponent(ad.title)}`)
        const failed = toast(page, title)
        // A second at a time: the toast shows for four, so no step of the clock skips past it before it is seen.
        await expect(async () => {
          await page.clock.fastForward('00:01')
          await expect(failed).toBeVisible({ timeout: 500 })
        }).toPass()
        await expect(page).toHaveURL(/\/advertisement\?q=/)
        await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
        // Not the console's reaction to other pages' 500s.
        await expect(toast(page, uiLanguage === 'en' ? 'Internal Server Error!' : 'Lỗi máy chủ nội bộ!')).toHaveCount(0)

        await page.unroute(list)
        await page.getByRole('button', { name: retry ?? 'Thử lại', exact: true }).click()
        await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0)
        await expect(firstCells(page)).toHaveText([ad.title])
      })
    })
  }
})

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('ads show as cards instead of the table', async ({ page, request, signedInAdmin }) => {
    const ad = await createAd(request, signedInAdmin.token, { title: `${uniqueTag('adcard')} Bún chả`, type: 'event' })
    await page.goto(`/advertisement?q=${encodeURIComponent(ad.title)}`)
    const cards = page.getByRole('list', { name: 'Advertisement' }).locator(':scope > li')
    await expect(cards).toHaveCount(1)
    const card = cards.first()
    await expect(card).toContainText(ad.title)
    await expect(card).toContainText('Running')
    await expect(card).toContainText(`${shown(ad.startDate)} – ${shown(ad.endDate)}`)
    await expect(card).toContainText('Event · Single image')
    await expect(card.getByRole('button', { name: `Actions for ${ad.title}`, exact: true })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
  })
})
