import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { strongPassword, uniqueEmail } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'
import {
  expectFieldError,
  expectFieldErrors,
  expectNoFieldError,
  field,
  startInAddDialog,
  toast,
} from '../support/forms.ts'
import {
  choose,
  columnHeader,
  createVenue,
  facetFilter,
  firstCells,
  rowAction,
  searchFor,
  setFacet,
  tableRows,
  uniqueTag,
  urlParams,
} from '../support/management.ts'

// The English texts are docs/product.md §5's and §8's, and the catalog's ("venues" and "table") where the spec gives none.

const searchLabel = 'Search venues…'
const searchBox = (page: Page) => page.getByRole('searchbox', { name: searchLabel })

test('an admin adds a venue with a member, finds it, edits it, and deletes it once its name is typed', async ({
  page,
  signUp,
  signedInAdmin: _,
}) => {
  const tag = uniqueTag('add')
  const member = uniqueEmail('member')
  await signUp(member, strongPassword)
  const name = `${tag} Cà phê Sáng`

  await page.goto('/venues')
  await page.getByRole('button', { name: 'Add venue' }).click()
  const addDialog = page.getByRole('dialog', { name: 'Add venue' })
  await field(page, 'Name').fill(name)
  await field(page, 'Owner').fill('Nguyễn Văn An')
  await field(page, 'Email').fill(`${tag}@example.test`)
  await field(page, 'Phone').fill('0901 234 567')
  await field(page, 'Website').fill('https://caphesang.example.test')
  await field(page, 'Address').fill('5 Nguyễn Huệ, Quận 1')
  await field(page, 'SSID').fill('CaPheSang')
  await field(page, 'Wi-Fi password').fill('sang-wifi-2024')
  await field(page, 'Members').fill(member)
  await addDialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Venue created')).toBeVisible()
  await expect(addDialog).toBeHidden()

  await searchFor(searchBox(page), tag)
  await expect(firstCells(page)).toHaveText([name])
  const row = tableRows(page).first()
  await expect(row).toContainText('Nguyễn Văn An')
  await expect(row).toContainText('Active')
  // Phone is hidden at first (so the columns fit 1280 px); shown, it reads as stored, without the separators typed.
  await expect(columnHeader(page, 'Phone')).toHaveCount(0)
  await page.getByRole('button', { name: 'View', exact: true }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Phone', exact: true }).click()
  await page.keyboard.press('Escape')
  await expect(row).toContainText('0901234567')

  await rowAction(page, name, 'Edit')
  const editDialog = page.getByRole('dialog', { name: 'Edit venue' })
  await expect(field(page, 'Name')).toHaveValue(name)
  await expect(field(page, 'Members')).toHaveValue(member)
  const renamed = `${tag} Cà phê Chiều`
  await field(page, 'Name').fill(renamed)
  await editDialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Venue updated')).toBeVisible()
  await expect(editDialog).toBeHidden()
  await expect(firstCells(page)).toHaveText([renamed])

  await rowAction(page, renamed, 'Delete')
  const deleteDialog = page.getByRole('dialog', { name: 'Delete venue' })
  const typedName = deleteDialog.getByLabel(`Type the venue's name, ${renamed}, to confirm`, { exact: true })
  const deleteButton = deleteDialog.getByRole('button', { name: 'Delete', exact: true })
  await expect(deleteButton).toBeDisabled()
  for (const almost of [tag, renamed.toUpperCase(), `${renamed} `, name]) {
    await typedName.fill(almost)
    await expect(deleteButton).toBeDisabled()
  }
  await typedName.fill(renamed)
  await expect(deleteButton).toBeEnabled()
  await deleteButton.click()
  await expect(toast(page, `Venue ${renamed} deleted`)).toBeVisible()
  await expect(deleteDialog).toBeHidden()
  await expect(page.getByText('No venues match. Clear the search or filters, or add a venue.')).toBeVisible()
})

test('sorts by name both ways, pages, changes the page size and filters by status, all kept in the URL', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const tag = uniqueTag('list')
  // Twelve venues, more than the first page's ten; every third one inactive.
  const names = Array.from({ length: 12 }, (_, index) => `${tag} Venue ${String(index + 1).padStart(2, '0')}`)
  const inactive = names.filter((_, index) => (index + 1) % 3 === 0)
  await Promise.all(
    names.map((name) =>
      createVenue(request, signedInAdmin.token, { name, status: inactive.includes(name) ? 'inactive' : 'active' }),
    ),
  )
  const descending = names.toReversed()

  await page.goto('/venues')
  await searchFor(searchBox(page), tag)
  await expect(page.getByText('12 rows', { exact: true })).toBeVisible()
  await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible()
  await expect(tableRows(page)).toHaveCount(10)

  const nameHeader = columnHeader(page, 'Name')
  await nameHeader.getByRole('button').click()
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
  await expect(firstCells(page)).toHaveText(names.slice(0, 10))
  expect(urlParams(page)).toMatchObject({ q: tag, sort: 'name', order: 'asc' })

  await nameHeader.getByRole('button').click()
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
  await expect(firstCells(page)).toHaveText(descending.slice(0, 10))
  expect(urlParams(page)).toMatchObject({ q: tag, sort: 'name', order: 'desc' })

  await page.getByRole('button', { name: 'Go to next page' }).click()
  await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible()
  await expect(firstCells(page)).toHaveText(descending.slice(10))
  expect(urlParams(page)).toMatchObject({ q: tag, sort: 'name', order: 'desc', page: '2' })
  await expect(page.getByRole('button', { name: 'Go to next page' })).toBeDisabled()

  // A reload (or the link shared) shows the same view.
  await page.reload()
  await expect(searchBox(page)).toHaveValue(tag)
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
  await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible()
  await expect(firstCells(page)).toHaveText(descending.slice(10))

  await page.getByRole('button', { name: 'Go to previous page' }).click()
  await expect(firstCells(page)).toHaveText(descending.slice(0, 10))

  await choose(page, 'Rows per page', '20')
  await expect(page.getByText('Page 1 of 1', { exact: true })).toBeVisible()
  await expect(firstCells(page)).toHaveText(descending)
  expect(urlParams(page)).toMatchObject({ q: tag, sort: 'name', order: 'desc', pageSize: '20' })
  // A new page size starts again at the first page.
  expect(urlParams(page).page ?? '1').toBe('1')

  await setFacet(page, 'Status', 'Inactive', true)
  await expect(firstCells(page)).toHaveText(inactive.toReversed())
  await expect(page.getByText('4 rows', { exact: true })).toBeVisible()
  expect(urlParams(page)).toMatchObject({ q: tag, sort: 'name', order: 'desc', pageSize: '20' })
  // A filter reads as the API's own comma-separated list (use-table-url-state.ts joins it so). Soft, so that a
  // wrong format still lets the reload below show whether the view survives.
  expect.soft(urlParams(page).status, 'the status filter in the URL').toBe('inactive')

  await page.reload()
  await expect(searchBox(page)).toHaveValue(tag)
  await expect(facetFilter(page, 'Status')).toContainText('Inactive')
  await expect(page.getByLabel('Rows per page', { exact: true })).toHaveText('20')
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
  await expect(firstCells(page)).toHaveText(inactive.toReversed())

  await setFacet(page, 'Status', 'Inactive', false)
  await setFacet(page, 'Status', 'Active', true)
  await expect(firstCells(page)).toHaveText(descending.filter((name) => !inactive.includes(name)))
  expect.soft(urlParams(page).status, 'the status filter in the URL').toBe('active')

  await setFacet(page, 'Status', 'Inactive', true)
  await expect(page.getByText('12 rows', { exact: true })).toBeVisible()
  // In the options' order, whichever was ticked first.
  expect.soft(urlParams(page).status, 'the status filter in the URL').toBe('active,inactive')
})

