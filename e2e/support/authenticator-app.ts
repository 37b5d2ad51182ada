import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { field } from './forms.ts'
import { nextMail } from './mail.ts'

/**
 * What an authenticator app shows for a key, `stepsAhead` 30-second steps from now. The server accepts each code
 * once, so the sign-in after setting up an app types the next step's code (the app's window allows one step of drift).
 */
export function appCode(key: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 })
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 })
}

/**
 * Sets up an authenticator app from the setup on the page (Settings → Security, or the setup a required second
 * factor shows): the key is read off the page as a person would type it, the first code computed from it, and
 * the recovery codes shown once are returned before they are dismissed.
 */
export async function setUpAppOnPage(page: Page) {
  await page.getByRole('button', { name: 'Show the QR code' }).click()
  await expect(page.getByRole('img', { name: 'QR code that adds Wi-Fi Console to an authenticator app' })).toBeVisible()
  const key = (await page.getByLabel('Setup key').innerText()).replaceAll(' ', '')
  expect(key).toMatch(/^[A-Z2-7]{32}$/)
  await field(page, 'The 6-digit code the app now shows').fill(appCode(key))
  await page.getByRole('button', { name: 'Confirm', exact: true }).click()
  const list = page.getByRole('list', { name: 'Recovery codes' })
  await expect(list.getByRole('listitem')).toHaveCount(10)
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts()
  await page.getByRole('button', { name: 'I have saved them' }).click()
  return { key, recoveryCodes }
}

/**
 * Sets up an authenticator app through the API for the session's account (`email`), as if done in Settings → Security
 * earlier, and takes the email that tells its owner.
 */
export async function setUpAppThroughApi(request: APIRequestContext, token: string, email: string) {
  const headers = { authorization: `Bearer ${token}` }
  const setup = await request.post('/api/me/second-factors/totp', { headers })
  expect(setup.status(), await setup.text()).toBe(200)
  const { secret } = (await setup.json()) as { secret: string }
  const confirm = await request.post('/api/me/second-factors/totp/confirm', {
    headers,
    data: { code: appCode(secret) },
  })
  expect(confirm.status(), await confirm.text()).toBe(200)
  await nextMail(email)
}
