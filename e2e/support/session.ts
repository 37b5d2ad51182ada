import { expect, type APIRequestContext, type Page } from '@playwright/test'
import pg from 'pg'
import { freshAddress } from './accounts.ts'
import { codeFrom, nextMail } from './mail.ts'
import { appUrl } from './servers.ts'
import { workerDatabaseUrl } from './worker-servers.ts'

/** The access token the console keeps in its `access_token` cookie, a JSON string (docs/product.md §3). */
export async function accessTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'access_token')
  if (!cookie) throw new Error('No access_token cookie: the page is not signed in')
  const token: unknown = JSON.parse(decodeURIComponent(cookie.value))
  if (typeof token !== 'string' || token === '') throw new Error(`The access_token cookie holds ${cookie.value}`)
  return token
}

/** Ends the session behind `accessToken` on the server, as logging out elsewhere or an expiry would. */
export async function revokeSession(request: APIRequestContext, accessToken: string) {
  const response = await request.post('/api/auth/sign-out', { headers: { authorization: `Bearer ${accessToken}` } })
  expect(response.status(), 'sign-out through the API').toBe(200)
}

/**
 * Creates an account through the API, as the `signUp` fixture does, for a `beforeAll` (which has no such fixture):
 * from an address of its own, so the per-address sign-up limit is not hit, and done once its welcome email is sent.
 */
export async function signUpThroughApi(request: APIRequestContext, account: { email: string; password: string }) {
  const { email, password } = account
  const response = await request.post('/api/auth/sign-up', {
    data: { email, password, confirmPassword: password },
    headers: { 'x-forwarded-for': freshAddress() },
  })
  expect(response.status(), `sign-up of ${email}: ${await response.text()}`).toBe(202)
  await nextMail(email)
}

/**
 * Signs in through the API (password, then the emailed code) and hands the session to the page's browser
 * the way the console keeps it, for tests about what comes after signing in.
 */
export async function signInThroughApi(request: APIRequestContext, page: Page, email: string, password: string) {
  await useSessionInPage(page, await accessTokenThroughApi(request, email, password))
}

/** Signs in through the API (password, then the emailed code) and returns the session's access token. */
export async function accessTokenThroughApi(request: APIRequestContext, email: string, password: string) {
  const signIn = await request.post('/api/auth/sign-in', { data: { email, password } })
  expect(signIn.status(), `sign-in of ${email}: ${await signIn.text()}`).toBe(200)
  const { challengeToken } = (await signIn.json()) as { challengeToken: string }
  const code = codeFrom((await nextMail(email)).text)
  const verify = await request.post('/api/auth/otp/verify', { data: { challengeToken, code } })
  expect(verify.status(), `code check of ${email}: ${await verify.text()}`).toBe(200)
  const { accessToken } = (await verify.json()) as { accessToken: string }
  return accessToken
}

/** Hands a session to the page's browser the way the console keeps it. */
export async function useSessionInPage(page: Page, accessToken: string) {
  await page
    .context()
    .addCookies([{ name: 'access_token', value: encodeURIComponent(JSON.stringify(accessToken)), url: appUrl }])
}

/**
 * Makes every session of `email` look signed in `minutes` ago, in this worker's database: what the API judges a
 * recent sign-in by (adding a sign-in step asks for the password after 5 minutes, docs/decisions/045).
 */
export async function signedInMinutesAgo(email: string, minutes: number) {
  const client = new pg.Client({ connectionString: workerDatabaseUrl() })
  await client.connect()
  try {
    await client.query(
      `update sessions set created_at = now() - make_interval(mins => $2)
         where user_id = (select id from users where email = $1)`,
      [email, minutes],
    )
  } finally {
    await client.end()
  }
}
