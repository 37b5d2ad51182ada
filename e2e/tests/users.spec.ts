import type { Page } from '@playwright/test'
import { strongPassword, uniqueEmail } from '../support/accounts.ts'
import { expectAdminOnly } from '../support/admin-only.ts'
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
  createUser,
  firstCells,
  personTagged,
  rowAction,
  searchFor,
  setFacet,
  tableRows,
  uniqueTag,
  urlParams,
} from '../support/management.ts'

// The English texts are docs/product.md §5's and §8's, and the catalog's ("users" and "table") where the spec gives none.

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search users…' })

/** A password under the one rule for new passwords (docs/decisions/052): 8 or more, upper and lower case, a digit. */
const userPassword = 'Quanly2024'

test('an admin adds a user, finds them, filters by role, edits them, and deletes them once the email is typed', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const tag = uniqueTag('user')
  const colleague = await createUser(request, signedInAdmin.token, {
    ...personTagged(tag, 'Minh', 'Lê'),
    role: 'admin',
    password: userPassword,
  })
  const email = `${tag}-lan@example.test`

  await page.goto('/users')
  await page.getByRole('button', { name: 'Add user' }).click()
  const addDialog = page.getByRole('dialog', { name: 'Add user' })
  await field(page, 'First name').fill('Lan')
  await field(page, 'Last name').fill('Trần')
  await field(page, 'Username').fill(`${tag}_lan`)
  await field(page, 'Email').fill(email)
  await field(page, 'Phone').fill('0912 345 678')
  await choose(page, 'Role', 'Customer')
  await field(page, 'Password').fill(userPassword)
  await field(page, 'Confirm password').fill(userPassword)
  await addDialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'User created')).toBeVisible()
  await expect(addDialog).toBeHidden()

  await searchFor(searchBox(page), tag)
  await expect(page.getByText('2 rows', { exact: true })).toBeVisible()
  // Newest first.
  await expect(firstCells(page)).toHaveText(['Lan Trần', colleague.fullName])
  const lanRow = tableRows(page).filter({ hasText: email })
  await expect(lanRow).toContainText(`${tag}_lan`)
  await expect(lanRow).toContainText('0912345678')
  await expect(lanRow).toContainText('Customer')
  await expect(lanRow).toContainText('Active')

  await setFacet(page, 'Role', 'Administrator', true)
  await expect(firstCells(page)).toHaveText([colleague.fullName])
  expect(urlParams(page)).toMatchObject({ q: tag })
  // A filter reads as the API's own comma-separated list; soft, so that the steps below still run.
  expect.soft(urlParams(page).role, 'the role filter in the URL').toBe('admin')
  await setFacet(page, 'Role', 'Administrator', false)
  await setFacet(page, 'Role', 'Customer', true)
  await expect(firstCells(page)).toHaveText(['Lan Trần'])
  expect.soft(urlParams(page).role, 'the role filter in the URL').toBe('customer')
  // The filter is in the link: a reload keeps it.
  await page.reload()
  await expect(searchBox(page)).toHaveValue(tag)
  await expect(firstCells(page)).toHaveText(['Lan Trần'])

  await rowAction(page, 'Lan Trần', 'Edit')
  const editDialog = page.getByRole('dialog', { name: 'Edit user' })
  await expect(field(page, 'Email')).toHaveValue(email)
  await expect(field(page, 'Username')).toHaveValue(`${tag}_lan`)
  await expect(field(page, 'Role')).toHaveText('Customer')
  // Left empty, the password stays as it was.
  await expect(field(page, 'Password')).toHaveValue('')
  await field(page, 'Last name').fill('Nguyễn')
  await editDialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'User updated')).toBeVisible()
  await expect(editDialog).toBeHidden()
  await expect(firstCells(page)).toHaveText(['Lan Nguyễn'])

  await rowAction(page, 'Lan Nguyễn', 'Delete')
  const deleteDialog = page.getByRole('dialog', { name: 'Delete user' })
  const typedEmail = deleteDialog.getByLabel(`Type the user's email, ${email}, to confirm`, { exact: true })
  const deleteButton = deleteDialog.getByRole('button', { name: 'Delete', exact: true })
  await expect(deleteButton).toBeDisabled()
  for (const almost of [`${tag}_lan`, email.toUpperCase(), ` ${email}`, email.slice(0, -1)]) {
    await typedEmail.fill(almost)
    await expect(deleteButton).toBeDisabled()
  }
  await typedEmail.fill(email)
  await expect(deleteButton).toBeEnabled()
  await deleteButton.click()
  await expect(toast(page, 'User deleted')).toBeVisible()
  await expect(deleteDialog).toBeHidden()
  await expect(page.getByText('No results.', { exact: true })).toBeVisible()

  await setFacet(page, 'Role', 'Customer', false)
  await expect(firstCells(page)).toHaveText([colleague.fullName])
})

