import { expect, test } from '../support/fixtures.ts'
import { freshAddress, strongPassword, uniqueEmail } from '../support/accounts.ts'
import { expectFieldError, field, toast } from '../support/forms.ts'
import { codeFrom, nextMail } from '../support/mail.ts'
import { localhostUrl, startLocalhostServer, type LocalhostServer } from '../support/localhost-server.ts'
import { submitSignIn } from '../support/sign-in.ts'
import { addVirtualAuthenticator } from '../support/virtual-authenticator.ts'

// Passkeys (issue 24) in Settings → Security, made by Chromium's virtual authenticator. WebAuthn needs a host name,
// so these tests run on a second server at http://localhost (see support/localhost-server.ts).

let server: LocalhostServer
test.beforeAll(async () => {
  test.setTimeout(90_000)
  server = await startLocalhostServer()
})
test.afterAll(async () => server.stop())
test.use({ baseURL: localhostUrl })

/** A new account on the localhost server, signed in in the page (the session in the console's cookie). */
async function signedInOnLocalhost(page: import('@playwright/test').Page) {
  const account = { email: uniqueEmail('passkeys'), password: strongPassword }
  const headers = { 'x-forwarded-for': freshAddress() }
  const request = page.request
  const data = { email: account.email, password: account.password, confirmPassword: account.password }
  expect((await request.post(`${localhostUrl}/api/auth/sign-up`, { data, headers })).status()).toBe(202)
  await nextMail(account.email)
  const signIn = await request.post(`${localhostUrl}/api/auth/sign-in`, { data: account, headers })
  const { challengeToken } = (await signIn.json()) as { challengeToken: string }
  const code = codeFrom((await nextMail(account.email)).text)
  const verify = await request.post(`${localhostUrl}/api/auth/otp/verify`, { data: { challengeToken, code }, headers })
  const { accessToken } = (await verify.json()) as { accessToken: string }
  await page
    .context()
    .addCookies([{ name: 'access_token', value: encodeURIComponent(JSON.stringify(accessToken)), url: localhostUrl }])
  return account
}

/**
 * Signs in with a passkey alone, from the page, with the browser's own WebAuthn (what the sign-in page does through
 * @simplewebauthn/browser): the API's options, the authenticator's signature, the API's session. Answers the API's
 * status and the signed-in email.
 */