test('the View menu hides and shows a column, by its English name', async ({ page, signedInAdmin: _ }) => {
  await page.goto('/venues')
  const view = page.getByRole('button', { name: 'View', exact: true })
  await view.click()
  await expect(page.getByRole('menuitemcheckbox')).toHaveText([
    'Name',
    'Owner',
    'Email',
    'Phone',
    'Address',
    'Status',
    'Created',
  ])
  // Phone starts hidden, so the default columns fit a 1280 px screen.
  const phone = page.getByRole('menuitemcheckbox', { name: 'Phone', exact: true })
  await expect(phone).not.toBeChecked()
  await phone.click()
  // The menu stays open for more toggles; closed, the table is not hidden from the accessibility tree any more.
  await expect(phone).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(columnHeader(page, 'Phone')).toBeVisible()

  // The choice is remembered in this browser.
  await page.reload()
  await expect(columnHeader(page, 'Phone')).toBeVisible()
  await view.click()
  await phone.click()
  await expect(phone).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(columnHeader(page, 'Phone')).toHaveCount(0)
  await expect(columnHeader(page, 'Address')).toBeVisible()
})

test.describe('in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test('the View menu names the columns in Vietnamese', async ({ page, signedInAdmin: _ }) => {
    await page.goto('/venues')
    await page.getByRole('button', { name: 'Hiển thị', exact: true }).click()
    await expect(page.getByRole('menuitemcheckbox')).toHaveText([
      'Tên',
      'Chủ sở hữu',
      'Email',
      'Số điện thoại',
      'Địa chỉ',
      'Trạng thái',
      'Ngày tạo',
    ])
    await page.getByRole('menuitemcheckbox', { name: 'Địa chỉ', exact: true }).click()
    await page.keyboard.press('Escape')
    await expect(columnHeader(page, 'Địa chỉ')).toHaveCount(0)
    await expect(columnHeader(page, 'Tên')).toBeVisible()
  })
})

