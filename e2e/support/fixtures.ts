import { test as base, expect } from '@playwright/test'
import { freshAddress, strongPassword, uniqueEmail } from './accounts.ts'
import { setLanguageBeforeLoad, type UiLanguage } from './language.ts'
import { nextMail, skipMailSoFar } from './mail.ts'
import { admin, appUrl } from './servers.ts'
import { accessTokenThroughApi, signInThroughApi, useSessionInPage } from './session.ts'
import { startWorkerServers } from './worker-servers.ts'

interface Fixtures {
  /** The console's language when a test starts; `null` leaves it to the app's own detection. */
  uiLanguage: UiLanguage | null
  /** Console errors a test provokes on purpose (e.g. a 500 answer it stages), on top of the 4xx ones. */
  allowedConsoleErrors: RegExp[]
  /** Fails the test when the page logs a console error or throws (epic-stack style). */
  failOnConsoleErrors: void
  /** Creates an account through the API, as if signed up earlier. */
  signUp: (email: string, password: string) => Promise<void>
  /** A new account, already signed in in the page's browser (through the API: the UI's sign-in is tested apart). */
  signedInAccount: { email: string; password: string }
  /** A session of the first admin, signed in through the API, for making a test's data (`Bearer` token). */
  adminToken: string
  /** The page's browser signed in as the first admin, in the same session as `adminToken`. */
  signedInAdmin: { email: string; token: string }
}

/**
 * Chromium logs every 4xx answer as a console error. The API answers 400 for invalid input and 401 when a
 * session is gone, and the console is meant to handle both, so those lines are no sign of a bug.
 */
const expectedResourceError = /^Failed to load resource: the server responded with a status of 4\d\d\b/

interface WorkerFixtures {
  /** This worker's console server, OpenWISP simulator and PostgreSQL database, for every test it runs. */
  workerServers: void
  /**
   * One session of the first admin per worker, signed in through the API: every test would otherwise spend a
   * sign-in on it. Nothing may sign it out (no test logs the first admin out of a page that holds it).
   */
  adminSession: string
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  workerServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const servers = await startWorkerServers()
      await use()
      await servers.stop()
    },
    // A minute to start: the first start migrates the empty database.
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
  // The worker's own server (the config's baseURL is read where no worker slot is known yet).
  // eslint-disable-next-line no-empty-pattern -- as above
  baseURL: async ({}, use) => use(appUrl),

  // Most tests read English texts (the catalog's exact wording in docs/product.md §5 and §8).
  uiLanguage: ['en', { option: true }],
  allowedConsoleErrors: [[], { option: true }],

  page: async ({ page, uiLanguage }, use) => {
    if (uiLanguage) await setLanguageBeforeLoad(page, uiLanguage)
    await use(page)
  },

  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const allowed = [expectedResourceError, ...allowedConsoleErrors]
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) {
          problems.push(`console.error: ${message.text()}`)
        }
      })
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.stack ?? error.message}`))
      await use()
      expect(problems, 'errors the page logged').toEqual([])
    },
    { auto: true },
  ],

  signUp: async ({ request }, use) => {
    await use(async (email, password) => {
      // Each from its own address (the app trusts the loopback proxy), so the per-address sign-up limit is not hit.
      const response = await request.post('/api/auth/sign-up', {
        data: { email, password, confirmPassword: password },
        headers: { 'x-forwarded-for': freshAddress() },
      })
      expect(response.status(), `sign-up of ${email}: ${await response.text()}`).toBe(202)
      // The account is made after the answer; its welcome email says it exists.
      await nextMail(email)
    })
  },

  signedInAccount: async ({ page, request, signUp }, use) => {
    const account = { email: uniqueEmail('signed-in'), password: strongPassword }
    await signUp(account.email, account.password)
    await signInThroughApi(request, page, account.email, account.password)
    await use(account)
  },

  adminSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: appUrl })
      // The codes already sent to the shared first admin were for other sign-ins (another worker's, or this one's
      // before Playwright restarted it).
      await skipMailSoFar(admin.email)
      const accessToken = await accessTokenThroughApi(request, admin.email, admin.password)
      await request.dispose()
      await use(accessToken)
    },
    { scope: 'worker' },
  ],

  adminToken: async ({ adminSession }, use) => {
    await use(adminSession)
  },

  signedInAdmin: async ({ page, adminToken }, use) => {
    await useSessionInPage(page, adminToken)
    await use({ email: admin.email, token: adminToken })
  },
})

export { expect }