function passwordlessSignInFromPage(page: import('@playwright/test').Page) {
  return page.evaluate(async () => {
    const fromB64 = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
    const toB64 = (buffer: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    const post = (path: string, body?: unknown) =>
      fetch(path, {
        method: 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const options = (await (await post('/api/auth/passkey/passwordless/options')).json()) as {
      challenge: string
      rpId: string
      userVerification: UserVerificationRequirement
    }
    const credential = (await navigator.credentials.get({
      publicKey: {
        challenge: fromB64(options.challenge),
        rpId: options.rpId,
        userVerification: options.userVerification,
      },
    })) as PublicKeyCredential
    const response = credential.response as AuthenticatorAssertionResponse
    const verify = await post('/api/auth/passkey/passwordless/verify', {
      credential: {
        id: credential.id,
        rawId: toB64(credential.rawId),
        type: credential.type,
        response: {
          clientDataJSON: toB64(response.clientDataJSON),
          authenticatorData: toB64(response.authenticatorData),
          signature: toB64(response.signature),
          ...(response.userHandle ? { userHandle: toB64(response.userHandle) } : {}),
        },
        clientExtensionResults: {},
      },
    })
    const body = (await verify.json()) as { user?: { email: string } }
    return { status: verify.status, email: body.user?.email }
  })
}

test('adds a passkey in Settings → Security, signs in with it, renames it and removes it with the password', async ({
  page,
}) => {
  const account = await signedInOnLocalhost(page)
  const authenticator = await addVirtualAuthenticator(page)
  await page.goto('/settings/security')
  const passkeys = page.getByRole('region', { name: 'Passkeys' })
  await expect(
    passkeys.getByText('No passkeys yet. Add one to sign in without waiting for an emailed code.'),
  ).toBeVisible()

  // Added by keyboard: a name first (asked for), then the authenticator.
  const add = passkeys.getByRole('button', { name: 'Add a passkey' })
  await add.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' })
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expectFieldError(page, 'Name', 'Please enter a name for the passkey')
  await field(page, 'Name').fill('Work laptop')
  await page.keyboard.press('Enter')
  await expect(toast(page, 'Passkey “Work laptop” added.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(add).toBeFocused()
  await expect(passkeys.getByRole('listitem')).toHaveCount(1)
  await expect(passkeys.getByRole('listitem')).toContainText('Work laptop')
  await expect(passkeys.getByRole('listitem')).toContainText('not used yet')
  const credentials = await authenticator.credentials()
  expect(credentials).toHaveLength(1)
  expect(credentials[0]!.isResidentCredential).toBe(true)
  expect((await nextMail(account.email)).subject).toBe('A passkey was added to your Wi-Fi Console account')

  // The same authenticator cannot hold a second passkey for the account: the browser says so, the dialog stays.
  await add.click()
  await field(page, 'Name').fill('Again')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(
    toast(page, 'Failed to add the passkey: This device or security key already holds a passkey for your account.'),
  ).toBeVisible()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(passkeys.getByRole('listitem')).toHaveCount(1)

  // The passkey signs in with no password (the browser's authenticator, user verified), and shows when it was used.
  expect(await passwordlessSignInFromPage(page)).toEqual({ status: 200, email: account.email })
  await page.reload()
  await expect(passkeys.getByRole('listitem')).toContainText(/last used \d/)

  const rename = passkeys.getByRole('button', { name: 'Rename Work laptop' })
  await rename.click()
  const renameDialog = page.getByRole('dialog', { name: 'Rename the passkey' })
  await expect(field(page, 'Name')).toHaveValue('Work laptop')
  await field(page, 'Name').fill('Home laptop')
  await renameDialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Passkey renamed to “Home laptop”.')).toBeVisible()
  await expect(passkeys.getByRole('button', { name: 'Rename Home laptop' })).toBeFocused()

  await passkeys.getByRole('button', { name: 'Remove Home laptop' }).click()
  const removeDialog = page.getByRole('dialog', { name: 'Remove the passkey “Home laptop”?' })
  await expect(removeDialog).toContainText('It will no longer sign you in. Enter your password to confirm.')
  await field(page, 'Your password').fill('Not-The-Password-1')
  await removeDialog.getByRole('button', { name: 'Remove' }).click()
  await expectFieldError(page, 'Your password', 'The current password is incorrect.')
  await field(page, 'Your password').fill(account.password)
  await removeDialog.getByRole('button', { name: 'Remove' }).click()
  await expect(toast(page, 'Passkey “Home laptop” removed.')).toBeVisible()
  await expect(
    passkeys.getByText('No passkeys yet. Add one to sign in without waiting for an emailed code.'),
  ).toBeVisible()
  // The row and its buttons went with the passkey: focus lands on the panel's heading.
  await expect(passkeys.getByRole('heading', { name: 'Passkeys' })).toBeFocused()
  expect((await nextMail(account.email)).subject).toBe('A passkey was removed from your Wi-Fi Console account')

  // Removed on the server: the authenticator's passkey no longer signs in.
  expect((await passwordlessSignInFromPage(page)).status).toBe(400)
})

test('signs in from the sign-in pages with a passkey: alone, or in place of the emailed code', async ({ page }) => {
  const account = await signedInOnLocalhost(page)
  await addVirtualAuthenticator(page)
  await page.goto('/settings/security')
  await page.getByRole('region', { name: 'Passkeys' }).getByRole('button', { name: 'Add a passkey' }).click()
  await field(page, 'Name').fill('Phone')
  await page.getByRole('dialog', { name: 'Add a passkey' }).getByRole('button', { name: 'Continue' }).click()
  await expect(toast(page, 'Passkey “Phone” added.')).toBeVisible()
  await nextMail(account.email)

  // Alone: neither the password nor a code.
  await page.context().clearCookies()
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(toast(page, 'Welcome back! Login successful.')).toBeVisible()
  await expect(page).toHaveURL(`${localhostUrl}/`)

  // After the password, the code's page offers the passkey beside the code, which is still emailed.
  await page.context().clearCookies()
  await page.goto('/sign-in')
  await submitSignIn(page, account.email, account.password)
  await expect(page).toHaveURL(/\/otp/)
  expect((await nextMail(account.email)).text).toMatch(/\b\d{6}\b/)
  await page.getByRole('button', { name: 'Use a passkey instead' }).click()
  await expect(page).toHaveURL(`${localhostUrl}/`)
  await page.goto('/settings/security')
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem')).toContainText(/last used \d/)
})
