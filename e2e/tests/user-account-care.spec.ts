import type { APIRequestContext, Page } from '@playwright/test'
import { setUpAppThroughApi } from '../support/authenticator-app.ts'
import { expect, test } from '../support/fixtures.ts'
import { toast } from '../support/forms.ts'
import { nextMail } from '../support/mail.ts'
import { createUser, personTagged, searchFor, tableRows, uniqueTag } from '../support/management.ts'
import { accessTokenThroughApi } from '../support/session.ts'

// An admin's care of another user's account from the users list (issue 24, docs/decisions/040).

const password = 'Quanly2024'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A customer signed in through the API (their session's token) with an authenticator app set up. */
async function customerWithApp(request: APIRequestContext, adminToken: string, tag: string) {
  const user = await createUser(request, adminToken, { ...personTagged(tag, 'Lan', 'Trần'), password })
  const token = await accessTokenThroughApi(request, user.email, password)
  await setUpAppThroughApi(request, token, user.email)
  return { user, token }
}

const signedIn = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/me', { headers: bearer(token) })).status()

async function openCare(page: Page, name: string, item: string) {
  const menu = page.getByRole('button', { name: `Actions for ${name}`, exact: true })
  await menu.click()
  await page.getByRole('menuitem', { name: item, exact: true }).click()
  return menu
}

test('an admin resets a user’s second factors and ends their sessions from the users list', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const tag = uniqueTag('care')
  const { user, token } = await customerWithApp(request, signedInAdmin.token, tag)

  await page.goto('/users')
  await searchFor(page.getByRole('searchbox', { name: 'Search users…' }), tag)
  await expect(tableRows(page)).toHaveCount(1)
  await expect(tableRows(page).first()).toContainText('Authenticator app')

  const menu = await openCare(page, user.fullName, 'Reset second factors')
  const reset = page.getByRole('dialog', { name: 'Reset this user’s second factors?' })
  await expect(reset).toContainText(
    `This removes the authenticator app, recovery codes and passkeys of ${user.fullName} and signs them out everywhere.`,
  )
  await reset.getByRole('button', { name: 'Reset second factors' }).click()
  await expect(toast(page, `${user.fullName}’s second factors were reset; they have been emailed.`)).toBeVisible()
  await expect(reset).toBeHidden()
  await expect(menu).toBeFocused()
  await expect(tableRows(page).first()).toContainText('Emailed code')
  expect(await signedIn(request, token), 'the user’s session is gone').toBe(401)
  expect((await nextMail(user.email)).subject).toBe(
    'Quản trị viên đã đặt lại các bước đăng nhập tài khoản Wi-Fi Console của bạn',
  )

  // They sign in with an emailed code again; then the admin signs them out everywhere.
  const again = await accessTokenThroughApi(request, user.email, password)
  expect(await signedIn(request, again)).toBe(200)
  await openCare(page, user.fullName, 'End all sessions')
  const end = page.getByRole('dialog', { name: 'End all of this user’s sessions?' })
  await expect(end).toContainText(`${user.fullName} is signed out on every device at once`)
  await end.getByRole('button', { name: 'End all sessions' }).click()
  await expect(toast(page, `${user.fullName} was signed out everywhere.`)).toBeVisible()
  await expect(menu).toBeFocused()
  expect(await signedIn(request, again), 'the user’s new session is gone too').toBe(401)
})

test('an admin unlocks a user locked out by wrong passwords, and is offered no care of their own account', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const tag = uniqueTag('lock')
  const user = await createUser(request, signedInAdmin.token, { ...personTagged(tag, 'Minh', 'Lê'), password })
  const from = { 'x-forwarded-for': '203.0.113.77' }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await request.post('/api/auth/sign-in', { headers: from, data: { email: user.email, password: 'wrong-pass1' } })
  }

  await page.goto('/users')
  await searchFor(page.getByRole('searchbox', { name: 'Search users…' }), tag)
  await expect(tableRows(page).first()).toContainText('Locked')
  const menu = await openCare(page, user.fullName, 'Unlock')
  await page
    .getByRole('dialog', { name: 'Unlock this user’s sign-in?' })
    .getByRole('button', { name: 'Unlock' })
    .click()
  await expect(toast(page, `${user.fullName} can sign in again.`)).toBeVisible()
  await expect(menu).toBeFocused()
  await expect(tableRows(page).first()).not.toContainText('Locked')
  const signIn = await request.post('/api/auth/sign-in', { headers: from, data: { email: user.email, password } })
  expect(signIn.status()).toBe(200)
  await nextMail(user.email)

  await searchFor(page.getByRole('searchbox', { name: 'Search users…' }), signedInAdmin.email)
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click()
  await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'End all sessions' })).toHaveCount(0)
  await expect(page.getByRole('menuitem', { name: 'Reset second factors' })).toHaveCount(0)
})
