import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { createAd, dayFromToday, type Ad } from '../support/advertisements.ts'
import { expect, test } from '../support/fixtures.ts'
import { toast } from '../support/forms.ts'
import { choose, createVenue, openRowMenuItem, uniqueTag, type Venue } from '../support/management.ts'
import { accessTokenOf } from '../support/session.ts'
import { adRow, adRows, assignAds, assignedTitles, deleteAd } from '../support/venue-ads.ts'

// The manage-venue-ads dialog (issue 10, SPEC §2), opened from a venue's row on /venues. The failure toasts are
// SPEC §8's exact texts; the rest is the catalog's. Video ads throughout: they need no uploaded image.

/** `count` video ads whose titles start with `tag`, numbered from 01 so the dialog's title order is theirs. */
async function createAds(request: Parameters<typeof createAd>[0], token: string, tag: string, count: number) {
  const ads: Ad[] = []
  for (let number = 1; number <= count; number++) {
    const title = `${tag} Quảng cáo ${String(number).padStart(2, '0')}`
    ads.push(await createAd(request, token, { title, componentType: 'video' }))
  }
  return ads
}

/** Opens the venue's dialog from its row on /venues (searched for by name), in English. */
async function openDialog(page: Page, venue: Venue): Promise<Locator> {
  await page.goto(`/venues?q=${encodeURIComponent(venue.name)}`)
  await openRowMenuItem(page, `Actions for ${venue.name}`, 'Manage ads')
  const dialog = page.getByRole('dialog', { name: `Manage ads for ${venue.name}` })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Types in the dialog's search box; the server's answer replaces the rows once typing pauses. */
async function search(dialog: Locator, text: string, searchLabel = 'Search ads…') {
  await dialog.getByRole('searchbox', { name: searchLabel }).fill(text)
}

const box = (dialog: Locator, title: string, verb = 'Select') =>
  dialog.getByRole('checkbox', { name: `${verb} ${title}`, exact: true })

test('an admin searches and pages the ads, assigns two, again with one already assigned, and unassigns', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const tag = uniqueTag('vads')
  const venue = await createVenue(request, signedInAdmin.token, { name: `${tag} Cà phê Sáng` })
  const ads = await createAds(request, signedInAdmin.token, tag, 11)
  const scheduled = await createAd(request, signedInAdmin.token, {
    title: `${tag} Sắp chạy`,
    componentType: 'video',
    type: 'event',
    isPublic: true,
    startDate: dayFromToday(5),
    endDate: dayFromToday(9),
  })
  const [first, second, third] = ads as [Ad, Ad, Ad]

  const dialog = await openDialog(page, venue)
  await search(dialog, tag)
  await expect(adRows(dialog)).toHaveCount(10)
  await expect(dialog.getByText('Page 1 of 2', { exact: true })).toBeVisible()
  await expect(adRows(dialog).first()).toContainText(first.title)
  await expect(adRow(dialog, first.title)).toContainText('Running')
  await expect(adRow(dialog, first.title)).toContainText('Not assigned')
  await choose(dialog, 'Rows per page', '20')
  await expect(adRows(dialog)).toHaveCount(12)
  await expect(dialog.getByText('Page 1 of 1', { exact: true })).toBeVisible()
  const upcoming = adRow(dialog, scheduled.title)
  await expect(upcoming).toContainText('Scheduled')
  await expect(upcoming).toContainText('Public')
  await expect(upcoming).toContainText('Event')
  await expect(upcoming).toContainText('Video')

  const assign = dialog.getByRole('button', { name: /^Assign / })
  const unassign = dialog.getByRole('button', { name: /^Unassign / })
  await expect(assign).toHaveText('Assign selected')
  await expect(assign).toBeDisabled()
  await expect(unassign).toBeDisabled()

  await box(dialog, first.title).check()
  await box(dialog, second.title).check()
  await expect(assign).toHaveText('Assign 2 ads')
  await assign.click()
  const assigned = toast(page, `Assigned 2 ads to ${venue.name}`)
  await expect(assigned).toBeVisible()
  await expect(assigned.locator('[data-description]')).toHaveCount(0)
  for (const ad of [first, second]) await expect(adRow(dialog, ad.title)).toContainText('Assigned')
  await expect(adRow(dialog, third.title)).toContainText('Not assigned')
  // The ticks went with the request.
  await expect(box(dialog, first.title)).not.toBeChecked()
  await expect(assign).toBeDisabled()
  expect(await assignedTitles(request, signedInAdmin.token, venue.id, tag)).toEqual([first.title, second.title])

  await box(dialog, second.title).check()
  await box(dialog, third.title).check()
  await assign.click()
  const again = toast(page, `Assigned 1 ad to ${venue.name}`)
  await expect(again).toBeVisible()
  await expect(again.locator('[data-description]')).toHaveText('1 was already assigned')
  await expect(adRow(dialog, third.title)).toContainText('Assigned')

  // Only the page's ads: the select-all box ticks these, then the search narrows to two of them.
  await search(dialog, first.title)
  await expect(adRows(dialog)).toHaveCount(1)
  await dialog.getByRole('checkbox', { name: 'Select all ads on this page', exact: true }).check()
  await search(dialog, second.title)
  await expect(adRows(dialog)).toHaveCount(1)
  await box(dialog, second.title).check()
  // Ticks stay across searches: both count.
  await expect(dialog.getByText('2 selected', { exact: true })).toBeVisible()
  await unassign.click()
  await expect(toast(page, `Unassigned 2 ads from ${venue.name}`)).toBeVisible()
  await expect(adRow(dialog, second.title)).toContainText('Not assigned')
  expect(await assignedTitles(request, signedInAdmin.token, venue.id, tag)).toEqual([third.title])

  await box(dialog, second.title).check()
  await unassign.click()
  await expect(toast(page, `The selected ad was not assigned to ${venue.name}`)).toBeVisible()
})

