import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { field, toast } from '../support/forms.ts'
import { codeFrom, nextMail } from '../support/mail.ts'

const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const windowsCocCoc =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) coc_coc_browser/130.0.248 Chrome/124.0.0.0 Safari/537.36'

/** Another device signing in to the same account: its own browser, the emailed code, a session token. */
async function signInElsewhere(request: APIRequestContext, email: string, password: string, userAgent: string) {
  const headers = { 'user-agent': userAgent }
  const signIn = await request.post('/api/auth/sign-in', { data: { email, password }, headers })
  const { challengeToken } = (await signIn.json()) as { challengeToken: string }
  const code = codeFrom((await nextMail(email)).text)
  const verify = await request.post('/api/auth/otp/verify', { data: { challengeToken, code }, headers })
  return ((await verify.json()) as { accessToken: string }).accessToken
}

/**
 * Signs the account in on other devices (one per user agent), then opens Settings → Security on this one: returns
 * the other sessions' tokens and the list of where the account is signed in, once it shows them all.
 */
async function withOtherDevices(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
  userAgents: string[],
  listName = "Where you're signed in",
) {
  const others: string[] = []
  for (const userAgent of userAgents)
    others.push(await signInElsewhere(request, account.email, account.password, userAgent))
  await page.goto('/settings/security')
  const sessions = page.getByRole('region', { name: listName })
  await expect(sessions.getByRole('listitem')).toHaveCount(userAgents.length + 1)
  return { others, sessions }
}

const meStatus = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).status()

test('lists where you are signed in and signs out one other device, by keyboard', async ({
  page,
  request,
  signedInAccount,
}) => {
  const { others, sessions } = await withOtherDevices(page, request, signedInAccount, [androidChrome])
  await expect(sessions.getByRole('listitem').first()).toContainText('This device')
  await expect(sessions.getByRole('listitem').nth(1)).toContainText('Chrome 131 · Android 14')

  const signOutPhone = sessions.getByRole('button', { name: 'Sign out Chrome 131 · Android 14' })
  await signOutPhone.focus()
  await page.keyboard.press('Enter')
  await expect(toast(page, 'Signed out Chrome 131 · Android 14.')).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(1)
  // The button went with the session; focus lands on the list's heading, not back at the top of the page.
  await expect(sessions.getByRole('heading', { name: "Where you're signed in" })).toBeFocused()
  for (const token of others) expect(await meStatus(request, token)).toBe(401)
})

test('a password change signs out the other devices, and the list shows it at once', async ({
  page,
  request,
  signedInAccount,
}) => {
  const { others, sessions } = await withOtherDevices(page, request, signedInAccount, [androidChrome])

  await field(page, 'Current password').fill(signedInAccount.password)
  await field(page, 'New password').fill('Changed-Mango-77')
  await field(page, 'Confirm new password').fill('Changed-Mango-77')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(toast(page, 'Your password has been updated.')).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(1)
  await expect(sessions.getByRole('listitem')).toContainText('This device')
  for (const token of others) expect(await meStatus(request, token)).toBe(401)
})

test.describe('in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test('signs out every other session after confirming, and this one stays', async ({
    page,
    request,
    signedInAccount,
  }) => {
    const { others, sessions } = await withOtherDevices(
      page,
      request,
      signedInAccount,
      [androidChrome, windowsCocCoc],
      'Nơi bạn đang đăng nhập',
    )
    await expect(sessions.getByText('Thiết bị này')).toBeVisible()
    await expect(sessions.getByText('Cốc Cốc 130 · Windows')).toBeVisible()

    const endOthers = sessions.getByRole('button', { name: 'Đăng xuất mọi phiên khác' })
    await endOthers.click()
    const dialog = page.getByRole('dialog', { name: 'Đăng xuất mọi phiên khác?' })
    await expect(dialog).toContainText('2 phiên khác sẽ bị đăng xuất ngay.')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(endOthers).toBeFocused()
    for (const token of others) expect(await meStatus(request, token)).toBe(200)

    await endOthers.click()
    await dialog.getByRole('button', { name: 'Đăng xuất mọi phiên khác' }).click()
    await expect(toast(page, 'Đã đăng xuất 2 phiên khác.')).toBeVisible()
    await expect(sessions.getByRole('listitem')).toHaveCount(1)
    await expect(sessions.getByRole('button', { name: 'Đăng xuất mọi phiên khác' })).toHaveCount(0)
    await expect(sessions.getByRole('heading', { name: 'Nơi bạn đang đăng nhập' })).toBeFocused()
    for (const token of others) expect(await meStatus(request, token)).toBe(401)

    await page.reload()
    await expect(sessions.getByText('Thiết bị này')).toBeVisible()
  })
})
