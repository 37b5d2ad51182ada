import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { createVenue, searchFor, tableRows, uniqueTag } from '../support/management.ts'

// Issue 9's "where am I" and focus-return rules (WCAG 2.4.2, 2.4.3, 2.4.1), and the tables' fit at 1280 px.

const venuesHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Venues' })

const venueSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search venues…' })

test('each page names the browser tab in the console language', async ({ page, signedInAdmin: _ }) => {
  await page.goto('/venues')
  await expect(page).toHaveTitle('Venues · Wi-Fi Console')
  await page.goto('/users')
  await expect(page).toHaveTitle('Users · Wi-Fi Console')
  await page.goto('/settings/security')
  await expect(page).toHaveTitle('Security · Settings · Wi-Fi Console')

  await page.goto('/venues')
  await page.locator('button[lang="vi"]').click()
  await expect(page).toHaveTitle('Địa điểm · Wi-Fi Console')
  await page.locator('button[lang="en"]').click()
  await expect(page).toHaveTitle('Venues · Wi-Fi Console')
})

test('the public pages and the error pages have their own titles', async ({ page }) => {
  await page.goto('/sign-in')
  await expect(page).toHaveTitle('Sign in · Wi-Fi Console')
  await page.goto('/forgot-password')
  await expect(page).toHaveTitle(/^Forgot password.* · Wi-Fi Console$/)
  await page.goto('/a-page-that-does-not-exist')
  await expect(page).toHaveTitle(/^.+ · Wi-Fi Console$/)
  await expect(page).not.toHaveTitle('Sign in · Wi-Fi Console')
})

test('the first Tab stop skips to the page, and a navigation focuses the new page heading', async ({
  page,
  signedInAdmin: _,
}) => {
  await page.goto('/venues')
  await expect(venuesHeading(page)).toBeVisible()
  await page.keyboard.press('Tab')
  const skipLink = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skipLink).toBeFocused()
  await expect(skipLink).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  // The next stop is inside the page, not the sidebar.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)

  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeFocused()

  // A change of sort or filter stays on the same page: focus stays where the user is.
  const sortByName = page.getByRole('columnheader', { name: 'Full name' }).getByRole('button')
  await sortByName.click()
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('fullName')
  await expect(sortByName).toBeFocused()
})

test('closing a venue dialog gives focus back to what opened it', async ({
  page,
  request,
  adminToken,
  signedInAdmin: _,
}) => {
  const tag = uniqueTag('focus')
  await createVenue(request, adminToken, { name: `${tag} Trà sữa` })
  await createVenue(request, adminToken, { name: `${tag} Bánh mì` })
  await page.goto('/venues')
  await searchFor(venueSearch(page), tag)
  await expect(tableRows(page)).toHaveCount(2)

  // Add, closed with Escape.
  const add = page.getByRole('button', { name: 'Add venue' })
  await add.click()
  await expect(page.getByRole('dialog', { name: 'Add venue' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(add).toBeFocused()

  // Edit from the row menu, by keyboard, closed with Cancel: back on the row's ⋯ button.
  const menuButton = page.getByRole('button', { name: `Actions for ${tag} Trà sữa` })
  await menuButton.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('menuitem', { name: 'Edit' }).press('Enter')
  const edit = page.getByRole('dialog', { name: 'Edit venue' })
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await expect(edit).toBeHidden()
  await expect(menuButton).toBeFocused()

  // Edit saved: still the row's button.
  await menuButton.click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  await expect(menuButton).toBeFocused()

  // Delete: the row goes, so focus lands on the page heading rather than <body>.
  await menuButton.click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const remove = page.getByRole('dialog', { name: 'Delete venue' })
  await remove.getByRole('textbox').fill(`${tag} Trà sữa`)
  await remove.getByRole('button', { name: 'Delete' }).click()
  await expect(remove).toBeHidden()
  await expect(tableRows(page)).toHaveCount(1)
  await expect(venuesHeading(page)).toBeFocused()
})

test('the last-page button hands focus to First when it turns disabled', async ({
  page,
  request,
  adminToken,
  signedInAdmin: _,
}) => {
  const tag = uniqueTag('pages')
  for (let index = 0; index < 11; index += 1) await createVenue(request, adminToken, { name: `${tag} quán ${index}` })
  await page.goto('/venues')
  await searchFor(venueSearch(page), tag)
  await page.getByRole('button', { name: 'Go to last page' }).click()
  await expect(page.getByText('Page 2 of 2')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go to first page' })).toBeFocused()
})

test('at 1280 px the venues table fits: long text is cut with the full text on focus, actions in view', async ({
  page,
  request,
  adminToken,
  signedInAdmin: _,
}) => {
  const tag = uniqueTag('wide')
  const address = '123 Nguyễn Thị Minh Khai, Phường Bến Thành, Quận 1, Thành phố Hồ Chí Minh, Việt Nam'
  await createVenue(request, adminToken, {
    name: `${tag} Cà phê Sáng Sớm Chi nhánh Nguyễn Thị Minh Khai`,
    owner: 'Nguyễn Văn Phúc Thịnh Vượng',
    email: `${tag}.lienhe.chinhanh.nguyenthiminhkhai@caphesangsom.example.test`,
    address,
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/venues')
  await searchFor(venueSearch(page), tag)
  await expect(tableRows(page)).toHaveCount(1)

  const container = page.locator('[data-slot="table-container"]')
  const { scrollWidth, clientWidth } = await container.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }))
  expect(scrollWidth, 'the table is no wider than its container').toBeLessThanOrEqual(clientWidth)
  await expect(page.getByRole('button', { name: new RegExp(`^Actions for ${tag}`) })).toBeInViewport()
  await expect(page.getByRole('columnheader', { name: 'Created' })).toBeInViewport()

  // The cut address is a Tab stop whose tooltip holds all of it.
  const cell = tableRows(page).first().getByText(address, { exact: true })
  await cell.focus()
  await expect(page.getByRole('tooltip')).toHaveText(address)
})

test('an admin is not offered Delete on their own account', async ({ page, signedInAdmin }) => {
  await page.goto('/users')
  await page.getByRole('searchbox', { name: 'Search users…' }).fill(signedInAdmin.email)
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(signedInAdmin.email)
  await expect(tableRows(page)).toHaveCount(1)
  await tableRows(page)
    .first()
    .getByRole('button', { name: /^Actions for / })
    .click()
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0)
})

test('on a phone the cards can be sorted', async ({ page, signedInAdmin: _ }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/venues')
  await page.getByRole('combobox', { name: 'Sort by' }).click()
  await page.getByRole('option', { name: 'Name', exact: true }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name')
  // Venues start newest first, and picking a field keeps the direction: the button offers the other one.
  expect(new URL(page.url()).searchParams.get('order')).toBe('desc')
  await page.getByRole('button', { name: 'Sort ascending' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('asc')
  await expect(page.getByRole('button', { name: 'Sort descending' })).toBeVisible()
})
