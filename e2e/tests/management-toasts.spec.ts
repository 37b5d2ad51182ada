import type { APIRequestContext, Locator, Page, Route } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { expectFieldError, field, toast } from '../support/forms.ts'
import { choose, createUser, createVenue, firstCells, rowAction, uniqueTag } from '../support/management.ts'
import { signInThroughApi } from '../support/session.ts'

// docs/product.md §8's error toasts of the venue and user screens, in the catalog's exact English ("venues.toast" and
// "users.toast"; "errors" for what the server's code means). The failures are real where the app can be led into
// one (a row deleted meanwhile, an admin deactivating themselves), staged with page.route where it cannot (a refusal
// without field errors, a 500, a lost connection). Each leaves things as they were: a failed save keeps its dialog
// and what was typed, a failed delete keeps the row.

const venuePaths = { list: /\/api\/venues$/, one: /\/api\/venues\/[\w-]+$/ }
const userPaths = { list: /\/api\/users$/, one: /\/api\/users\/[\w-]+$/ }

/** A user-form password: at least 8, with a lowercase letter and a digit. */
const userPassword = 'quanly2024'

/** Answers the page's calls of `method` to `path` with `answer`; its other calls (the list's GETs) go through. */
async function stage(page: Page, method: 'POST' | 'PUT', path: RegExp, answer: (route: Route) => Promise<void>) {
  await page.route(path, (route) => (route.request().method() === method ? answer(route) : route.fallback()))
}

/** A 4xx without field errors: the server refuses, and says why only through its code. */
const refusal = (route: Route) => route.fulfill({ status: 403, json: { code: 'FORBIDDEN', message: 'Staged refusal' } })
const serverError = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Staged failure' } })
const lostConnection = (route: Route) => route.abort('failed')

/**
 * Chromium logs the staged 500 answers and aborted calls like any failed load. One pattern: test.use() would read
 * a list of two as a fixture's [value, options].
 */
const stagedFailureLogs = [/^Failed to load resource: (the server responded with a status of 500\b|net::ERR_FAILED$)/]

/**
 * The failure's toast, with exactly this description (or none), and no other toast: a failure the form toasts
 * itself is not toasted again by the query client's generic handler (docs/decisions/006-console-behaviour.md).
 */
async function expectOnlyToast(page: Page, title: string, description?: string) {
  const shown = toast(page, title)
  await expect(shown).toBeVisible()
  const shownDescription = shown.locator('[data-description]')
  if (description === undefined) await expect(shownDescription).toHaveCount(0)
  else await expect(shownDescription).toHaveText(description)
  // Read at once, while this one shows: the generic handler runs before the form's own, so its toast, if any,
  // is already there. Soft, so that a second toast still lets the test show whether the rest holds.
  const titles = await page.locator('[data-sonner-toast]:not([data-removed="true"]) [data-title]').allTextContents()
  expect.soft(titles, 'the toasts on screen').toEqual([title])
}

async function deleteThroughApi(request: APIRequestContext, adminToken: string, path: string) {
  const response = await request.delete(path, { headers: { authorization: `Bearer ${adminToken}` } })
  expect(response.status(), `DELETE ${path}: ${await response.text()}`).toBe(200)
}

async function getThroughApi(request: APIRequestContext, adminToken: string, path: string) {
  return request.get(path, { headers: { authorization: `Bearer ${adminToken}` } })
}

// ---------------------------------------------------------------------------------------------------------------
// Venues

/** Opens Add venue and fills what it requires; returns the dialog and the name typed. */
async function fillNewVenue(page: Page): Promise<{ dialog: Locator; name: string }> {
  const tag = uniqueTag('vtoast')
  const name = `${tag} Quán Lỗi`
  await page.goto('/venues')
  await page.getByRole('button', { name: 'Add venue' }).click()
  await field(page, 'Name').fill(name)
  await field(page, 'Email').fill(`${tag}@example.test`)
  await field(page, 'Phone').fill('0901 234 567')
  await field(page, 'Address').fill('7 Lý Tự Trọng, Quận 1')
  return { dialog: page.getByRole('dialog', { name: 'Add venue' }), name }
}

/** Opens a new venue's Edit dialog from the list searched for its name. */
async function editVenue(page: Page, request: APIRequestContext, adminToken: string) {
  const venue = await createVenue(request, adminToken, { name: `${uniqueTag('vtoast')} Quán Sửa` })
  await page.goto(`/venues?q=${encodeURIComponent(venue.name)}`)
  await expect(firstCells(page)).toHaveText([venue.name])
  await rowAction(page, venue.name, 'Edit')
  const dialog = page.getByRole('dialog', { name: 'Edit venue' })
  await expect(field(page, 'Name')).toHaveValue(venue.name)
  return { venue, dialog }
}