test('a member customer sees and edits only their venue, without the administrators’ fields and actions', async ({
  page,
  request,
  adminToken,
  signedInAccount,
}) => {
  const tag = uniqueTag('member')
  const mine = await createVenue(request, adminToken, {
    name: `${tag} Tiệm bánh Hạnh`,
    owner: 'Trần Thị Hạnh',
    website: 'https://tiembanhhanh.example.test',
    ssid: 'TiemBanhHanh',
    wifiPassword: 'banh-ngot-88',
    memberEmails: [signedInAccount.email],
  })
  const other = await createVenue(request, adminToken, { name: `${tag} Not mine` })

  await page.goto('/venues')
  await expect(firstCells(page)).toHaveText([mine.name])
  await expect(page.getByText('1 row', { exact: true })).toBeVisible()
  // Not even a search finds a venue they are not a member of.
  await searchFor(searchBox(page), other.name)
  // Told to clear the search, not to add a venue, which only administrators do.
  await expect(page.getByText('No venues match. Clear the search or filters.', { exact: true })).toBeVisible()
  await searchFor(searchBox(page), tag)
  await expect(firstCells(page)).toHaveText([mine.name])

  await expect(page.getByRole('button', { name: 'Add venue' })).toHaveCount(0)
  await expect(columnHeader(page, 'Owner')).toHaveCount(0)
  await page.getByRole('button', { name: `Actions for ${mine.name}`, exact: true }).click()
  await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()

  const dialog = page.getByRole('dialog', { name: 'Edit venue' })
  await expect(field(page, 'Name')).toHaveValue(mine.name)
  await expect(field(page, 'Address')).toBeVisible()
  for (const adminOnly of ['Owner', 'Status', 'Members']) {
    await expect(dialog.getByLabel(adminOnly, { exact: true })).toHaveCount(0)
    await expect(dialog.getByText(adminOnly, { exact: true })).toHaveCount(0)
  }
  await field(page, 'Address').fill('88 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội')
  await field(page, 'Phone').fill('+84 24 3825 1234')
  await field(page, 'SSID').fill('TiemBanhHanh-Guest')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Venue updated')).toBeVisible()
  await expect(dialog).toBeHidden()
  const row = tableRows(page).first()
  await expect(row).toContainText('88 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội')

  // What they could not see stayed as it was.
  const stored = await request.get(`/api/venues/${mine.id}`, { headers: { authorization: `Bearer ${adminToken}` } })
  expect(await stored.json()).toMatchObject({
    owner: 'Trần Thị Hạnh',
    status: 'active',
    members: [expect.objectContaining({ email: signedInAccount.email })],
    ssid: 'TiemBanhHanh-Guest',
    phone: '+842438251234',
  })
})