test('the dialog works from the keyboard, and closing it returns focus to the row’s ⋯ button', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const tag = uniqueTag('vakey')
  const venue = await createVenue(request, signedInAdmin.token, { name: `${tag} Quán Phở` })
  const [ad] = await createAds(request, signedInAdmin.token, tag, 1)
  await page.goto(`/venues?q=${encodeURIComponent(venue.name)}`)
  const opener = page.getByRole('button', { name: `Actions for ${venue.name}`, exact: true })
  await opener.focus()
  await page.keyboard.press('Enter')
  // Manage ads is the menu's first item, focused when the menu opens from the keyboard.
  await expect(page.getByRole('menuitem', { name: 'Manage ads', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `Manage ads for ${venue.name}` })
  const searchBox = dialog.getByRole('searchbox', { name: 'Search ads…' })
  await expect(searchBox).toBeFocused()
  await page.keyboard.type(ad!.title)
  await expect(adRows(dialog)).toHaveCount(1)
  // Past the clear-search and Reset buttons (the data table's toolbar) to the select-all box, then the ad's own box.
  for (let step = 0; step < 3; step++) await page.keyboard.press('Tab')
  await expect(dialog.getByRole('checkbox', { name: 'Select all ads on this page', exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(box(dialog, ad!.title)).toBeFocused()
  await page.keyboard.press('Space')
  await expect(box(dialog, ad!.title)).toBeChecked()
  const assign = dialog.getByRole('button', { name: 'Assign 1 ad', exact: true })
  await assign.focus()
  await page.keyboard.press('Enter')
  await expect(toast(page, `Assigned 1 ad to ${venue.name}`)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test.describe('in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test('the menu item, the dialog and its toasts speak Vietnamese, with the counts', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    const tag = uniqueTag('vavi')
    const venue = await createVenue(request, signedInAdmin.token, { name: `${tag} Bún Chả` })
    const [first, second] = (await createAds(request, signedInAdmin.token, tag, 2)) as [Ad, Ad]
    await page.goto(`/venues?q=${encodeURIComponent(venue.name)}`)
    await openRowMenuItem(page, `Thao tác cho ${venue.name}`, 'Quản lý quảng cáo')
    const dialog = page.getByRole('dialog', { name: `Quản lý quảng cáo cho ${venue.name}` })
    await search(dialog, tag, 'Tìm quảng cáo…')
    await expect(adRows(dialog)).toHaveCount(2)
    await expect(dialog.getByRole('button', { name: 'Gán mục đã chọn', exact: true })).toBeDisabled()

    await box(dialog, first.title, 'Chọn').check()
    await box(dialog, second.title, 'Chọn').check()
    await dialog.getByRole('button', { name: 'Gán 2 quảng cáo', exact: true }).click()
    await expect(toast(page, `Đã gán 2 quảng cáo cho ${venue.name}`)).toBeVisible()
    await expect(adRow(dialog, first.title)).toContainText('Đã gán')

    await box(dialog, first.title, 'Chọn').check()
    await dialog.getByRole('button', { name: 'Gán 1 quảng cáo', exact: true }).click()
    await expect(toast(page, `1 quảng cáo đã chọn vốn đã được gán cho ${venue.name}`)).toBeVisible()

    await dialog.getByRole('checkbox', { name: 'Chọn tất cả quảng cáo trên trang này', exact: true }).check()
    await dialog.getByRole('button', { name: 'Bỏ gán 2 quảng cáo', exact: true }).click()
    await expect(toast(page, `Đã bỏ gán 2 quảng cáo khỏi ${venue.name}`)).toBeVisible()
    await expect(adRow(dialog, second.title)).toContainText('Chưa gán')
  })
})

/** The dialog's words for a request the server refuses, in each language. */
const refusalTexts = [
  {
    uiLanguage: 'en' as const,
    actionsFor: 'Actions for',
    manageAds: 'Manage ads',
    searchLabel: 'Search ads…',
    select: 'Select',
    assign: { button: 'Assign 2 ads', failed: 'Failed to assign advertisements' },
    unassign: { button: 'Unassign 2 ads', failed: 'Failed to unassign advertisements' },
    assigned: 'Assigned',
    notFound: 'Content not found.',
  },
  {
    uiLanguage: 'vi' as const,
    actionsFor: 'Thao tác cho',
    manageAds: 'Quản lý quảng cáo',
    searchLabel: 'Tìm quảng cáo…',
    select: 'Chọn',
    assign: { button: 'Gán 2 quảng cáo', failed: 'Gán quảng cáo thất bại' },
    unassign: { button: 'Bỏ gán 2 quảng cáo', failed: 'Bỏ gán quảng cáo thất bại' },
    assigned: 'Đã gán',
    notFound: 'Không tìm thấy nội dung.',
  },
]

/**
 * Ticks two ads, deletes the second through the API while the dialog still lists it, and presses the request's
 * button: the server refuses the whole request (nothing is half done), and the request's failure toast says why.
 */
async function refusedForADeletedAd(
  page: Page,
  request: APIRequestContext,
  adminToken: string,
  dialog: Locator,
  [stays, goes]: [Ad, Ad],
  text: (typeof refusalTexts)[number],
  { button, failed }: { button: string; failed: string },
) {
  await box(dialog, stays.title, text.select).check()
  await box(dialog, goes.title, text.select).check()
  await deleteAd(request, adminToken, goes.id)
  await dialog.getByRole('button', { name: button, exact: true }).click()
  const failure = toast(page, failed)
  await expect(failure).toBeVisible()
  await expect(failure.locator('[data-description]')).toHaveText(text.notFound)
}

for (const text of refusalTexts) {
  test.describe(`a request the server refuses (${text.uiLanguage})`, () => {
    test.use({ uiLanguage: text.uiLanguage })

    // An ad deleted while the dialog lists it: the server refuses the whole request (nothing is half done).
    test(`"${text.assign.failed}" and "${text.unassign.failed}" with the reason, nothing changed`, async ({
      page,
      request,
      signedInAdmin,
    }) => {
      const tag = uniqueTag('vafail')
      const venue = await createVenue(request, signedInAdmin.token, { name: `${tag} Chè Ba Màu` })
      const [kept, gone, keptAssigned, goneAssigned] = (await createAds(request, signedInAdmin.token, tag, 4)) as [
        Ad,
        Ad,
        Ad,
        Ad,
      ]
      await assignAds(request, signedInAdmin.token, venue.id, [keptAssigned.id, goneAssigned.id])

      await page.goto(`/venues?q=${encodeURIComponent(venue.name)}`)
      const dialog = page.getByRole('dialog')
      await openRowMenuItem(page, `${text.actionsFor} ${venue.name}`, text.manageAds)
      await search(dialog, tag, text.searchLabel)
      await expect(adRows(dialog)).toHaveCount(4)

      await refusedForADeletedAd(page, request, signedInAdmin.token, dialog, [kept, gone], text, text.assign)
      // The list is read again: the deleted ad has gone, and the other was not assigned.
      await expect(adRows(dialog)).toHaveCount(3)
      expect(await assignedTitles(request, signedInAdmin.token, venue.id, tag)).toEqual([
        keptAssigned.title,
        goneAssigned.title,
      ])

      // The refused ticks are gone with the request; the reread list shows what there is now.
      await expect(box(dialog, kept.title, text.select)).not.toBeChecked()
      await refusedForADeletedAd(
        page,
        request,
        signedInAdmin.token,
        dialog,
        [keptAssigned, goneAssigned],
        text,
        text.unassign,
      )
      // The one still there stays assigned; the deleted one took its assignment with it.
      await expect(adRows(dialog)).toHaveCount(2)
      await expect(adRow(dialog, keptAssigned.title)).toContainText(text.assigned)
      expect(await assignedTitles(request, signedInAdmin.token, venue.id, tag)).toEqual([keptAssigned.title])
    })
  })
}

test('a customer manages the ads of the venues they are a member of, with their own and the public ads', async ({
  page,
  request,
  adminToken,
  signedInAccount,
}) => {
  const tag = uniqueTag('vacust')
  const theirs = await createVenue(request, adminToken, {
    name: `${tag} Của tôi`,
    memberEmails: [signedInAccount.email],
  })
  const other = await createVenue(request, adminToken, { name: `${tag} Của người khác` })
  const publicAd = await createAd(request, adminToken, {
    title: `${tag} Công khai`,
    componentType: 'video',
    isPublic: true,
  })
  const privateAd = await createAd(request, adminToken, { title: `${tag} Riêng`, componentType: 'video' })
  const own = await createAd(request, await accessTokenOf(page), { title: `${tag} Của tôi`, componentType: 'video' })

  await page.goto(`/venues?q=${tag}`)
  await expect(page.getByRole('button', { name: `Actions for ${theirs.name}`, exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: `Actions for ${other.name}`, exact: true })).toHaveCount(0)

  const dialog = await openDialog(page, theirs)
  await search(dialog, tag)
  await expect(adRows(dialog)).toHaveCount(2)
  await expect(adRow(dialog, publicAd.title)).toContainText('Public')
  await expect(adRow(dialog, own.title)).toBeVisible()
  await expect(dialog.getByText(privateAd.title)).toHaveCount(0)
  await dialog.getByRole('checkbox', { name: 'Select all ads on this page', exact: true }).check()
  await dialog.getByRole('button', { name: 'Assign 2 ads', exact: true }).click()
  await expect(toast(page, `Assigned 2 ads to ${theirs.name}`)).toBeVisible()
  expect(await assignedTitles(request, adminToken, theirs.id, tag)).toEqual([publicAd.title, own.title].sort())
})

test('a search without match says so', async ({ page, request, signedInAdmin }) => {
  const venue = await createVenue(request, signedInAdmin.token, { name: `${uniqueTag('vanone')} Bánh Xèo` })
  const dialog = await openDialog(page, venue)
  await search(dialog, uniqueTag('nothing-like-this'))
  await expect(dialog.getByText('No ads match your search.', { exact: true })).toBeVisible()
  await expect(adRows(dialog)).toHaveCount(0)
})

test.describe('a list the server fails to give', () => {
  // The staged 500 answers are logged by Chromium like any failed load.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 500\b/] })

  test('says so in the dialog, which stays open, and Try again loads it', async ({ page, request, signedInAdmin }) => {
    const tag = uniqueTag('vaerr')
    const venue = await createVenue(request, signedInAdmin.token, { name: `${tag} Cơm Tấm` })
    const [ad] = await createAds(request, signedInAdmin.token, tag, 1)
    const list = /\/api\/venues\/[\w-]+\/ads(\?.*)?$/
    await page.route(list, (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Staged failure' } }),
    )
    // Queries retry a 500 three times with back-off (docs/product.md §7); the clock skips the waits.
    await page.clock.install()
    const dialog = await openDialog(page, venue)
    const failure = dialog.getByRole('alert').filter({ hasText: 'The ads could not be loaded.' })
    await expect(async () => {
      await page.clock.fastForward('00:05')
      await expect(failure).toBeVisible({ timeout: 500 })
    }).toPass()
    await expect(page).toHaveURL(/\/venues/)

    await page.unroute(list)
    await search(dialog, ad!.title)
    await failure.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect(adRows(dialog)).toHaveCount(1)
    await expect(failure).toHaveCount(0)
  })
})

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the dialog takes the whole width and lists the ads as stacked rows, from the venue card', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    const tag = uniqueTag('vaphone')
    const venue = await createVenue(request, signedInAdmin.token, { name: `${tag} Hủ Tiếu` })
    const [ad] = await createAds(request, signedInAdmin.token, tag, 1)
    const dialog = await openDialog(page, venue)
    const box375 = await dialog.boundingBox()
    expect(box375?.x).toBe(0)
    expect(box375?.width).toBe(375)
    await search(dialog, tag)
    await expect(dialog.getByRole('table')).toHaveCount(0)
    const rows = dialog.getByRole('list', { name: 'Ads you can assign' }).getByRole('listitem')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(ad!.title)
    await expect(rows.first()).toContainText('Running')
    await rows.first().getByText(ad!.title, { exact: true }).click()
    await expect(box(dialog, ad!.title)).toBeChecked()
    await dialog.getByRole('button', { name: 'Assign 1 ad', exact: true }).click()
    await expect(toast(page, `Assigned 1 ad to ${venue.name}`)).toBeVisible()
    await expect(rows.first()).toContainText('Assigned')
  })
})