test('a new venue the server refuses: "Failed to create venue", the reason under it, the dialog kept', async ({
  page,
  signedInAdmin: _,
}) => {
  await stage(page, 'POST', venuePaths.list, refusal)
  const { dialog, name } = await fillNewVenue(page)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expectOnlyToast(page, 'Failed to create venue', 'You do not have permission to do this.')
  await expect(dialog).toBeVisible()
  await expect(field(page, 'Name')).toHaveValue(name)
  await expect(toast(page, 'Venue created')).toHaveCount(0)

  // Nothing typed was lost: once the server agrees, the same dialog saves it.
  await page.unroute(venuePaths.list)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Venue created')).toBeVisible()
  await expect(dialog).toBeHidden()
})

test('a venue deleted meanwhile: "Failed to update venue" with "Content not found.", and it stays deleted', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const { venue, dialog } = await editVenue(page, request, signedInAdmin.token)
  await deleteThroughApi(request, signedInAdmin.token, `/api/venues/${venue.id}`)
  await field(page, 'Address').fill('9 Pasteur, Quận 3')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expectOnlyToast(page, 'Failed to update venue', 'Content not found.')
  await expect(toast(page, 'Venue updated')).toHaveCount(0)
  // The list, refreshed, no longer has it (nor the dialog that belonged to its row).
  await expect(page.getByText('No venues match. Clear the search or filters, or add a venue.')).toBeVisible()
  expect((await getThroughApi(request, signedInAdmin.token, `/api/venues/${venue.id}`)).status()).toBe(404)
})

test('deleting a venue deleted meanwhile: "Failed to delete venue" with "Content not found."', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const venue = await createVenue(request, signedInAdmin.token, { name: `${uniqueTag('vtoast')} Quán Xoá` })
  await page.goto(`/venues?q=${encodeURIComponent(venue.name)}`)
  await expect(firstCells(page)).toHaveText([venue.name])
  await rowAction(page, venue.name, 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete venue' })
  await deleteThroughApi(request, signedInAdmin.token, `/api/venues/${venue.id}`)
  await dialog.getByLabel(`Type the venue's name, ${venue.name}, to confirm`, { exact: true }).fill(venue.name)
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expectOnlyToast(page, 'Failed to delete venue', 'Content not found.')
  await expect(toast(page, `Venue ${venue.name} deleted`)).toHaveCount(0)
})