// Owner, website, SSID and Wi-Fi password are optional (docs/product.md §5, issue 3): a venue without them saves.
test.describe('a venue without its optional fields', () => {
  const bareName = () => `${uniqueTag('bare')} Quán Trống`

  test('is added through the Add venue dialog', async ({ page, signedInAdmin: _ }) => {
    await page.goto('/venues')
    await page.getByRole('button', { name: 'Add venue' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add venue' })
    await field(page, 'Name').fill(bareName())
    await field(page, 'Email').fill('quantrong@example.test')
    await field(page, 'Phone').fill('0234 382 1111')
    await field(page, 'Address').fill('3 Hai Bà Trưng, Huế')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Venue created')).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  test('is edited through the Edit venue dialog', async ({ page, request, signedInAdmin }) => {
    const venue = await createVenue(request, signedInAdmin.token, { name: bareName() })
    await page.goto('/venues')
    await searchFor(searchBox(page), venue.name)
    await rowAction(page, venue.name, 'Edit')
    const dialog = page.getByRole('dialog', { name: 'Edit venue' })
    await field(page, 'Address').fill('5 Hai Bà Trưng, Huế')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Venue updated')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(tableRows(page).first()).toContainText('5 Hai Bà Trưng, Huế')
  })
})

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('venues show as cards instead of the table', async ({ page, request, signedInAdmin }) => {
    const tag = uniqueTag('card')
    const venue = await createVenue(request, signedInAdmin.token, { name: `${tag} Quán Gió` })
    await page.goto(`/venues?q=${tag}`)
    // One card: the list's own items, not the lines of address, phone and email inside each card.
    const cards = page.getByRole('list', { name: 'Venues' }).locator(':scope > li')
    await expect(cards).toHaveCount(1)
    const card = cards.first()
    await expect(card).toContainText(venue.name)
    await expect(card).toContainText(venue.address)
    await expect(card).toContainText(venue.phone)
    await expect(card).toContainText(venue.email)
    await expect(card.getByRole('button', { name: `Actions for ${venue.name}`, exact: true })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    // No columns to choose from.
    await expect(page.getByRole('button', { name: 'View', exact: true })).toHaveCount(0)
  })
})

test('Export CSV downloads the searched list as UTF-8 with a byte-order mark, Vietnamese intact', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const tag = uniqueTag('csv')
  const venue = await createVenue(request, signedInAdmin.token, {
    name: `${tag} Cà phê Đông Hồ, Đà Lạt`,
    address: '9 Nguyễn Thị Minh Khai, Phường 1, Đà Lạt',
  })
  await page.goto(`/venues?q=${tag}`)
  await expect(firstCells(page)).toHaveText([venue.name])

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV', exact: true }).click()
  const file = await download
  // Named by the server after what it holds, the search and the zone (docs/decisions/054).
  expect(file.suggestedFilename()).toMatch(/^venues_\d{4}-\d{2}-\d{2}_search-[a-z0-9-]+_UTC\+07\.csv$/)
  const bytes = await readFile(await file.path())
  expect([...bytes.subarray(0, 3)], 'the UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf])

  const [comment, ...lines] = bytes.toString('utf8').slice(1).split('\r\n')
  expect(comment).toMatch(new RegExp(`^# Venues · Search: “${tag}” · Time zone: Vietnam time UTC\\+7 `))
  expect(lines[0]).toBe('Name,Owner,Email,Phone,Address,Website,Status,SSID,Created')
  // Only the searched venue, its name quoted for its comma.
  expect(lines.slice(1)).toHaveLength(2)
  expect(lines[1]).toContain(`"${venue.name}"`)
  expect(lines[1]).toContain(`"${venue.address}"`)
  expect(lines[2]).toBe('')
})

test.describe('venue form', () => {
  const save = startInAddDialog('/venues', 'Add venue')

  test('requires the name, address, phone and email, not the website', async ({ page }) => {
    await save(page)
    await expectFieldErrors(page, {
      Name: 'Please enter the venue name',
      Address: 'Please enter the address',
      Phone: 'Please enter a phone number',
      Email: 'Please enter your email',
    })
    await expectNoFieldError(page, 'Website')
    await expectNoFieldError(page, 'Owner')

    // Spaces alone are no name or address.
    await field(page, 'Name').fill('   ')
    await field(page, 'Address').fill('   ')
    await save(page)
    await expectFieldError(page, 'Name', 'Please enter the venue name')
    await expectFieldError(page, 'Address', 'Please enter the address')
  })

  test('wants a valid email, phone and website', async ({ page }) => {
    await field(page, 'Name').fill(`${uniqueTag('form')} Cà phê Mây`)
    await field(page, 'Address').fill('1 Hàng Bài, Hà Nội')
    await field(page, 'Phone').fill('not a phone')
    await field(page, 'Email').fill('not-an-email')
    await field(page, 'Website').fill('caphemay.vn')
    await save(page)
    await expectFieldError(page, 'Email', 'Please enter a valid email address')
    await expectFieldError(
      page,
      'Phone',
      'Please enter a valid phone number of at most 15 digits (a country code such as +84 is allowed)',
    )
    await expectFieldError(page, 'Website', 'Please enter a valid URL, such as https://example.com')
    await expectNoFieldError(page, 'Name')
    await expectNoFieldError(page, 'Address')

    await field(page, 'Website').fill('ftp://caphemay.vn')
    await save(page)
    await expectFieldError(page, 'Website', 'Please enter a valid URL, such as https://example.com')

    await field(page, 'Email').fill('hello@caphemay.vn')
    await field(page, 'Phone').fill('+84 912 345 678')
    await field(page, 'Website').fill('https://caphemay.vn')
    // The other optional fields too: saving without them is a test of its own (above).
    await field(page, 'Owner').fill('Phạm Thu Mây')
    await field(page, 'SSID').fill('CaPheMay')
    await field(page, 'Wi-Fi password').fill('may-trang-2024')
    await save(page)
    await expect(toast(page, 'Venue created')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Add venue' })).toBeHidden()
  })
})
