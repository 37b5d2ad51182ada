import type { APIRequestContext, Locator, Page, Route } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { expectFieldError, field, toast } from '../support/forms.ts'
import {
  choose,
  createUser,
  createVenue,
  firstCells,
  openSearchedList,
  rowAction,
  uniqueTag,
} from '../support/management.ts'
import { signInThroughApi } from '../support/session.ts'

// docs/product.md §8's error toasts of the venue and user screens, in the catalog's exact English ("venues.toast" and
// "users.toast"; "errors" for what the server's code means). The failures are real where the app can be led into
// one (a row deleted meanwhile, an admin deactivating themselves), staged with page.route where it cannot (a refusal
// without field errors, a 500, a lost connection). Each leaves things as they were: a failed save keeps its dialog
// and what was typed, a failed delete keeps the row.

/** A password under the one rule for new passwords (docs/decisions/052). */
const userPassword = 'Quanly2024'

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
// The two screens: what their dialogs need typed, and what they toast when a save succeeds

interface Screen {
  /** The list's path in the console, and the API paths its dialogs save to. */
  path: '/venues' | '/users'
  api: { list: RegExp; one: RegExp }
  created: string
  updated: string
  /** What the list says once its only row has gone. */
  empty(page: Page): Locator
  /** Opens Add and fills what it requires; returns the dialog and a field with what was typed in it. */
  fillNew(page: Page): Promise<{ dialog: Locator; typed: { label: string; value: string } }>
  /** Opens a new row's Edit dialog from the list searched for it; returns the dialog and the row's API path. */
  edit(page: Page, request: APIRequestContext, adminToken: string): Promise<{ dialog: Locator; apiPath: string }>
}

const venueAddress = '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh'

const venues: Screen = {
  path: '/venues',
  api: { list: /\/api\/venues$/, one: /\/api\/venues\/[\w-]+$/ },
  created: 'Venue created',
  updated: 'Venue updated',
  empty: (page) => page.getByText('No venues match. Clear the search or filters, or add a venue.'),
  async fillNew(page) {
    const tag = uniqueTag('vtoast')
    const name = `${tag} Quán Lỗi`
    await page.goto('/venues')
    await page.getByRole('button', { name: 'Add venue' }).click()
    await field(page, 'Name').fill(name)
    await field(page, 'Email').fill(`${tag}@example.test`)
    await field(page, 'Phone').fill('0901 234 567')
    await field(page, 'Address').fill('7 Lý Tự Trọng, Quận 1')
    return { dialog: page.getByRole('dialog', { name: 'Add venue' }), typed: { label: 'Name', value: name } }
  },
  async edit(page, request, adminToken) {
    const venue = await createVenue(request, adminToken, {
      name: `${uniqueTag('vtoast')} Quán Sửa`,
      address: venueAddress,
    })
    await openSearchedList(page, '/venues', venue.name, venue.name)
    await rowAction(page, venue.name, 'Edit')
    await expect(field(page, 'Name')).toHaveValue(venue.name)
    return { dialog: page.getByRole('dialog', { name: 'Edit venue' }), apiPath: `/api/venues/${venue.id}` }
  },
}

const users: Screen = {
  path: '/users',
  api: { list: /\/api\/users$/, one: /\/api\/users\/[\w-]+$/ },
  created: 'User created',
  updated: 'User updated',
  empty: (page) => page.getByText('No results.', { exact: true }),
  async fillNew(page) {
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
    return { dialog: page.getByRole('dialog', { name: 'Add user' }), typed: { label: 'Email', value: email } }
  },
  // A customer, Quang Hồ.
  async edit(page, request, adminToken) {
    const tag = uniqueTag('utoast')
    const user = await createUser(request, adminToken, {
      firstname: 'Quang',
      lastname: 'Hồ',
      username: `${tag}_quang`,
      email: `${tag}@example.test`,
      password: userPassword,
    })
    await openSearchedList(page, '/users', user.email, user.fullName)
    await rowAction(page, user.fullName, 'Edit')
    await expect(field(page, 'Email')).toHaveValue(user.email)
    return { dialog: page.getByRole('dialog', { name: 'Edit user' }), apiPath: `/api/users/${user.id}` }
  },
}

// ---------------------------------------------------------------------------------------------------------------
// A save that fails: the toast, the dialog kept with what was typed, nothing stored; then, once the server
// agrees, the same dialog saves it.

interface FailedSave {
  title: string
  screen: Screen
  answer: (route: Route) => Promise<void>
  toast: string
  description?: string
}

/** A new row's save that fails. */
type FailedAdd = FailedSave

/** An edit's save that fails: the field changed, and what the server still has. */
interface FailedEdit extends FailedSave {
  change: { label: string; value: string }
  unchanged: Record<string, string>
  /** What the list shows once the edit is saved after all. */
  listedAfter?: string
}

function testFailedAdd({ title, screen, answer, toast: failure, description }: FailedAdd) {
  test(title, async ({ page, signedInAdmin: _ }) => {
    await stage(page, 'POST', screen.api.list, answer)
    const { dialog, typed } = await screen.fillNew(page)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectOnlyToast(page, failure, description)
    await expect(dialog).toBeVisible()
    await expect(field(page, typed.label)).toHaveValue(typed.value)
    await expect(toast(page, screen.created)).toHaveCount(0)
    // A failed save is not a failed page: the console stays where it was (no 500 page).
    expect(new URL(page.url()).pathname).toBe(screen.path)

    // Nothing typed was lost: once the server agrees, the same dialog saves it.
    await page.unroute(screen.api.list)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, screen.created)).toBeVisible()
    await expect(dialog).toBeHidden()
  })
}