test.describe('a venue save that fails unexpectedly', () => {
  test.use({ allowedConsoleErrors: stagedFailureLogs })

  test('a server error while adding: "An error occurred while saving the venue", the dialog kept', async ({
    page,
    signedInAdmin: _,
  }) => {
    await stage(page, 'POST', venuePaths.list, serverError)
    const { dialog, name } = await fillNewVenue(page)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectOnlyToast(page, 'An error occurred while saving the venue')
    await expect(dialog).toBeVisible()
    await expect(field(page, 'Name')).toHaveValue(name)
    await expect(toast(page, 'Venue created')).toHaveCount(0)
    // A failed save is not a failed page: the console stays where it was (no 500 page).
    expect(new URL(page.url()).pathname).toBe('/venues')

    await page.unroute(venuePaths.list)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Venue created')).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  test('a lost connection while editing: "An error occurred while saving the venue", the edit kept', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    await stage(page, 'PUT', venuePaths.one, lostConnection)
    const { venue, dialog } = await editVenue(page, request, signedInAdmin.token)
    await field(page, 'Address').fill('15 Đồng Khởi, Quận 1')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectOnlyToast(page, 'An error occurred while saving the venue')
    await expect(dialog).toBeVisible()
    await expect(field(page, 'Address')).toHaveValue('15 Đồng Khởi, Quận 1')
    await expect(toast(page, 'Venue updated')).toHaveCount(0)
    const stored = await getThroughApi(request, signedInAdmin.token, `/api/venues/${venue.id}`)
    expect(await stored.json()).toMatchObject({ address: venue.address })

    await page.unroute(venuePaths.one)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Venue updated')).toBeVisible()
    await expect(dialog).toBeHidden()
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Users

/** Opens Add user and fills what it requires; returns the dialog and the email typed. */
async function fillNewUser(page: Page): Promise<{ dialog: Locator; email: string }> {
  const tag = uniqueTag('utoast')
  const email = `${tag}@example.test`
  await page.goto('/users')
  await page.getByRole('button', { name: 'Add user' }).click()
  await field(page, 'First name').fill('Thảo')
  await field(page, 'Last name').fill('Võ')
  await field(page, 'Username').fill(`${tag}_thao`)
  await field(page, 'Email').fill(email)
  await field(page, 'Phone').fill('0912 345 678')
  await field(page, 'Password').fill(userPassword)
  await field(page, 'Confirm password').fill(userPassword)
  return { dialog: page.getByRole('dialog', { name: 'Add user' }), email }
}

/** Opens a new customer's Edit dialog from the list searched for their email. */
async function editUser(page: Page, request: APIRequestContext, adminToken: string) {
  const tag = uniqueTag('utoast')
  const user = await createUser(request, adminToken, {
    firstname: 'Quang',
    lastname: 'Hồ',
    username: `${tag}_quang`,
    email: `${tag}@example.test`,
    phone: '+84901234567',
    role: 'customer',
    status: 'active',
    password: userPassword,
  })
  await page.goto(`/users?q=${encodeURIComponent(user.email)}`)
  await expect(firstCells(page)).toHaveText([user.fullName])
  await rowAction(page, user.fullName, 'Edit')
  const dialog = page.getByRole('dialog', { name: 'Edit user' })
  await expect(field(page, 'Email')).toHaveValue(user.email)
  return { user, dialog }
}

test('a new user the server refuses: "Failed to create user: <the reason>", the dialog kept', async ({
  page,
  signedInAdmin: _,
}) => {
  await stage(page, 'POST', userPaths.list, refusal)
  const { dialog, email } = await fillNewUser(page)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expectOnlyToast(page, 'Failed to create user: You do not have permission to do this.')
  await expect(dialog).toBeVisible()
  await expect(field(page, 'Email')).toHaveValue(email)
  await expect(toast(page, 'User created')).toHaveCount(0)

  await page.unroute(userPaths.list)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'User created')).toBeVisible()
  await expect(dialog).toBeHidden()
})

test('a user deleted meanwhile: "Failed to update user: Content not found.", and they stay deleted', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const { user, dialog } = await editUser(page, request, signedInAdmin.token)
  await deleteThroughApi(request, signedInAdmin.token, `/api/users/${user.id}`)
  await field(page, 'Last name').fill('Lâm')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expectOnlyToast(page, 'Failed to update user: Content not found.')
  await expect(toast(page, 'User updated')).toHaveCount(0)
  await expect(page.getByText('No results.', { exact: true })).toBeVisible()
  expect((await getThroughApi(request, signedInAdmin.token, `/api/users/${user.id}`)).status()).toBe(404)
})

// The console offers no Delete on one's own row (focus-and-orientation.spec.ts), but the status field of one's own
// account is there, and the server refuses an admin deactivating themselves. A fresh admin with every field the
// form requires, so the form reaches the server (the first admin has no username or phone).
test('an admin deactivating themselves: "You cannot deactivate or delete your own account." under Status, no toast', async ({
  page,
  request,
  adminToken,
}) => {
  const tag = uniqueTag('self')
  const self = await createUser(request, adminToken, {
    firstname: 'Quản',
    lastname: 'Trị',
    username: tag,
    email: `${tag}@example.test`,
    phone: '0901234567',
    role: 'admin',
    status: 'active',
    password: userPassword,
  })
  await signInThroughApi(request, page, self.email, userPassword)
  await page.goto(`/users?q=${encodeURIComponent(self.email)}`)
  await expect(firstCells(page)).toHaveText([self.fullName])

  await rowAction(page, self.fullName, 'Edit')
  const dialog = page.getByRole('dialog', { name: 'Edit user' })
  await choose(dialog, 'Status', 'Inactive')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectFieldError(page, 'Status', 'You cannot deactivate or delete your own account.')
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  await expect(dialog).toBeVisible()

  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(dialog).toBeHidden()
  const stored = await getThroughApi(request, adminToken, `/api/users/${self.id}`)
  expect(await stored.json()).toMatchObject({ status: 'active' })
})

test.describe('a user save that fails unexpectedly', () => {
  test.use({ allowedConsoleErrors: stagedFailureLogs })

  test('a server error while adding: "An error occurred while saving the user", the dialog kept', async ({
    page,
    signedInAdmin: _,
  }) => {
    await stage(page, 'POST', userPaths.list, serverError)
    const { dialog, email } = await fillNewUser(page)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectOnlyToast(page, 'An error occurred while saving the user')
    await expect(dialog).toBeVisible()
    await expect(field(page, 'Email')).toHaveValue(email)
    await expect(toast(page, 'User created')).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe('/users')

    await page.unroute(userPaths.list)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'User created')).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  test('a server error while editing: "An error occurred while saving the user", the edit kept', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    await stage(page, 'PUT', userPaths.one, serverError)
    const { user, dialog } = await editUser(page, request, signedInAdmin.token)
    await field(page, 'Last name').fill('Lâm')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectOnlyToast(page, 'An error occurred while saving the user')
    await expect(dialog).toBeVisible()
    await expect(field(page, 'Last name')).toHaveValue('Lâm')
    await expect(toast(page, 'User updated')).toHaveCount(0)
    const stored = await getThroughApi(request, signedInAdmin.token, `/api/users/${user.id}`)
    expect(await stored.json()).toMatchObject({ lastname: 'Hồ' })

    await page.unroute(userPaths.one)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'User updated')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(firstCells(page)).toHaveText(['Quang Lâm'])
  })

  test('a lost connection while adding: "An error occurred while saving the user"', async ({
    page,
    signedInAdmin: _,
  }) => {
    await stage(page, 'POST', userPaths.list, lostConnection)
    const { dialog, email } = await fillNewUser(page)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectOnlyToast(page, 'An error occurred while saving the user')
    await expect(dialog).toBeVisible()
    await expect(field(page, 'Email')).toHaveValue(email)
  })
})