test('a customer has no Users item, and /users shows the 403 page', async ({ page, request, signedInAccount: _ }) => {
  await expectAdminOnly(page, request, { item: 'Users', path: '/users', api: '/api/users' })
})

test.describe('user form', () => {
  const save = startInAddDialog('/users', 'Add user')

  test('requires the first name, last name, username, email and password, but not the phone', async ({ page }) => {
    await save(page)
    await expectFieldErrors(page, {
      'First name': 'Please enter your first name',
      'Last name': 'Please enter your last name',
      Username: 'Username must be between 3 and 50 characters',
      Email: 'Please enter your email',
      Password: 'Please enter a password',
    })
    // Optional, as on the profile (docs/decisions/052).
    await expectNoFieldError(page, 'Phone')
    // The role is never empty: a new user is a customer unless another role is picked.
    await expect(field(page, 'Role')).toHaveText('Customer')
    await expectNoFieldError(page, 'Role')
  })

  test("says 'Invalid email.' of a malformed email, and 'Passwords don't match.'", async ({ page }) => {
    for (const email of ['not-an-email', 'lan@', 'lan@@example.test']) {
      await field(page, 'Email').fill(email)
      await save(page)
      await expectFieldError(page, 'Email', 'Invalid email.')
    }
    await field(page, 'Email').fill('lan@example.test')
    await field(page, 'Password').fill(userPassword)
    await field(page, 'Confirm password').fill(`${userPassword}x`)
    await save(page)
    await expectNoFieldError(page, 'Email')
    await expectFieldError(page, 'Confirm password', "Passwords don't match.")
    await expectNoFieldError(page, 'Password')
  })

  test('wants the one rule every new password meets, as Security does', async ({ page }) => {
    const cases = [
      { password: 'Abc1', message: 'Password must be at least 8 characters long' },
      { password: 'quancaphe77', message: 'Password must contain at least one uppercase letter' },
      { password: 'QUANCAPHE77', message: 'Password must contain at least one lowercase letter' },
      { password: 'Quancaphe', message: 'Password must contain at least one number' },
    ]
    for (const { password, message } of cases) {
      await field(page, 'Password').fill(password)
      await field(page, 'Confirm password').fill(password)
      await save(page)
      await expectFieldError(page, 'Password', message)
      await expectNoFieldError(page, 'Confirm password')
    }
    await field(page, 'Password').fill('Quancaphe77')
    await field(page, 'Confirm password').fill('Quancaphe77')
    await save(page)
    await expectNoFieldError(page, 'Password')
  })

  test('shows an email already in use as an error of the email field', async ({ page, signUp }) => {
    const taken = uniqueEmail('taken')
    await signUp(taken, strongPassword)
    const tag = uniqueTag('dup')
    await field(page, 'First name').fill('Hoa')
    await field(page, 'Last name').fill('Đặng')
    await field(page, 'Username').fill(`${tag}_hoa`)
    // Emails are unique whatever their case.
    await field(page, 'Email').fill(taken.toUpperCase())
    await field(page, 'Phone').fill('0987 000 111')
    await field(page, 'Password').fill(userPassword)
    await field(page, 'Confirm password').fill(userPassword)
    await save(page)
    await expectFieldError(page, 'Email', 'This email is already in use.')
    await expect(page.getByRole('dialog', { name: 'Add user' })).toBeVisible()
    await expect(toast(page, 'User created')).toHaveCount(0)
  })
})

test('the server requires a user’s role (the form always has one)', async ({ request, adminToken }) => {
  const tag = uniqueTag('norole')
  const response = await request.post('/api/users', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      firstname: 'An',
      lastname: 'Phạm',
      username: `${tag}_an`,
      email: `${tag}@example.test`,
      phone: '+84901234567',
      password: userPassword,
      confirmPassword: userPassword,
    },
  })
  expect(response.status()).toBe(400)
  expect(await response.json()).toMatchObject({ fields: { role: 'validation:roleRequired' } })
})

test.describe('user form in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test("says 'Email không hợp lệ.' and 'Mật khẩu không khớp.'", async ({ page, signedInAdmin: _ }) => {
    await page.goto('/users')
    await page.getByRole('button', { name: 'Thêm người dùng' }).click()
    await field(page, 'Email').fill('khong-phai-email')
    await field(page, 'Mật khẩu').fill(userPassword)
    await field(page, 'Xác nhận mật khẩu').fill(`${userPassword}x`)
    await page.getByRole('dialog', { name: 'Thêm người dùng' }).getByRole('button', { name: 'Lưu' }).click()
    await expectFieldError(page, 'Email', 'Email không hợp lệ.')
    await expectFieldError(page, 'Xác nhận mật khẩu', 'Mật khẩu không khớp.')
  })
})