function testFailedEdit({ title, screen, answer, toast: failure, change, unchanged, listedAfter }: FailedEdit) {
  test(title, async ({ page, request, signedInAdmin }) => {
    await stage(page, 'PUT', screen.api.one, answer)
    const { dialog, apiPath } = await screen.edit(page, request, signedInAdmin.token)
    await field(page, change.label).fill(change.value)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectOnlyToast(page, failure)
    await expect(dialog).toBeVisible()
    await expect(field(page, change.label)).toHaveValue(change.value)
    await expect(toast(page, screen.updated)).toHaveCount(0)
    const stored = await getThroughApi(request, signedInAdmin.token, apiPath)
    expect(await stored.json()).toMatchObject(unchanged)

    await page.unroute(screen.api.one)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, screen.updated)).toBeVisible()
    await expect(dialog).toBeHidden()
    if (listedAfter) await expect(firstCells(page)).toHaveText([listedAfter])
  })
}

// The server refuses, without field errors: the toast says why.
const refusedAdds: FailedAdd[] = [
  {
    title: 'a new venue the server refuses: "Failed to create venue", the reason under it, the dialog kept',
    screen: venues,
    answer: refusal,
    toast: 'Failed to create venue',
    description: 'You do not have permission to do this.',
  },
  {
    title: 'a new user the server refuses: "Failed to create user: <the reason>", the dialog kept',
    screen: users,
    answer: refusal,
    toast: 'Failed to create user: You do not have permission to do this.',
  },
]
for (const refused of refusedAdds) testFailedAdd(refused)

// ---------------------------------------------------------------------------------------------------------------
// A row deleted meanwhile

const editsOfDeleted = [
  {
    title: 'a venue deleted meanwhile: "Failed to update venue" with "Content not found.", and it stays deleted',
    screen: venues,
    change: { label: 'Address', value: '9 Pasteur, Quận 3' },
    toast: 'Failed to update venue',
    description: 'Content not found.',
  },
  {
    title: 'a user deleted meanwhile: "Failed to update user: Content not found.", and they stay deleted',
    screen: users,
    change: { label: 'Last name', value: 'Lâm' },
    toast: 'Failed to update user: Content not found.',
  },
]

for (const { title, screen, change, toast: failure, description } of editsOfDeleted) {
  test(title, async ({ page, request, signedInAdmin }) => {
    const { dialog, apiPath } = await screen.edit(page, request, signedInAdmin.token)
    await deleteThroughApi(request, signedInAdmin.token, apiPath)
    await field(page, change.label).fill(change.value)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectOnlyToast(page, failure, description)
    await expect(toast(page, screen.updated)).toHaveCount(0)
    // The list, refreshed, no longer has it (nor the dialog that belonged to its row).
    await expect(screen.empty(page)).toBeVisible()
    expect((await getThroughApi(request, signedInAdmin.token, apiPath)).status()).toBe(404)
  })
}

test('deleting a venue deleted meanwhile: "Failed to delete venue" with "Content not found."', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const venue = await createVenue(request, signedInAdmin.token, { name: `${uniqueTag('vtoast')} Quán Xoá` })
  await openSearchedList(page, '/venues', venue.name, venue.name)
  await rowAction(page, venue.name, 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete venue' })
  await deleteThroughApi(request, signedInAdmin.token, `/api/venues/${venue.id}`)
  await dialog.getByLabel(`Type the venue's name, ${venue.name}, to confirm`, { exact: true }).fill(venue.name)
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expectOnlyToast(page, 'Failed to delete venue', 'Content not found.')
  await expect(toast(page, `Venue ${venue.name} deleted`)).toHaveCount(0)
})

// ---------------------------------------------------------------------------------------------------------------
// A save that fails unexpectedly: a 500 or a lost connection, one toast that says only that saving failed

test.describe('a venue save that fails unexpectedly', () => {
  test.use({ allowedConsoleErrors: stagedFailureLogs })

  testFailedAdd({
    title: 'a server error while adding: "An error occurred while saving the venue", the dialog kept',
    screen: venues,
    answer: serverError,
    toast: 'An error occurred while saving the venue',
  })
  testFailedEdit({
    title: 'a lost connection while editing: "An error occurred while saving the venue", the edit kept',
    screen: venues,
    answer: lostConnection,
    toast: 'An error occurred while saving the venue',
    change: { label: 'Address', value: '15 Đồng Khởi, Quận 1' },
    unchanged: { address: venueAddress },
  })
})

test.describe('a user save that fails unexpectedly', () => {
  test.use({ allowedConsoleErrors: stagedFailureLogs })

  const failedAdds: FailedAdd[] = [
    {
      title: 'a server error while adding: "An error occurred while saving the user", the dialog kept',
      screen: users,
      answer: serverError,
      toast: 'An error occurred while saving the user',
    },
    {
      title: 'a lost connection while adding: "An error occurred while saving the user"',
      screen: users,
      answer: lostConnection,
      toast: 'An error occurred while saving the user',
    },
  ]
  for (const failed of failedAdds) testFailedAdd(failed)
  testFailedEdit({
    title: 'a server error while editing: "An error occurred while saving the user", the edit kept',
    screen: users,
    answer: serverError,
    toast: 'An error occurred while saving the user',
    change: { label: 'Last name', value: 'Lâm' },
    unchanged: { lastname: 'Hồ' },
    listedAfter: 'Quang Lâm',
  })
})

// ---------------------------------------------------------------------------------------------------------------
// An admin deactivating themselves

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
    password: userPassword,
  })
  await signInThroughApi(request, page, self.email, userPassword)
  await openSearchedList(page, '/users', self.email, self.fullName)

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
